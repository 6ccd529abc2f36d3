//! The language a task is written in, and the engine's phrases in each language it writes.
//!
//! Detection counts function words (articles, prepositions, pronouns, common imperatives)
//! that are frequent in one language and rare in the others. Tasks are short (often under ten
//! words), where character n-gram detectors such as `whatlang` are least reliable and
//! confuse close pairs (es/pt, es/it); a word list is deterministic, costs microseconds, adds
//! no dependency and is easy to extend. A language needs at least two hits and must beat
//! English; otherwise the task is read as English.

use serde::Serialize;

use crate::analysis::TaskKind;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Lang {
    En,
    Es,
    Fr,
    De,
    Pt,
    It,
}

impl Lang {
    pub fn code(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::Es => "es",
            Self::Fr => "fr",
            Self::De => "de",
            Self::Pt => "pt",
            Self::It => "it",
        }
    }
}

/// Function words per language. A word shared by two languages is listed in neither unless
/// it is far more common in one.
const MARKERS: &[(Lang, &[&str])] = &[
    (
        Lang::En,
        &[
            "the", "a", "an", "and", "for", "of", "to", "with", "my", "our", "is", "in", "on",
            "about", "write", "how", "what", "that", "this", "me", "i", "it", "from", "at", "your",
            "create", "make", "plan", "explain",
        ],
    ),
    (
        Lang::Es,
        &[
            "segundos",
            "atardecer",
            "un",
            "de",
            "poema",
            "imagen",
            "cumpleaños",
            "quiero",
            "el",
            "los",
            "las",
            "una",
            "del",
            "y",
            "escribe",
            "escribir",
            "sobre",
            "por",
            "mi",
            "mis",
            "cómo",
            "qué",
            "que",
            "para",
            "con",
            "es",
            "al",
            "crea",
            "haz",
            "dame",
            "necesito",
            "semana",
            "muy",
            "pero",
            "lo",
            "le",
            "nuestro",
            "nuestra",
            "su",
            "explica",
            "redacta",
            "carta",
            "correo",
        ],
    ),
    (
        Lang::Fr,
        &[
            "secondes",
            "sous",
            "d",
            "coucher",
            "soleil",
            "de",
            "poème",
            "anniversaire",
            "le",
            "les",
            "une",
            "des",
            "du",
            "et",
            "pour",
            "avec",
            "écris",
            "écrire",
            "rédige",
            "sur",
            "mon",
            "ma",
            "mes",
            "est",
            "au",
            "aux",
            "je",
            "nous",
            "notre",
            "vous",
            "votre",
            "crée",
            "fais",
            "explique",
            "qui",
            "dans",
            "pas",
            "lettre",
            "semaine",
            "un",
        ],
    ),
    (
        Lang::De,
        &[
            "sekunden",
            "bei",
            "bild",
            "gedicht",
            "geburtstag",
            "der",
            "die",
            "das",
            "ein",
            "eine",
            "einen",
            "einem",
            "einer",
            "und",
            "für",
            "mit",
            "schreibe",
            "schreib",
            "über",
            "zu",
            "von",
            "ich",
            "mein",
            "meine",
            "meinen",
            "unsere",
            "unser",
            "ist",
            "nicht",
            "auf",
            "den",
            "dem",
            "des",
            "erstelle",
            "erkläre",
            "bitte",
            "wie",
            "sie",
            "als",
            "im",
            "eines",
        ],
    ),
    (
        Lang::Pt,
        &[
            "de",
            "poema",
            "imagem",
            "aniversário",
            "uma",
            "um",
            "os",
            "do",
            "da",
            "dos",
            "das",
            "e",
            "crie",
            "escreva",
            "escrever",
            "sobre",
            "meu",
            "minha",
            "em",
            "não",
            "com",
            "para",
            "é",
            "você",
            "nosso",
            "nossa",
            "explique",
            "faça",
            "semana",
            "ao",
            "pela",
            "pelo",
            "carta",
            "lista",
        ],
    ),
    (
        Lang::It,
        &[
            "secondi",
            "al",
            "tramonto",
            "pittura",
            "fa",
            "sul",
            "sulla",
            "dal",
            "dalla",
            "poesia",
            "immagine",
            "compleanno",
            "il",
            "lo",
            "gli",
            "una",
            "della",
            "dello",
            "delle",
            "degli",
            "di",
            "e",
            "per",
            "con",
            "scrivi",
            "scrivere",
            "su",
            "mio",
            "mia",
            "miei",
            "è",
            "che",
            "crea",
            "fai",
            "spiega",
            "nostro",
            "nostra",
            "nel",
            "nella",
            "alla",
            "un",
            "settimana",
            "lettera",
        ],
    ),
];

