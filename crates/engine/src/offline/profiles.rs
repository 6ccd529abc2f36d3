//! What a good prompt for each kind of task contains: the expert to cast, the steps that
//! expert would take, the constraints that keep the output useful, the format, the checks to
//! run before answering, and what to assume or ask when the description is silent.
//! `{audience}`, `{topic}` and `{language}` are filled from the analysis.

use crate::analysis::TaskKind;

pub struct Profile {
    pub role: &'static str,
    pub goal: &'static str,
    pub steps: &'static [&'static str],
    pub constraints: &'static [&'static str],
    pub format: &'static str,
    pub checks: &'static [&'static str],
    pub assumptions: &'static [&'static str],
    pub questions: &'static [&'static str],
    /// Inputs the user may fill in, each with what the model assumes when it is missing.
    /// Mastermind lists the ones the task does not state as `{{VARIABLES}}`; the ones it
    /// states are listed with their value, never as a placeholder.
    pub inputs: &'static [(&'static str, &'static str)],
}

pub fn profile(kind: TaskKind) -> &'static Profile {
    match kind {
        TaskKind::Email => &EMAIL,
        TaskKind::Code => &CODE,
        TaskKind::Data => &DATA,
        TaskKind::Marketing => &MARKETING,
        TaskKind::Analysis => &ANALYSIS,
        TaskKind::Research => &RESEARCH,
        TaskKind::Learning => &LEARNING,
        TaskKind::Planning => &PLANNING,
        TaskKind::Writing => &WRITING,
        // Image and video descriptions sent to a text tier get a prompt that writes the media
        // prompt, so the text tiers stay useful for them.
        TaskKind::Image => &IMAGE_BRIEF,
        TaskKind::Video => &VIDEO_BRIEF,
        TaskKind::General => &GENERAL,
    }
}

static EMAIL: Profile = Profile {
    role: "an experienced B2B copywriter who writes short, specific emails that busy people answer",
    goal: "an email {audience} will read to the end and act on",
    steps: &[
        "Identify the one outcome the email must achieve (a reply, a call, a click) and write toward it.",
        "Open with a line about the recipient's situation, not about the sender.",
        "State the value in one or two concrete sentences, with a number or example if one is available.",
        "Close with a single, low-effort call to action (a yes/no question or a specific time).",
        "Write three subject lines under 50 characters and pick the strongest.",
    ],
    constraints: &[
        "Keep the body under 120 words.",
        "No buzzwords (\"synergy\", \"revolutionary\", \"game-changing\") and no exclamation marks.",
        "One call to action only.",
        "Write in plain text that reads well on a phone.",
    ],
    format: "The chosen subject line on the first line as `Subject: …`, a blank line, then the email body, then the two alternative subject lines under a `Alternatives:` heading.",
    checks: &[
        "Could the first sentence only have been written to this recipient?",
        "Is the benefit concrete (numbers, names, outcomes) rather than adjectives?",
        "Can the call to action be answered in under ten seconds?",
    ],
    assumptions: &[
        "The sender and recipient have not spoken before.",
        "The goal is a short intro call.",
        "The tone should be professional and direct.",
    ],
    questions: &[
        "What does the product do, in one sentence, and what result has it produced for a similar customer?",
        "What exactly should the recipient do next?",
        "Is there a personal detail (a post, a launch, a mutual contact) to open with?",
    ],
    inputs: &[
        ("RECIPIENT", "someone who does not know the sender yet"),
        (
            "SENDER_PRODUCT",
            "a product described in one plain sentence, with no invented features",
        ),
        (
            "PROOF_POINT",
            "no proof point; make the value concrete instead of citing results",
        ),
        (
            "CALL_TO_ACTION",
            "one next step that fits the purpose of the email",
        ),
    ],
};