/// The language of a task, from its lowercase words.
/// Each marker word with the languages whose list holds it, built once: a long task is
/// read with one lookup per word instead of a scan of every list.
static MARKER_INDEX: std::sync::LazyLock<std::collections::HashMap<&'static str, Vec<Lang>>> =
    std::sync::LazyLock::new(|| {
        let mut index: std::collections::HashMap<&'static str, Vec<Lang>> = Default::default();
        for (lang, list) in MARKERS {
            for word in *list {
                let langs = index.entry(word).or_default();
                if !langs.contains(lang) {
                    langs.push(*lang);
                }
            }
        }
        index
    });

pub fn detect(words: &[&str]) -> Lang {
    // How many words of the task are markers of each language, in MARKERS' order.
    let mut scores: Vec<(Lang, usize)> = MARKERS.iter().map(|(l, _)| (*l, 0)).collect();
    for word in words {
        for lang in MARKER_INDEX.get(word).into_iter().flatten() {
            if let Some(entry) = scores.iter_mut().find(|(l, _)| l == lang) {
                entry.1 += 1;
            }
        }
    }
    let english = scores
        .iter()
        .find(|(l, _)| *l == Lang::En)
        .map_or(0, |(_, s)| *s);
    scores
        .into_iter()
        .filter(|(l, _)| *l != Lang::En)
        // Two marker words, or one in a task with no English marker ("escribe un poema").
        .filter(|(_, s)| (*s >= 2 || english == 0) && *s >= 1 && *s > english)
        // Ties go to the earlier language in the table.
        .fold(None, |best: Option<(Lang, usize)>, (l, s)| match best {
            Some((_, b)) if b >= s => best,
            _ => Some((l, s)),
        })
        .map_or(Lang::En, |(l, _)| l)
}

/// The phrases of a text prompt in one language. English prompts use the richer per-kind
/// profiles; the other languages use these, so that everything around the user's task is in
/// the user's language.
pub struct Phrases {
    /// The expert for a kind of task; `role` when the kind has none here.
    pub roles: &'static [(TaskKind, &'static str)],
    /// The task line for an image or video request in a text tier: `{task}` is the task.
    pub image_frame: &'static str,
    pub video_frame: &'static str,
    pub role: &'static str,
    /// Ways to give the role, each with `{role}`; the first is the default, "Try again" moves
    /// through the others.
    pub role_frames: &'static [&'static str],
    pub task: &'static str,
    pub requirements: &'static str,
    pub output_format: &'static str,
    pub format: &'static str,
    pub constraints_heading: &'static str,
    pub constraints: &'static [&'static str],
    pub steps_heading: &'static str,
    pub steps: &'static [&'static str],
    pub checks_heading: &'static str,
    pub checks_intro: &'static str,
    pub checks: &'static [&'static str],
    pub role_heading: &'static str,
    pub context_heading: &'static str,
    pub no_context: &'static str,
    pub assumptions_heading: &'static str,
    pub assumptions_intro: &'static str,
    pub assumptions: &'static [&'static str],
    pub goal: &'static str,
    /// Mastermind's plan and review, done before answering and kept out of the answer.
    pub plan: &'static str,
    pub review: &'static str,
    /// The same, printed in `<thinking>` and `<critique>` tags, for users who ask to see them.
    pub plan_shown: &'static str,
    pub review_shown: &'static str,
    pub questions_intro: &'static str,
    pub questions: &'static [&'static str],
    pub tone: &'static str,
    pub length: &'static str,
    pub context_label: &'static str,
}

pub fn phrases(lang: Lang) -> Option<&'static Phrases> {
    match lang {
        Lang::En => None,
        Lang::Es => Some(&ES),
        Lang::Fr => Some(&FR),
        Lang::De => Some(&DE),
        Lang::Pt => Some(&PT),
        Lang::It => Some(&IT),
    }
}