static CODE: Profile = Profile {
    role: "a senior {language} engineer who writes correct, readable, tested code",
    goal: "working code that solves the task, with the reasoning a reviewer needs",
    steps: &[
        "Restate the requirements and list the edge cases (empty input, invalid input, large input, concurrency) before writing code.",
        "Choose an approach and say in one or two sentences why it fits better than the obvious alternative.",
        "Write the code in small, well-named functions, with comments only where the why is not obvious.",
        "Add tests that cover the normal case and each edge case listed above.",
        "Explain how to run the code and the tests.",
    ],
    constraints: &[
        "Use only the standard library unless a dependency is clearly worth it; name it and its version if so.",
        "Handle errors explicitly; never swallow them.",
        "Do not invent APIs: if unsure an API exists, say so.",
        "Keep the public interface minimal.",
    ],
    format: "Sections in this order: `Approach` (2-4 sentences), `Code` (one fenced block per file, with the file name), `Tests` (fenced block), `How to run` (commands).",
    checks: &[
        "Does every edge case listed have a test?",
        "Would the code compile and pass its tests as written?",
        "Is there any input that makes it panic, hang or leak?",
    ],
    assumptions: &[
        "The code targets the current stable version of the language.",
        "Readability matters more than micro-optimisation.",
        "The code will be reviewed and maintained by other engineers.",
    ],
    questions: &[
        "Which language version, framework and runtime must it support?",
        "Are there performance or memory limits?",
        "Is there existing code or an interface this must fit into?",
    ],
    inputs: &[
        ("EXISTING_CODE", "no existing code; write it from scratch"),
        ("LANGUAGE_VERSION", "the current stable version"),
        ("CONSTRAINTS", "no limits beyond good practice"),
    ],
};

static DATA: Profile = Profile {
    role: "a meticulous data engineer who turns messy input into clean, validated, structured data",
    goal: "structured output that a program can parse without cleanup",
    steps: &[
        "Define the output schema first: every field, its type, and whether it is required.",
        "Extract or transform the data field by field, copying values exactly as they appear.",
        "Normalise formats (dates to ISO 8601, numbers without thousands separators, trimmed strings).",
        "Mark missing values as null instead of guessing them.",
        "Validate the result against the schema before answering.",
    ],
    constraints: &[
        "Never invent values that are not in the input.",
        "Output only the data, with no commentary inside it.",
        "Keep field names in snake_case and stable across records.",
    ],
    format: "A single valid JSON document matching the schema (an array of objects for several records). If something could not be extracted, add a top-level `warnings` array explaining why.",
    checks: &[
        "Does the output parse as JSON?",
        "Does every record have every required field?",
        "Is every value traceable to the input?",
    ],
    assumptions: &[
        "Output is consumed by a program, so strict validity beats readability.",
        "Unknown values should be null, not empty strings.",
        "Dates should be ISO 8601.",
    ],
    questions: &[
        "Which fields are required, and what are their types?",
        "What should happen with records that are incomplete?",
        "Is there an existing schema or example record to match?",
    ],
    inputs: &[
        ("INPUT_DATA", "the data the user pastes after this prompt"),
        (
            "SCHEMA",
            "a schema inferred from the task, with snake_case fields",
        ),
    ],
};

static MARKETING: Profile = Profile {
    role: "a conversion-focused marketing copywriter who knows the channel and the audience",
    goal: "copy that makes {audience} stop, understand the value, and act",
    steps: &[
        "Name the audience's main pain or desire in their own words.",
        "Write a hook that states a specific benefit or a surprising fact in one line.",
        "Back the claim with proof: a number, a customer result, or a concrete detail.",
        "End with one clear call to action that fits the channel.",
        "Write {count} variants with different hooks so they can be compared or A/B tested.",
    ],
    constraints: &[
        "Match the length and conventions of the channel (character limits, hashtags, line breaks).",
        "Concrete over clever: no vague superlatives.",
        "Make no claim that the product information does not support.",
    ],
    format: "Numbered variants, {count} in all. For each: the copy itself, then one line `Angle:` naming the hook used.",
    checks: &[
        "Does the first line make sense on its own, without the rest?",
        "Is the call to action specific and singular?",
        "Would the audience recognise their own problem in it?",
    ],
    assumptions: &[
        "The audience has not heard of the product yet.",
        "The channel is social media unless stated otherwise.",
        "The brand voice is confident and plain-spoken.",
    ],
    questions: &[
        "Which channel and format is this for?",
        "What is the single most important benefit, and what proof backs it?",
        "What should the reader do next?",
    ],
    inputs: &[
        (
            "PRODUCT",
            "an offer described in one plain sentence, with no invented features",
        ),
        ("AUDIENCE", "a general audience new to the subject"),
        ("CHANNEL", "social media"),
        ("PROOF", "no proof; use concrete details instead of claims"),
    ],
};

static ANALYSIS: Profile = Profile {
    role: "a rigorous analyst who separates evidence from opinion and states trade-offs plainly",
    goal: "a clear, evidence-based assessment that supports a decision",
    steps: &[
        "Define the question being answered and the criteria that matter for the decision.",
        "Examine each option or aspect against every criterion, citing the evidence used.",
        "Identify the trade-offs, risks and unknowns, and how much each matters.",
        "Reason through the evidence before stating any conclusion.",
        "Give a recommendation with the conditions under which it would change.",
    ],
    constraints: &[
        "Distinguish facts, estimates and opinions explicitly.",
        "Do not overstate certainty; say what would change the conclusion.",
        "Be balanced: give the strongest case for each side.",
    ],
    format: "Sections: `Question and criteria`, `Assessment` (a table with one row per option and one column per criterion when comparing), `Risks and unknowns`, `Recommendation`.",
    checks: &[
        "Is every claim backed by evidence or marked as an assumption?",
        "Does the recommendation follow from the assessment?",
        "Were the strongest counter-arguments addressed?",
    ],
    assumptions: &[
        "The reader must make a decision soon and values clarity over exhaustiveness.",
        "The context is a small to mid-sized organisation.",
        "Cost, risk and effort are the main criteria.",
    ],
    questions: &[
        "What decision will this analysis inform, and by when?",
        "Which criteria matter most?",
        "What data or documents are available?",
    ],
    inputs: &[
        ("SUBJECT", "the subject stated in the task"),
        ("CRITERIA", "cost, risk, effort and fit for the stated use"),
        (
            "SOURCE_MATERIAL",
            "general, well-established knowledge; say where evidence is thin",
        ),
    ],
};

static RESEARCH: Profile = Profile {
    role: "a careful research assistant who cites sources and flags uncertainty",
    goal: "a well-sourced overview that is honest about what is known and unknown",
    steps: &[
        "Break the question into two to five sub-questions.",
        "For each sub-question, summarise what reliable sources say and where they disagree.",
        "Note the quality of the evidence (primary data, review, opinion) for each finding.",
        "Synthesise the findings into an answer to the original question.",
        "List open questions and what would resolve them.",
    ],
    constraints: &[
        "Cite a source for every factual claim; never fabricate citations or URLs.",
        "Say \"unknown\" or \"disputed\" where that is the honest answer.",
        "Prefer recent, primary sources.",
    ],
    format: "Sections: `Summary` (3-5 sentences), `Findings` (one subsection per sub-question, with citations), `Open questions`, `Sources` (a numbered list).",
    checks: &[
        "Is every claim attributed?",
        "Are conflicting sources represented fairly?",
        "Does the summary reflect the strength of the evidence?",
    ],
    assumptions: &[
        "The reader is informed but not a specialist.",
        "Sources from the last five years are preferred.",
        "Breadth first, then depth on the most important sub-question.",
    ],
    questions: &[
        "What will the research be used for?",
        "Which time period and geography matter?",
        "Are there sources to include or avoid?",
    ],
    inputs: &[
        ("QUESTION", "the question stated in the task"),
        ("SCOPE", "the last five years, worldwide"),
    ],
};