static ES: Phrases = Phrases {
    roles: &[
        (
            TaskKind::Email,
            "un redactor con experiencia que escribe correos breves y concretos que la gente responde",
        ),
        (
            TaskKind::Writing,
            "un escritor y editor con un estilo claro y vivo",
        ),
        (
            TaskKind::Planning,
            "un planificador con experiencia que convierte objetivos en planes realistas y ordenados",
        ),
        (
            TaskKind::Learning,
            "un profesor paciente y experto que explica desde los principios básicos",
        ),
        (
            TaskKind::Analysis,
            "un analista riguroso que separa los hechos de las opiniones",
        ),
        (
            TaskKind::Marketing,
            "un redactor publicitario que conoce el canal y el público",
        ),
        (
            TaskKind::Code,
            "un ingeniero de software sénior que escribe código correcto, legible y probado",
        ),
        (
            TaskKind::Image,
            "un director de arte que escribe prompts precisos para modelos de generación de imágenes",
        ),
        (
            TaskKind::Video,
            "un director que escribe prompts plano a plano para modelos de generación de vídeo",
        ),
    ],
    image_frame: "Escribe un prompt para un modelo de generación de imágenes que produzca esta imagen: {task}",
    video_frame: "Escribe un prompt para un modelo de generación de vídeo que produzca este clip: {task}",
    role: "un experto con mucha experiencia en exactamente este tipo de tarea",
    role_frames: &[
        "Eres {role}.",
        "Actúa como {role}.",
        "Asume el papel de {role}.",
    ],
    task: "Tarea",
    requirements: "Requisitos",
    output_format: "Formato de salida",
    format: "Primero el resultado completo, listo para usar; después, en una línea, cualquier supuesto que hayas hecho.",
    constraints_heading: "Restricciones",
    constraints: &[
        "Conserva todos los datos que da la tarea (nombres, cifras, fechas) tal como aparecen.",
        "Responde en español.",
        "Sé concreto y práctico; evita el relleno.",
        "Si falta un dato, elige la opción más probable y dilo.",
    ],
    steps_heading: "Pasos",
    steps: &[
        "Identifica qué resultado exacto se pide y para quién es.",
        "Reúne los datos que da la tarea y decide qué supones para lo que falta.",
        "Redacta el resultado completo.",
        "Revísalo con los criterios de calidad y corrige lo que falle.",
    ],
    checks_heading: "Control de calidad",
    checks_intro: "Antes de responder, comprueba cada punto y corrige la respuesta si alguno falla:",
    checks: &[
        "¿Responde exactamente a lo que pide la tarea?",
        "¿Conserva todos los datos dados?",
        "¿Se puede usar tal cual, sin más cambios?",
    ],
    role_heading: "Rol",
    context_heading: "Contexto",
    no_context: "No se dio más contexto. Trabaja con la tarea y los supuestos de abajo.",
    assumptions_heading: "Supuestos",
    assumptions_intro: "La tarea no lo decía; se supone lo siguiente (corrige lo que no sea cierto):",
    assumptions: &[
        "El tono es cordial y claro.",
        "Una extensión breve es suficiente.",
    ],
    goal: "un resultado completo y preciso que se pueda usar enseguida",
    plan: "Antes de escribir la respuesta, planifícala sin mostrar el plan: qué sabes, qué falta y qué supones; la estructura de la respuesta; cómo aplicas cada paso.",
    review: "Antes de responder, evalúa el borrador en privado con cada criterio, con una nota del 1 al 5. Corrige cada punto con menos de 4 y entrega solo la versión final, sin el plan, las notas ni comentarios sobre la revisión.",
    plan_shown: "Antes de escribir la respuesta, planifica dentro de etiquetas <thinking>: qué sabes, qué falta y qué supones; la estructura de la respuesta; cómo aplicas cada paso.",
    review_shown: "Después del borrador, revísalo dentro de etiquetas <critique>: para cada criterio, primero una justificación de una línea y luego una nota del 1 al 5. Corrige cada punto con menos de 4 y entrega solo la versión final.",
    questions_intro: "Si la respuesta a una de estas preguntas cambiaría el resultado y no se deduce de la tarea, haz como máximo tres primero y espera. Si no, indica el supuesto y continúa:",
    questions: &[
        "¿Para quién es el resultado y dónde se usará?",
        "¿Hay restricciones de extensión, formato o tono?",
    ],
    tone: "Usa un tono {tone} de principio a fin.",
    length: "Extensión: {length}.",
    context_label: "Contexto",
};