static LEARNING: Profile = Profile {
    role: "a patient, expert teacher who explains from first principles and checks understanding",
    goal: "an explanation {audience} can follow and then explain back",
    steps: &[
        "Start from what the learner already knows and connect the new idea to it.",
        "Explain the core idea in plain words before any jargon; define each term when it first appears.",
        "Give one concrete example and one analogy.",
        "Point out the most common misconception and correct it.",
        "End with two or three questions that check understanding, with answers hidden at the end.",
    ],
    constraints: &[
        "Short sentences and short paragraphs.",
        "No unexplained jargon.",
        "Accuracy first: simplify, but never say something false.",
    ],
    format: "Sections: `The idea in one sentence`, `Explanation`, `Example`, `Common mistake`, `Check yourself` (questions), `Answers`.",
    checks: &[
        "Could the learner explain the idea back in their own words after reading?",
        "Is every technical term defined?",
        "Is the example correct and relevant?",
    ],
    assumptions: &[
        "The learner is a motivated beginner.",
        "They have about ten minutes.",
        "Examples from everyday life work better than abstract ones.",
    ],
    questions: &[
        "How much does the learner already know?",
        "What will they use this knowledge for?",
        "Do they prefer examples, analogies, or formal definitions?",
    ],
    inputs: &[
        ("TOPIC", "the topic stated in the task"),
        ("LEARNER_LEVEL", "a motivated beginner"),
    ],
};

static PLANNING: Profile = Profile {
    role: "an experienced planner who turns goals into realistic, sequenced plans",
    goal: "a plan that can be followed starting today",
    steps: &[
        "Restate the goal and the constraints (time, budget, people) that shape the plan.",
        "Break the work into phases, then into concrete tasks with owners or time estimates.",
        "Order the tasks by dependency and flag the critical path.",
        "Identify the main risks and a mitigation for each.",
        "Define how progress will be checked, with milestones.",
    ],
    constraints: &[
        "Be realistic: include buffers and rest.",
        "Every task must be concrete enough to start without further planning.",
        "Stay within the stated budget and time.",
    ],
    format: "Sections: `Goal and constraints`, `Plan` (a table with one row per step: when, what, time or cost, depends on), `Risks` (each with a mitigation), `First step` (what to do today).",
    checks: &[
        "Does the schedule add up within the available time?",
        "Is every dependency respected?",
        "Is there a first step that can be done today?",
    ],
    assumptions: &[
        "One person carries out the plan, part-time.",
        "The budget is moderate.",
        "The plan should start this week.",
    ],
    questions: &[
        "What is the deadline, and how much time per week is available?",
        "What budget and resources are available?",
        "What would make this plan a success?",
    ],
    inputs: &[
        ("GOAL", "the goal stated in the task"),
        ("DEADLINE", "no fixed deadline; a realistic pace"),
        ("BUDGET", "a moderate budget"),
    ],
};

static WRITING: Profile = Profile {
    role: "a skilled writer and editor with a clear, vivid style",
    goal: "a piece {audience} will enjoy and remember",
    steps: &[
        "Decide the single main point or feeling the piece must leave with the reader.",
        "Outline the structure: an opening that hooks, a middle that develops, an ending that lands.",
        "Draft with concrete details and active verbs.",
        "Cut every sentence that does not serve the main point.",
        "Read it aloud in your head and fix anything that stumbles.",
    ],
    constraints: &[
        "Show, don't tell: prefer specific details to abstractions.",
        "Vary sentence length.",
        "Avoid clichés.",
    ],
    format: "The finished piece, ready to use (with a title only if the form has one), followed by one line noting the main point it serves.",
    checks: &[
        "Does the opening make the reader want the second sentence?",
        "Does every paragraph earn its place?",
        "Does the ending resolve what the opening set up?",
    ],
    assumptions: &[
        "The audience is general and reads on a screen.",
        "The tone is warm and clear.",
        "A medium length (500-800 words) fits unless stated otherwise.",
    ],
    questions: &[
        "Who is the reader, and where will they read it?",
        "What tone and length do you want?",
        "Is there a style or author to match?",
    ],
    inputs: &[
        ("SUBJECT", "the subject stated in the task"),
        ("AUDIENCE", "a general audience new to the subject"),
        ("LENGTH", "a medium length that suits the piece"),
    ],
};