static FR: Phrases = Phrases {
    roles: &[
        (
            TaskKind::Email,
            "un rédacteur expérimenté qui écrit des e-mails courts et précis auxquels on répond",
        ),
        (
            TaskKind::Writing,
            "un écrivain et éditeur au style clair et vivant",
        ),
        (
            TaskKind::Planning,
            "un planificateur expérimenté qui transforme des objectifs en plans réalistes et ordonnés",
        ),
        (
            TaskKind::Learning,
            "un enseignant patient et expert qui explique à partir des principes de base",
        ),
        (
            TaskKind::Analysis,
            "un analyste rigoureux qui sépare les faits des opinions",
        ),
        (
            TaskKind::Marketing,
            "un rédacteur publicitaire qui connaît le canal et le public",
        ),
        (
            TaskKind::Code,
            "un ingénieur logiciel senior qui écrit du code correct, lisible et testé",
        ),
        (
            TaskKind::Image,
            "un directeur artistique qui écrit des prompts précis pour les modèles de génération d'images",
        ),
        (
            TaskKind::Video,
            "un réalisateur qui écrit des prompts plan par plan pour les modèles de génération vidéo",
        ),
    ],
    image_frame: "Écris un prompt pour un modèle de génération d'images qui produise cette image : {task}",
    video_frame: "Écris un prompt pour un modèle de génération vidéo qui produise ce clip : {task}",
    role: "un expert expérimenté dans exactement ce type de tâche",
    role_frames: &[
        "Tu es {role}.",
        "Incarne {role}.",
        "Prends ce rôle : {role}.",
    ],
    task: "Tâche",
    requirements: "Exigences",
    output_format: "Format de sortie",
    format: "D'abord le résultat complet, prêt à l'emploi ; ensuite, sur une ligne, les hypothèses que tu as faites.",
    constraints_heading: "Contraintes",
    constraints: &[
        "Conserve toutes les informations données dans la tâche (noms, chiffres, dates) telles quelles.",
        "Réponds en français.",
        "Sois concret et pratique ; pas de remplissage.",
        "S'il manque une information, choisis l'option la plus probable et dis-le.",
    ],
    steps_heading: "Étapes",
    steps: &[
        "Identifie le résultat exact demandé et à qui il s'adresse.",
        "Rassemble les informations données et décide ce que tu supposes pour le reste.",
        "Rédige le résultat complet.",
        "Relis-le selon les critères de qualité et corrige ce qui ne va pas.",
    ],
    checks_heading: "Contrôle qualité",
    checks_intro: "Avant de répondre, vérifie chaque point et corrige la réponse si l'un d'eux échoue :",
    checks: &[
        "La réponse fait-elle exactement ce que la tâche demande ?",
        "Toutes les informations données sont-elles conservées ?",
        "Peut-on l'utiliser telle quelle ?",
    ],
    role_heading: "Rôle",
    context_heading: "Contexte",
    no_context: "Aucun autre contexte n'a été donné. Travaille à partir de la tâche et des hypothèses ci-dessous.",
    assumptions_heading: "Hypothèses",
    assumptions_intro: "La tâche ne le précisait pas ; voici ce qui est supposé (corrige ce qui est faux) :",
    assumptions: &[
        "Le ton est chaleureux et clair.",
        "Une longueur courte suffit.",
    ],
    goal: "un résultat complet et exact, utilisable tout de suite",
    plan: "Avant d'écrire la réponse, planifie-la sans afficher le plan : ce que tu sais, ce qui manque et ce que tu supposes ; la structure de la réponse ; comment tu appliques chaque étape.",
    review: "Avant de répondre, évalue le brouillon pour toi-même selon chaque critère, avec une note de 1 à 5. Corrige tout ce qui est sous 4 et ne donne que la version finale, sans le plan, les notes ni commentaire sur la relecture.",
    plan_shown: "Avant d'écrire la réponse, planifie dans des balises <thinking> : ce que tu sais, ce qui manque et ce que tu supposes ; la structure de la réponse ; comment tu appliques chaque étape.",
    review_shown: "Après le brouillon, relis-le dans des balises <critique> : pour chaque critère, d'abord une justification d'une ligne, puis une note de 1 à 5. Corrige tout ce qui est sous 4 et ne donne que la version finale.",
    questions_intro: "Si la réponse à l'une de ces questions changerait le résultat et ne se déduit pas de la tâche, pose-en au plus trois d'abord et attends. Sinon, indique ton hypothèse et continue :",
    questions: &[
        "Pour qui est le résultat, et où sera-t-il utilisé ?",
        "Y a-t-il des contraintes de longueur, de format ou de ton ?",
    ],
    tone: "Garde un ton {tone} tout du long.",
    length: "Longueur : {length}.",
    context_label: "Contexte",
};

static DE: Phrases = Phrases {
    roles: &[
        (
            TaskKind::Email,
            "eine erfahrene Texterin, die kurze, konkrete E-Mails schreibt, auf die Menschen antworten",
        ),
        (
            TaskKind::Writing,
            "eine Autorin und Lektorin mit klarem, lebendigem Stil",
        ),
        (
            TaskKind::Planning,
            "eine erfahrene Planerin, die Ziele in realistische, geordnete Pläne übersetzt",
        ),
        (
            TaskKind::Learning,
            "eine geduldige, fachkundige Lehrerin, die von den Grundlagen aus erklärt",
        ),
        (
            TaskKind::Analysis,
            "eine gründliche Analystin, die Fakten von Meinungen trennt",
        ),
        (
            TaskKind::Marketing,
            "eine Werbetexterin, die Kanal und Zielgruppe kennt",
        ),
        (
            TaskKind::Code,
            "eine erfahrene Softwareentwicklerin, die korrekten, lesbaren und getesteten Code schreibt",
        ),
        (
            TaskKind::Image,
            "eine Art-Direktorin, die präzise Prompts für Bildgenerierungsmodelle schreibt",
        ),
        (
            TaskKind::Video,
            "eine Regisseurin, die Prompts Einstellung für Einstellung für Videogenerierungsmodelle schreibt",
        ),
    ],
    image_frame: "Schreibe einen Prompt für ein Bildgenerierungsmodell, der dieses Bild erzeugt: {task}",
    video_frame: "Schreibe einen Prompt für ein Videogenerierungsmodell, der diesen Clip erzeugt: {task}",
    role: "eine erfahrene Fachperson für genau diese Art von Aufgabe",
    role_frames: &[
        "Du bist {role}.",
        "Handle als {role}.",
        "Übernimm die Rolle: {role}.",
    ],
    task: "Aufgabe",
    requirements: "Anforderungen",
    output_format: "Ausgabeformat",
    format: "Zuerst das vollständige, direkt verwendbare Ergebnis; danach in einer Zeile alle Annahmen, die du getroffen hast.",
    constraints_heading: "Vorgaben",
    constraints: &[
        "Übernimm alle Angaben aus der Aufgabe (Namen, Zahlen, Daten) genau so, wie sie dastehen.",
        "Antworte auf Deutsch.",
        "Sei konkret und praktisch; kein Fülltext.",
        "Fehlt eine Angabe, wähle die wahrscheinlichste Option und sag es.",
    ],
    steps_heading: "Schritte",
    steps: &[
        "Bestimme, welches Ergebnis genau verlangt ist und für wen es ist.",
        "Sammle die Angaben aus der Aufgabe und lege fest, was du für Fehlendes annimmst.",
        "Schreibe das vollständige Ergebnis.",
        "Prüfe es anhand der Qualitätskriterien und verbessere, was nicht passt.",
    ],
    checks_heading: "Qualitätsprüfung",
    checks_intro: "Prüfe vor der Antwort jeden Punkt und verbessere die Antwort, wenn einer nicht erfüllt ist:",
    checks: &[
        "Erfüllt die Antwort genau, was die Aufgabe verlangt?",
        "Sind alle gegebenen Angaben erhalten?",
        "Ist sie ohne weitere Änderungen verwendbar?",
    ],
    role_heading: "Rolle",
    context_heading: "Kontext",
    no_context: "Es wurde kein weiterer Kontext angegeben. Arbeite mit der Aufgabe und den Annahmen unten.",
    assumptions_heading: "Annahmen",
    assumptions_intro: "Die Aufgabe sagte dazu nichts; angenommen wird (korrigiere, was nicht stimmt):",
    assumptions: &[
        "Der Ton ist freundlich und klar.",
        "Eine kurze Länge genügt.",
    ],
    goal: "ein vollständiges, genaues Ergebnis, das sofort verwendbar ist",
    plan: "Plane die Antwort, bevor du schreibst, ohne den Plan auszugeben: was du weißt, was fehlt und was du annimmst; den Aufbau der Antwort; wie du jeden Schritt anwendest.",
    review: "Bewerte den Entwurf vor der Antwort still für dich nach jedem Kriterium mit einer Note von 1 bis 5. Überarbeite alles unter 4 und gib nur die endgültige Fassung aus, ohne Plan, Noten oder Anmerkungen zur Prüfung.",
    plan_shown: "Plane vor der Antwort in <thinking>-Tags: was du weißt, was fehlt und was du annimmst; den Aufbau der Antwort; wie du jeden Schritt anwendest.",
    review_shown: "Prüfe den Entwurf danach in <critique>-Tags: für jedes Kriterium zuerst eine einzeilige Begründung, dann eine Note von 1 bis 5. Überarbeite alles unter 4 und gib nur die endgültige Fassung aus.",
    questions_intro: "Wenn die Antwort auf eine dieser Fragen das Ergebnis ändern würde und sich nicht aus der Aufgabe ergibt, stelle zuerst höchstens drei davon und warte. Sonst nenne deine Annahme und mach weiter:",
    questions: &[
        "Für wen ist das Ergebnis, und wo wird es verwendet?",
        "Gibt es Vorgaben zu Länge, Format oder Ton?",
    ],
    tone: "Halte durchgehend einen {tone} Ton.",
    length: "Länge: {length}.",
    context_label: "Kontext",
};