static IMAGE_BRIEF: Profile = Profile {
    role: "an art director who writes precise prompts for image-generation models",
    goal: "an image prompt that produces the intended picture on the first try",
    steps: &[
        "Name the subject and its concrete details (materials, colours, props) in one sentence.",
        "Fix the setting, time of day and lighting.",
        "Choose the composition and framing; add a lens only for a photographic style.",
        "Choose a style and a palette of three to five named colours.",
        "List what must not appear.",
    ],
    constraints: &[
        "Concrete, visual nouns and verbs; no abstract adjectives.",
        "One subject focus per image.",
        "Keep every detail the request gives (names, text, colours, places).",
        "Keep model parameters (aspect ratio, version) separate from the description.",
    ],
    format: "The image prompt as one paragraph, then a `Parameters:` line (aspect ratio) and an `Avoid:` line.",
    checks: &[
        "Could two artists read this and picture the same image?",
        "Is the lighting stated?",
        "Are parameters kept out of the prose?",
    ],
    assumptions: &[
        "The image is photographic unless a style is named.",
        "A 16:9 frame fits.",
        "The subject should be in sharp focus.",
    ],
    questions: &[
        "Which model will render it?",
        "Photographic or illustrated?",
        "What aspect ratio?",
    ],
    inputs: &[
        ("SUBJECT", "the subject stated in the task"),
        ("STYLE", "photographic unless the task names a style"),
        ("ASPECT_RATIO", "16:9"),
    ],
};

static VIDEO_BRIEF: Profile = Profile {
    role: "a director who writes shot-by-shot prompts for video-generation models such as Veo and Sora",
    goal: "a video prompt that produces the intended clip on the first try",
    steps: &[
        "State the subject and its action with a present-tense verb, in one concrete sentence.",
        "Describe the setting with two or three specific visual details.",
        "Choose one camera move and the framing for each shot; time the shots to the clip length.",
        "Set the light and a palette of three to five named colours.",
        "Describe the sound: ambience, effects, and any dialogue in quotes with a speaking verb.",
    ],
    constraints: &[
        "One camera move and one subject action per shot.",
        "Keep every detail the request gives (subject, place, time, duration).",
        "Keep model, duration and aspect ratio out of the prose: list them as parameters.",
    ],
    format: "The video prompt as a short paragraph or a timed shot list, then a `Sound:` line and a `Parameters:` line (duration, aspect ratio).",
    checks: &[
        "Does each shot have exactly one camera move and one action?",
        "Is the action a visible, present-tense verb?",
        "Are parameters kept out of the prose?",
    ],
    assumptions: &[
        "The clip is photoreal unless a style is named.",
        "A 16:9 frame fits unless the request names a vertical format.",
        "No on-screen text or captions.",
    ],
    questions: &[
        "Which model will render it (Veo, Sora, another)?",
        "How long should the clip be?",
        "Should it have dialogue or music?",
    ],
    inputs: &[
        ("SUBJECT", "the subject stated in the task"),
        ("STYLE", "photoreal unless the task names a style"),
        ("ASPECT_RATIO", "16:9"),
    ],
};

static GENERAL: Profile = Profile {
    role: "a knowledgeable, practical expert in the subject of the task",
    goal: "a complete, accurate answer that can be used straight away",
    steps: &[
        "Restate the task in one sentence to confirm the goal.",
        "Work through the task step by step, reasoning before concluding.",
        "Give the answer with concrete examples where they help.",
        "Point out any important caveat or next step.",
    ],
    constraints: &[
        "Be specific and practical; avoid filler.",
        "Say so when something is uncertain instead of guessing.",
        "Keep it as short as the task allows.",
    ],
    format: "A short direct answer first, then the supporting detail under clear headings or bullet points.",
    checks: &[
        "Does the answer address exactly what was asked?",
        "Is everything stated accurate?",
        "Is anything missing that the reader would need to act?",
    ],
    assumptions: &[
        "The reader wants a practical answer, not theory.",
        "Plain language fits better than jargon.",
        "A concise answer is preferred.",
    ],
    questions: &[
        "What is the result for, and who will use it?",
        "Are there constraints on length, format or tone?",
        "What have you already tried or decided?",
    ],
    inputs: &[("TASK_DETAILS", "the details stated in the task")],
};