static PT: Phrases = Phrases {
    roles: &[
        (
            TaskKind::Email,
            "um redator experiente que escreve e-mails curtos e objetivos que as pessoas respondem",
        ),
        (
            TaskKind::Writing,
            "um escritor e editor com estilo claro e vivo",
        ),
        (
            TaskKind::Planning,
            "um planejador experiente que transforma objetivos em planos realistas e ordenados",
        ),
        (
            TaskKind::Learning,
            "um professor paciente e especialista que explica a partir dos princípios básicos",
        ),
        (
            TaskKind::Analysis,
            "um analista rigoroso que separa fatos de opiniões",
        ),
        (
            TaskKind::Marketing,
            "um redator publicitário que conhece o canal e o público",
        ),
        (
            TaskKind::Code,
            "um engenheiro de software sênior que escreve código correto, legível e testado",
        ),
        (
            TaskKind::Image,
            "um diretor de arte que escreve prompts precisos para modelos de geração de imagens",
        ),
        (
            TaskKind::Video,
            "um diretor que escreve prompts cena a cena para modelos de geração de vídeo",
        ),
    ],
    image_frame: "Escreva um prompt para um modelo de geração de imagens que produza esta imagem: {task}",
    video_frame: "Escreva um prompt para um modelo de geração de vídeo que produza este clipe: {task}",
    role: "um especialista experiente exatamente neste tipo de tarefa",
    role_frames: &[
        "Você é {role}.",
        "Atue como {role}.",
        "Assuma o papel de {role}.",
    ],
    task: "Tarefa",
    requirements: "Requisitos",
    output_format: "Formato da resposta",
    format: "Primeiro o resultado completo, pronto para usar; depois, em uma linha, as suposições que você fez.",
    constraints_heading: "Restrições",
    constraints: &[
        "Mantenha todos os dados da tarefa (nomes, números, datas) exatamente como aparecem.",
        "Responda em português.",
        "Seja concreto e prático; nada de enrolação.",
        "Se faltar um dado, escolha a opção mais provável e diga isso.",
    ],
    steps_heading: "Passos",
    steps: &[
        "Identifique o resultado exato pedido e para quem ele é.",
        "Reúna os dados da tarefa e decida o que supor para o que falta.",
        "Escreva o resultado completo.",
        "Revise-o com os critérios de qualidade e corrija o que falhar.",
    ],
    checks_heading: "Verificação de qualidade",
    checks_intro: "Antes de responder, verifique cada ponto e corrija a resposta se algum falhar:",
    checks: &[
        "A resposta faz exatamente o que a tarefa pede?",
        "Todos os dados fornecidos foram mantidos?",
        "Dá para usar como está, sem mais mudanças?",
    ],
    role_heading: "Papel",
    context_heading: "Contexto",
    no_context: "Nenhum outro contexto foi dado. Trabalhe a partir da tarefa e das suposições abaixo.",
    assumptions_heading: "Suposições",
    assumptions_intro: "A tarefa não dizia; supõe-se o seguinte (corrija o que estiver errado):",
    assumptions: &[
        "O tom é cordial e claro.",
        "Uma extensão curta é suficiente.",
    ],
    goal: "um resultado completo e preciso, que possa ser usado na hora",
    plan: "Antes de escrever a resposta, planeje-a sem mostrar o plano: o que você sabe, o que falta e o que vai supor; a estrutura da resposta; como aplica cada passo.",
    review: "Antes de responder, avalie o rascunho em silêncio com cada critério, com uma nota de 1 a 5. Corrija tudo abaixo de 4 e entregue só a versão final, sem o plano, as notas ou comentários sobre a revisão.",
    plan_shown: "Antes de escrever a resposta, planeje dentro de tags <thinking>: o que você sabe, o que falta e o que vai supor; a estrutura da resposta; como aplica cada passo.",
    review_shown: "Depois do rascunho, revise-o dentro de tags <critique>: para cada critério, primeiro uma justificativa de uma linha e depois uma nota de 1 a 5. Corrija tudo abaixo de 4 e entregue só a versão final.",
    questions_intro: "Se a resposta a uma destas perguntas mudaria o resultado e não dá para deduzi-la da tarefa, faça no máximo três primeiro e espere. Caso contrário, diga a suposição e continue:",
    questions: &[
        "Para quem é o resultado e onde será usado?",
        "Há restrições de extensão, formato ou tom?",
    ],
    tone: "Use um tom {tone} do início ao fim.",
    length: "Extensão: {length}.",
    context_label: "Contexto",
};

static IT: Phrases = Phrases {
    roles: &[
        (
            TaskKind::Email,
            "un copywriter esperto che scrive email brevi e concrete a cui le persone rispondono",
        ),
        (
            TaskKind::Writing,
            "uno scrittore ed editor dallo stile chiaro e vivace",
        ),
        (
            TaskKind::Planning,
            "un pianificatore esperto che trasforma obiettivi in piani realistici e ordinati",
        ),
        (
            TaskKind::Learning,
            "un insegnante paziente ed esperto che spiega partendo dai principi di base",
        ),
        (
            TaskKind::Analysis,
            "un analista rigoroso che separa i fatti dalle opinioni",
        ),
        (
            TaskKind::Marketing,
            "un copywriter pubblicitario che conosce il canale e il pubblico",
        ),
        (
            TaskKind::Code,
            "un ingegnere software senior che scrive codice corretto, leggibile e testato",
        ),
        (
            TaskKind::Image,
            "un art director che scrive prompt precisi per modelli di generazione di immagini",
        ),
        (
            TaskKind::Video,
            "un regista che scrive prompt inquadratura per inquadratura per modelli di generazione video",
        ),
    ],
    image_frame: "Scrivi un prompt per un modello di generazione di immagini che produca questa immagine: {task}",
    video_frame: "Scrivi un prompt per un modello di generazione video che produca questa clip: {task}",
    role: "un esperto con molta esperienza proprio in questo tipo di compito",
    role_frames: &[
        "Sei {role}.",
        "Agisci come {role}.",
        "Assumi il ruolo di {role}.",
    ],
    task: "Compito",
    requirements: "Requisiti",
    output_format: "Formato della risposta",
    format: "Prima il risultato completo, pronto da usare; poi, in una riga, le ipotesi che hai fatto.",
    constraints_heading: "Vincoli",
    constraints: &[
        "Conserva tutti i dati del compito (nomi, numeri, date) esattamente come sono scritti.",
        "Rispondi in italiano.",
        "Sii concreto e pratico; niente riempitivi.",
        "Se manca un dato, scegli l'opzione più probabile e dillo.",
    ],
    steps_heading: "Passaggi",
    steps: &[
        "Individua il risultato esatto richiesto e a chi è destinato.",
        "Raccogli i dati del compito e decidi cosa supporre per ciò che manca.",
        "Scrivi il risultato completo.",
        "Rileggilo con i criteri di qualità e correggi ciò che non va.",
    ],
    checks_heading: "Controllo di qualità",
    checks_intro: "Prima di rispondere, verifica ogni punto e correggi la risposta se uno non è soddisfatto:",
    checks: &[
        "La risposta fa esattamente ciò che il compito chiede?",
        "Tutti i dati forniti sono stati conservati?",
        "Si può usare così com'è, senza altre modifiche?",
    ],
    role_heading: "Ruolo",
    context_heading: "Contesto",
    no_context: "Non è stato dato altro contesto. Lavora dal compito e dalle ipotesi qui sotto.",
    assumptions_heading: "Ipotesi",
    assumptions_intro: "Il compito non lo diceva; si suppone quanto segue (correggi ciò che è sbagliato):",
    assumptions: &[
        "Il tono è cordiale e chiaro.",
        "Una lunghezza breve è sufficiente.",
    ],
    goal: "un risultato completo e preciso, da usare subito",
    plan: "Prima di scrivere la risposta, pianificala senza mostrare il piano: cosa sai, cosa manca e cosa supponi; la struttura della risposta; come applichi ogni passaggio.",
    review: "Prima di rispondere, valuta la bozza in silenzio con ogni criterio, con un voto da 1 a 5. Correggi tutto ciò che è sotto 4 e consegna solo la versione finale, senza il piano, i voti o commenti sulla revisione.",
    plan_shown: "Prima di scrivere la risposta, pianifica dentro tag <thinking>: cosa sai, cosa manca e cosa supponi; la struttura della risposta; come applichi ogni passaggio.",
    review_shown: "Dopo la bozza, rivedila dentro tag <critique>: per ogni criterio, prima una motivazione di una riga e poi un voto da 1 a 5. Correggi tutto ciò che è sotto 4 e consegna solo la versione finale.",
    questions_intro: "Se la risposta a una di queste domande cambierebbe il risultato e non si ricava dal compito, fanne al massimo tre prima e aspetta. Altrimenti indica l'ipotesi e continua:",
    questions: &[
        "Per chi è il risultato e dove verrà usato?",
        "Ci sono vincoli di lunghezza, formato o tono?",
    ],
    tone: "Usa un tono {tone} dall'inizio alla fine.",
    length: "Lunghezza: {length}.",
    context_label: "Contesto",
};

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        text.to_lowercase()
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_owned)
            .collect()
    }

    #[test]
    fn detects_the_six_languages() {
        let cases = [
            ("write a thank-you note to my team", Lang::En),
            ("sonnet", Lang::En),
            (
                "schreibe eine freundliche Absage an einen Bewerber für die Stelle",
                Lang::De,
            ),
            (
                "crie uma lista de compras saudável para uma semana",
                Lang::Pt,
            ),
            (
                "escribe un correo a mi jefe para pedir el viernes libre",
                Lang::Es,
            ),
            (
                "écris une lettre de motivation pour un poste de comptable",
                Lang::Fr,
            ),
            (
                "scrivi una lettera di presentazione per il mio nuovo lavoro",
                Lang::It,
            ),
            ("plan a weekend in Lisbon for my parents", Lang::En),
            ("escribe un poema", Lang::Es),
            ("sonnet about De Niro", Lang::En),
        ];
        for (text, lang) in cases {
            let w = words(text);
            let refs: Vec<&str> = w.iter().map(String::as_str).collect();
            assert_eq!(detect(&refs), lang, "{text}");
        }
    }
}
