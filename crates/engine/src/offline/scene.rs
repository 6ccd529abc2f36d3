//! Concrete craft for image and video prompts, as data: what a place, a subject or a season
//! looks and sounds like, the palette a light suggests, and how a request names its action.
//! A description is matched word by word against these tables, so coverage grows by adding
//! rows, not code. Every phrase here is written for the model (a scene description), never
//! as an instruction to a person.

/// A visual cue: when any key appears as a word (or phrase) in the description, `detail`
/// describes what the model should show and `sound` what a video should sound like.
pub struct Cue {
    pub keys: &'static [&'static str],
    pub detail: &'static str,
    pub sound: &'static str,
}

/// Places and settings.
pub const SETTINGS: &[Cue] = &[
    Cue {
        keys: &["beach", "shore", "coast", "seaside"],
        detail: "wet sand reflecting the sky, waves breaking into white foam along the shore",
        sound: "the rush of breaking waves and distant gulls",
    },
    Cue {
        keys: &["sea", "ocean"],
        detail: "rolling waves with wind-blown spray",
        sound: "waves and wind over open water",
    },
    Cue {
        keys: &["forest", "woods", "woodland", "jungle"],
        detail: "tall trees, shafts of light through the canopy, moss and ferns on the ground",
        sound: "birdsong, rustling leaves and snapping twigs",
    },
    Cue {
        keys: &["mountain", "mountains", "alps", "peak"],
        detail: "jagged peaks, steep slopes and thin clouds around the summits",
        sound: "a cold wind across the slopes",
    },
    Cue {
        keys: &["village", "town"],
        detail: "small houses close together, warm light in the windows, a narrow winding street",
        sound: "a hushed street, a distant dog barking",
    },
    Cue {
        keys: &["snow", "snowy", "blizzard"],
        detail: "fresh snow on the ground and branches, flakes drifting through the air",
        sound: "the muffled hush of snowfall and a soft wind",
    },
    Cue {
        keys: &["market", "bazaar", "souk"],
        detail: "crowded stalls under canvas awnings, shoppers weaving between baskets and crates",
        sound: "vendors calling out, haggling voices and shuffling footsteps",
    },
    Cue {
        keys: &["spice", "spices"],
        detail: "heaped cones of saffron, cumin, paprika and turmeric in open sacks",
        sound: "scoops rattling in metal bowls",
    },
    Cue {
        keys: &["cafe", "café", "coffee shop", "coffeehouse"],
        detail: "an espresso machine on a wooden counter, ceramic cups and a chalkboard menu",
        sound: "the hiss of the steam wand, clinking cups and low chatter",
    },
    Cue {
        keys: &["restaurant", "diner", "chef"],
        detail: "steel counters, pans over open flames, plates lined up at the pass",
        sound: "sizzling pans, clattering plates and called-out orders",
    },
    Cue {
        keys: &["kitchen"],
        detail: "worn wooden counters, hanging pans and warm overhead light",
        sound: "a simmering pot and clinking dishes",
    },
    Cue {
        keys: &["birthday", "party"],
        detail: "a birthday cake with lit candles, balloons and paper streamers",
        sound: "cheering and a burst of laughter",
    },
    Cue {
        keys: &["city", "street", "downtown", "skyline", "urban"],
        detail: "tall buildings, lit storefronts and traffic moving along the avenue",
        sound: "traffic hum, footsteps and a far-off siren",
    },
    Cue {
        keys: &["hospital", "ward", "nurse", "clinic"],
        detail: "a nurses' station with monitors glowing, charts and a quiet corridor behind",
        sound: "the soft beep of monitors and a distant ventilation hum",
    },
    Cue {
        keys: &["office", "desk", "workspace"],
        detail: "a desk with a lamp, papers and a glowing screen",
        sound: "a quiet room tone, the tap of a keyboard",
    },
    Cue {
        keys: &["garden", "park", "meadow", "field"],
        detail: "green grass, flower beds and trees swaying in a light breeze",
        sound: "birdsong and a light breeze through leaves",
    },
    Cue {
        keys: &["desert", "dunes"],
        detail: "rippled sand dunes under a vast sky, heat shimmer on the horizon",
        sound: "a dry wind hissing over the sand",
    },
    Cue {
        keys: &["lake", "river", "pond"],
        detail: "calm water mirroring the sky, reeds along the bank",
        sound: "lapping water and the call of waterbirds",
    },
    Cue {
        keys: &["rain", "rainy", "storm", "stormy", "thunderstorm"],
        detail: "heavy rain, wind-whipped water and dark, churning clouds",
        sound: "driving rain and rolling thunder",
    },
    Cue {
        keys: &["lighthouse"],
        detail: "a white lighthouse tower with its beam sweeping over the water",
        sound: "waves crashing on rocks below",
    },
    Cue {
        keys: &["space", "galaxy", "planet", "orbit"],
        detail: "a star field, a planet's curved horizon and a thin glow of atmosphere",
        sound: "a low, resonant hum",
    },
    Cue {
        keys: &["underwater", "reef", "coral"],
        detail: "coral in bright colours, drifting particles and light rippling from the surface",
        sound: "muffled bubbles and a deep underwater hush",
    },
    Cue {
        keys: &["farm", "barn", "countryside"],
        detail: "a red barn, fenced pastures and rolling fields",
        sound: "distant livestock and wind over the fields",
    },
    Cue {
        keys: &["library", "bookstore", "bookshop", "books"],
        detail: "tall shelves of books, warm reading lamps and worn armchairs",
        sound: "turning pages and a quiet room tone",
    },
    Cue {
        keys: &["classroom", "school"],
        detail: "rows of desks, a chalkboard and sunlight through tall windows",
        sound: "chairs scraping and low voices",
    },
    Cue {
        keys: &["stadium", "arena"],
        detail: "packed stands, floodlights and a bright playing field",
        sound: "a roaring crowd and a referee's whistle",
    },
    Cue {
        keys: &[
            "station", "platform", "subway", "metro", "train", "airport", "terminal",
        ],
        detail: "commuters streaming past, departure boards glowing overhead, a train sliding in",
        sound: "station announcements, rolling wheels and a crowd's footsteps",
    },
    Cue {
        keys: &["porch", "veranda", "farmhouse"],
        detail: "weathered wooden boards, a rocking chair and a screen door",
        sound: "creaking boards and wind chimes",
    },
    Cue {
        keys: &["sandcastle", "sandcastles"],
        detail: "a sandcastle with towers and a moat, a plastic bucket and spade beside it",
        sound: "waves in the background and children laughing",
    },
    Cue {
        keys: &["stage", "concert", "festival"],
        detail: "a stage washed in coloured light, a crowd with raised hands",
        sound: "live music and a cheering crowd",
    },
    Cue {
        keys: &["harbor", "harbour", "port", "pier", "marina", "dock"],
        detail: "moored boats rocking gently, ropes and bollards along a wooden pier",
        sound: "lapping water, creaking ropes and gulls",
    },
    Cue {
        keys: &["bridge"],
        detail: "a long bridge spanning the water, its cables catching the light",
        sound: "traffic hum over the bridge deck",
    },
    Cue {
        keys: &["rooftop", "roof"],
        detail: "a rooftop ledge with the city spread out below",
        sound: "wind and distant traffic far below",
    },
    Cue {
        keys: &["alley", "alleyway"],
        detail: "a narrow alley with wet cobblestones, fire escapes and a single lamp",
        sound: "dripping water and echoing footsteps",
    },
    Cue {
        keys: &["pub", "cocktail bar", "wine bar", "speakeasy", "tavern"],
        detail: "a polished wooden bar, glowing bottles on shelves and low pendant lights",
        sound: "clinking glasses and murmured conversation",
    },
    Cue {
        keys: &["campfire", "campsite", "camping", "tent"],
        detail: "a crackling campfire, a tent glowing from inside and pine trees around",
        sound: "a crackling fire and night insects",
    },
    Cue {
        keys: &["cave", "cavern"],
        detail: "rough rock walls, stalactites and a shaft of light from the entrance",
        sound: "dripping water echoing in the dark",
    },
    Cue {
        keys: &["waterfall", "waterfalls"],
        detail: "white water plunging over dark rocks into a misty pool",
        sound: "the roar of falling water",
    },
    Cue {
        keys: &["glacier", "iceberg", "arctic", "antarctic", "tundra"],
        detail: "blue-white ice, jagged floes and a pale, low sun",
        sound: "cracking ice and a howling wind",
    },
    Cue {
        keys: &["savanna", "savannah", "safari"],
        detail: "golden grassland, scattered acacia trees and a wide horizon",
        sound: "dry grass rustling and distant animal calls",
    },
    Cue {
        keys: &["canyon", "gorge"],
        detail: "towering layered rock walls in red and ochre",
        sound: "wind echoing between rock walls",
    },
    Cue {
        keys: &["cliff", "cliffs"],
        detail: "a sheer rocky cliff edge with wind-bent grass at the top",
        sound: "wind gusting over the edge",
    },
    Cue {
        keys: &["vineyard", "vineyards", "orchard"],
        detail: "neat rows of vines or fruit trees running over gentle hills",
        sound: "insects humming over the rows",
    },
    Cue {
        keys: &["wheat", "lavender", "sunflowers", "tulips"],
        detail: "an endless field of flowers or grain moving in the wind",
        sound: "a warm breeze through the field",
    },
    Cue {
        keys: &["cherry blossom", "cherry blossoms", "sakura"],
        detail: "pink cherry blossoms drifting from the branches",
        sound: "a soft breeze and falling petals",
    },
    Cue {
        keys: &["temple", "shrine", "cathedral", "church", "mosque"],
        detail: "stone columns, carved details and light falling through high windows",
        sound: "a hushed, echoing interior",
    },
    Cue {
        keys: &["castle", "palace", "fortress"],
        detail: "stone towers, battlements and banners in the wind",
        sound: "wind over stone walls and a distant bell",
    },
    Cue {
        keys: &["museum", "gallery"],
        detail: "white walls, framed works under gallery spotlights and polished floors",
        sound: "soft footsteps echoing in a quiet hall",
    },
    Cue {
        keys: &["theater", "theatre", "cinema"],
        detail: "red velvet seats, a glowing stage or screen and a dim auditorium",
        sound: "a hushed audience and rustling programmes",
    },
    Cue {
        keys: &[
            "carnival",
            "fairground",
            "funfair",
            "circus",
            "amusement park",
        ],
        detail: "a lit Ferris wheel, striped tents and strings of bulbs",
        sound: "fairground music, laughter and the rattle of rides",
    },
    Cue {
        keys: &["highway", "road trip", "desert road", "gas station"],
        detail: "an open road stretching to the horizon, lane markings flashing past",
        sound: "tyres on asphalt and rushing wind",
    },
    Cue {
        keys: &["laboratory", "lab"],
        detail: "glass beakers, microscopes and clean white benches",
        sound: "the hum of equipment and soft clinks of glass",
    },
    Cue {
        keys: &["factory", "workshop", "warehouse", "garage"],
        detail: "workbenches, hanging tools and sparks in the air",
        sound: "machinery hum and clanking metal",
    },
    Cue {
        keys: &["boat", "sailboat", "ship", "yacht", "kayak", "canoe"],
        detail: "a hull cutting through the water, a white wake trailing behind",
        sound: "water slapping against the hull",
    },
    Cue {
        keys: &["skatepark", "skateboard", "skateboarder"],
        detail: "concrete ramps and rails, a skateboard's wheels blurring",
        sound: "wheels grinding on concrete and the clack of the board",
    },
    Cue {
        keys: &["basketball", "court"],
        detail: "a hardwood court, painted lines and a hoop with a swishing net",
        sound: "a bouncing ball and squeaking sneakers",
    },
    Cue {
        keys: &["football", "soccer", "rugby"],
        detail: "a green pitch with white lines, a ball mid-flight",
        sound: "a thumped ball, shouts and a whistle",
    },
    Cue {
        keys: &["pool", "swimming"],
        detail: "clear blue water with rippling light on the tiles",
        sound: "splashing water and echoing voices",
    },
    Cue {
        keys: &["living room", "bedroom", "apartment"],
        detail: "a cosy room with a sofa, a lamp and a rug on wooden floors",
        sound: "a quiet room tone and a ticking clock",
    },
    Cue {
        keys: &["playground"],
        detail: "swings, a slide and a climbing frame on soft ground",
        sound: "children laughing and creaking swings",
    },
    Cue {
        keys: &["zoo", "aquarium"],
        detail: "glass enclosures, visitors' faces lit by the exhibits",
        sound: "murmuring visitors and bubbling tanks",
    },
    Cue {
        keys: &["wave", "waves"],
        detail: "waves rising and curling, spray blowing off the crest",
        sound: "the crash and hiss of the surf",
    },
];

/// Subjects and products: the props that make a picture of them specific.
pub const SUBJECTS: &[Cue] = &[
    Cue {
        keys: &["tea", "teahouse", "tearoom"],
        detail: "a steaming teapot, porcelain cups and scattered loose tea leaves",
        sound: "tea pouring into a cup",
    },
    Cue {
        keys: &["coffee", "espresso", "latte", "barista"],
        detail: "a freshly poured cup with a swirl of crema, roasted beans and rising steam",
        sound: "the hiss of the steam wand",
    },
    Cue {
        keys: &["bakery", "bread", "croissant", "pastry", "cake"],
        detail: "golden crusty loaves, flaky croissants and a dusting of flour",
        sound: "a crust crackling as it is broken",
    },
    Cue {
        keys: &["pizza", "pizzeria"],
        detail: "a blistered pizza crust, melting mozzarella and fresh basil",
        sound: "a wood-fired oven crackling",
    },
    Cue {
        keys: &["wine", "winery", "vineyard"],
        detail: "a glass of red wine catching the light, a bottle and ripe grapes",
        sound: "wine poured into a glass",
    },
    Cue {
        keys: &["beer", "brewery"],
        detail: "a frosty glass of beer with a thick head, hops and barley",
        sound: "a bottle cap popping and beer pouring",
    },
    Cue {
        keys: &["flower", "flowers", "florist", "bouquet"],
        detail: "a lush bouquet of fresh flowers with dewy petals",
        sound: "paper wrapping rustling",
    },
    Cue {
        keys: &["bookstore", "bookshop", "book", "poetry"],
        detail: "stacks of well-loved books, an open page and a warm reading lamp",
        sound: "pages turning",
    },
    Cue {
        keys: &["jazz", "saxophone"],
        detail: "a gleaming saxophone, a double bass and a smoky stage light",
        sound: "a saxophone line over a walking bass",
    },
    Cue {
        keys: &["music", "band", "concert", "guitar"],
        detail: "instruments on stage, a microphone stand and coloured spotlights",
        sound: "a live band playing",
    },
    Cue {
        keys: &["cycling", "bike", "bicycle", "cyclist"],
        detail: "a road bicycle with a helmet, spinning spokes and a winding road",
        sound: "the whir of wheels and a clicking freewheel",
    },
    Cue {
        keys: &["runner", "runners", "marathon", "jogger"],
        detail: "running shoes mid-stride on a track, a race bib and a finish line",
        sound: "rhythmic footsteps and steady breathing",
    },
    Cue {
        keys: &["gym", "fitness", "workout"],
        detail: "dumbbells, a barbell rack and chalked hands",
        sound: "weights clanking and upbeat breathing",
    },
    Cue {
        keys: &["yoga", "meditation"],
        detail: "a rolled-out mat, soft morning light and a calm, balanced pose",
        sound: "slow breathing and soft ambient tones",
    },
    Cue {
        keys: &["dog", "puppy"],
        detail: "a glossy coat, bright eyes and a wagging tail",
        sound: "paws padding and a happy bark",
    },
    Cue {
        keys: &["cat", "kitten"],
        detail: "soft fur, long whiskers and a curled tail",
        sound: "a soft purr",
    },
    Cue {
        keys: &["horse", "horses", "stallion", "pony"],
        detail: "a flowing mane and a glossy coat over working muscles",
        sound: "drumming hooves and heavy breathing",
    },
    Cue {
        keys: &["surf", "surfing", "surfer", "surfboard"],
        detail: "a surfboard cutting across the face of a curling wave, spray in the air",
        sound: "the roar of the wave and spray hissing",
    },
    Cue {
        keys: &["ski", "skiing", "skier", "snowboard"],
        detail: "skis carving fresh powder, a spray of snow behind",
        sound: "skis hissing over snow",
    },
    Cue {
        keys: &["app", "software", "saas", "startup", "tech"],
        detail: "a sleek laptop and phone showing a clean interface on a tidy desk",
        sound: "soft interface clicks",
    },
    Cue {
        keys: &["fashion", "clothing", "apparel", "boutique"],
        detail: "tailored garments on a rail, fabric textures and a styled model",
        sound: "hangers sliding along a rail",
    },
    Cue {
        keys: &[
            "jewelry",
            "jewellery",
            "ring",
            "necklace",
            "wristwatch",
            "watch",
        ],
        detail: "polished metal catching crisp highlights and fine engraved detail",
        sound: "a delicate metallic chime",
    },
    Cue {
        keys: &["skincare", "cosmetics", "perfume", "beauty"],
        detail: "glass bottles and jars with droplets and clean reflections",
        sound: "a soft glass clink",
    },
    Cue {
        keys: &["burger", "burgers"],
        detail: "a juicy burger with melted cheese, crisp lettuce and a toasted bun",
        sound: "a sizzling grill",
    },
    Cue {
        keys: &["ice cream", "gelato"],
        detail: "scoops of ice cream in a waffle cone with a slow drip",
        sound: "a scoop scraping through ice cream",
    },
    Cue {
        keys: &["chocolate", "chocolatier"],
        detail: "glossy chocolate pieces, cocoa dust and a snapped bar",
        sound: "a chocolate bar snapping",
    },
    Cue {
        keys: &[
            "houseplant",
            "houseplants",
            "potted plant",
            "garden centre",
            "garden center",
        ],
        detail: "leafy green plants in terracotta pots",
        sound: "water trickling into soil",
    },
    Cue {
        keys: &["travel", "hotel", "vacation", "holiday"],
        detail: "a suitcase, a passport and a sunlit view from a window",
        sound: "a rolling suitcase and distant announcements",
    },
    Cue {
        keys: &["car", "cars", "electric vehicle"],
        detail: "a car with gleaming paintwork and reflections along its lines",
        sound: "a smooth engine note",
    },
    Cue {
        keys: &["wedding", "bride", "groom"],
        detail: "white flowers, rings and soft draped fabric",
        sound: "soft strings and light applause",
    },
    Cue {
        keys: &["toy", "toys", "kid", "kids", "child", "children"],
        detail: "bright colours, playful shapes and small hands at play",
        sound: "children laughing",
    },
    Cue {
        keys: &["robot", "robots"],
        detail: "brushed metal panels and softly glowing eyes",
        sound: "quiet servo whirs",
    },
    Cue {
        keys: &["dinosaur", "dinosaurs"],
        detail: "textured scales, clawed feet and a long tail",
        sound: "heavy footsteps and a low rumble",
    },
    Cue {
        keys: &["owl", "eagle", "hawk", "bird", "birds", "parrot"],
        detail: "detailed feathers, sharp eyes and wings catching the light",
        sound: "wingbeats and a bird call",
    },
    Cue {
        keys: &["fox", "wolf", "bear", "deer", "rabbit", "squirrel"],
        detail: "thick fur, alert ears and watchful eyes",
        sound: "soft footfalls in the undergrowth",
    },
    Cue {
        keys: &["lion", "tiger", "elephant", "giraffe", "zebra", "leopard"],
        detail: "powerful muscles under patterned hide or fur, a steady gaze",
        sound: "a low rumble and rustling grass",
    },
    Cue {
        keys: &["whale", "dolphin", "shark", "fish", "turtle", "octopus"],
        detail: "sleek shapes gliding through blue water, light rippling across their backs",
        sound: "muffled water and clicks",
    },
    Cue {
        keys: &["butterfly", "bee", "bees", "butterflies", "ladybug"],
        detail: "delicate wings and pollen-dusted flowers",
        sound: "a gentle buzz",
    },
    Cue {
        keys: &["penguin", "penguins", "polar bear"],
        detail: "sleek black-and-white bodies on blue ice",
        sound: "wind and calls across the ice",
    },
    Cue {
        keys: &["dragon", "dragons"],
        detail: "iridescent scales, leathery wings and smoke curling from its nostrils",
        sound: "beating wings and a deep roar",
    },
    Cue {
        keys: &["knight", "wizard", "pirate", "samurai", "viking"],
        detail: "worn armour, a flowing cloak and a weathered, determined face",
        sound: "clinking armour and a cloak snapping in the wind",
    },
    Cue {
        keys: &["superhero", "superheroes"],
        detail: "a bold costume, a billowing cape and a confident stance",
        sound: "a gust of wind",
    },
    Cue {
        keys: &["sneakers", "shoes", "boots"],
        detail: "textured uppers, clean stitching and a sculpted sole",
        sound: "a sole squeaking on a hard floor",
    },
    Cue {
        keys: &["headphones", "earbuds"],
        detail: "smooth matte curves, soft ear cushions and a subtle logo",
        sound: "a soft beat leaking from the speakers",
    },
    Cue {
        keys: &["phone", "smartphone", "laptop", "tablet"],
        detail: "a thin device with a glowing screen and clean edges",
        sound: "soft taps on glass",
    },
    Cue {
        keys: &["candle", "candles"],
        detail: "a flickering candle flame, melted wax and a warm glow",
        sound: "a faint crackle of the wick",
    },
    Cue {
        keys: &["soap", "soaps", "lotion"],
        detail: "handmade bars with visible botanicals, bubbles and folded linen",
        sound: "running water and lather",
    },
    Cue {
        keys: &["honey", "jam"],
        detail: "golden honey dripping from a wooden dipper into a glass jar",
        sound: "a slow drip",
    },
    Cue {
        keys: &["cheese", "charcuterie"],
        detail: "wedges of cheese on a wooden board with grapes and crackers",
        sound: "a knife on a wooden board",
    },
    Cue {
        keys: &["sushi", "sashimi"],
        detail: "glossy rice and fresh slices of fish on a slate board",
        sound: "a knife slicing cleanly",
    },
    Cue {
        keys: &["ramen", "noodles", "wok"],
        detail: "steaming noodles tossed in a blackened wok, chopsticks and rising steam",
        sound: "a roaring wok burner and sizzling oil",
    },
    Cue {
        keys: &["taco", "tacos", "burrito"],
        detail: "soft tortillas piled with grilled meat, salsa, lime and coriander",
        sound: "a sizzling griddle",
    },
    Cue {
        keys: &[
            "donut", "donuts", "doughnut", "cupcake", "cupcakes", "cookies", "cookie",
        ],
        detail: "glazed and frosted treats with sprinkles on a pastel plate",
        sound: "a paper box opening",
    },
    Cue {
        keys: &["pasta", "spaghetti"],
        detail: "twirled pasta glossy with sauce, fresh basil and grated parmesan",
        sound: "boiling water and a pan's sizzle",
    },
    Cue {
        keys: &["smoothie", "juice", "salad", "vegan", "healthy"],
        detail: "fresh fruit and vegetables in bright colours, dewy and crisp",
        sound: "a blender whirring",
    },
    Cue {
        keys: &["cocktail", "cocktails", "whiskey", "whisky", "gin"],
        detail: "a chilled glass with clear ice, a citrus twist and condensation",
        sound: "ice clinking in a glass",
    },
    Cue {
        keys: &["motorcycle", "motorbike", "scooter"],
        detail: "chrome details, a leather seat and a gleaming tank",
        sound: "a rumbling engine",
    },
    Cue {
        keys: &["camera", "photography", "photographer"],
        detail: "a camera body with a large lens, dials and a neck strap",
        sound: "a shutter click",
    },
    Cue {
        keys: &["piano", "violin", "drums", "cello", "vinyl"],
        detail: "polished wood, strings or keys, and warm stage light",
        sound: "a few notes played softly",
    },
    Cue {
        keys: &["furniture", "sofa", "chair", "lamp", "interior"],
        detail: "natural wood, soft fabrics and a styled, uncluttered room",
        sound: "a quiet room tone",
    },
    Cue {
        keys: &["pottery", "ceramics", "ceramic"],
        detail: "hand-thrown pots with glazed surfaces and clay-dusted hands",
        sound: "a spinning wheel and wet clay",
    },
    Cue {
        keys: &["handbag", "dress", "suit", "hat", "sunglasses", "backpack"],
        detail: "fine fabric or leather texture, careful stitching and clean lines",
        sound: "fabric rustling",
    },
    Cue {
        keys: &["real estate", "realtor", "open house", "new home"],
        detail: "a bright, welcoming home with large windows and a tidy front",
        sound: "birdsong and a door opening",
    },
    Cue {
        keys: &[
            "finance",
            "bank",
            "money",
            "investing",
            "crypto",
            "budgeting",
        ],
        detail: "clean charts trending upward, coins and a calculator on a desk",
        sound: "soft interface clicks",
    },
    Cue {
        keys: &["dentist", "dental", "doctor", "clinic"],
        detail: "a bright, clean treatment room and a reassuring smile",
        sound: "a calm, quiet room",
    },
    Cue {
        keys: &["education", "tutoring", "homework"],
        detail: "notebooks, pencils and an open laptop on a desk",
        sound: "pages turning and pencils scratching",
    },
];

/// Seasons and occasions.
pub const SEASONS: &[Cue] = &[
    Cue {
        keys: &["autumn", "fall"],
        detail: "fallen orange and red leaves and a warm amber glow",
        sound: "leaves crunching underfoot",
    },
    Cue {
        keys: &["spring"],
        detail: "fresh blossoms and soft green shoots",
        sound: "birdsong",
    },
    Cue {
        keys: &["summer"],
        detail: "bright sunshine, clear blue sky and long shadows",
        sound: "cicadas and a light breeze",
    },
    Cue {
        keys: &["christmas", "holiday season"],
        detail: "evergreen branches, twinkling fairy lights and wrapped gifts",
        sound: "sleigh bells in the distance",
    },
    Cue {
        keys: &["halloween"],
        detail: "carved pumpkins, candlelight and curling mist",
        sound: "a creaking door and a distant owl",
    },
    Cue {
        keys: &["valentine", "valentine's"],
        detail: "red roses, soft pink light and heart-shaped accents",
        sound: "soft piano",
    },
    Cue {
        keys: &["winter"],
        detail: "frost on the glass, knitted scarves and a soft, cold light",
        sound: "a cold wind",
    },
    Cue {
        keys: &["new year", "new year's"],
        detail: "fireworks bursting over a skyline, confetti and champagne glasses",
        sound: "fireworks and a cheering crowd",
    },
    Cue {
        keys: &["easter"],
        detail: "pastel painted eggs, spring flowers and a woven basket",
        sound: "birdsong",
    },
    Cue {
        keys: &["thanksgiving", "harvest"],
        detail: "a harvest table with pumpkins, squash and warm candlelight",
        sound: "cutlery and warm conversation",
    },
    Cue {
        keys: &["black friday", "cyber monday"],
        detail: "bold price tags, shopping bags and high-contrast colour blocks",
        sound: "a cash register chime",
    },
    Cue {
        keys: &["back to school"],
        detail: "backpacks, notebooks, pencils and a bright classroom",
        sound: "a school bell",
    },
    Cue {
        keys: &["diwali"],
        detail: "rows of glowing diyas, marigolds and rangoli patterns",
        sound: "firecrackers in the distance",
    },
    Cue {
        keys: &["lunar new year", "chinese new year"],
        detail: "red lanterns, gold paper cut-outs and drifting smoke",
        sound: "drums and firecrackers",
    },
];

/// Palettes suggested by the light or time of day, for prompts that anchor colour.
pub const PALETTES: &[(&str, &str)] = &[
    ("golden hour", "warm amber, honey gold and soft olive"),
    ("sunset", "amber, coral and deep violet"),
    ("sunrise", "soft peach, pale gold and misty blue"),
    ("dawn", "soft peach, pale gold and misty blue"),
    ("dusk", "deep blue, violet and warm window yellow"),
    ("night", "inky blue, sodium orange and silver highlights"),
    (
        "noon",
        "sun-bleached ochre, terracotta and hard black shadows",
    ),
    (
        "midday",
        "sun-bleached ochre, terracotta and hard black shadows",
    ),
    ("snow", "clean white, slate blue and warm window yellow"),
    ("snowy", "clean white, slate blue and warm window yellow"),
    ("storm", "charcoal grey, steel blue and a flash of white"),
    ("autumn", "burnt orange, deep red and golden brown"),
    ("neon", "electric magenta, cyan and deep black"),
    ("moonlit", "silver blue, deep navy and pale white"),
    ("moonlight", "silver blue, deep navy and pale white"),
    ("cafe", "espresso brown, cream and warm brass"),
    ("forest", "deep green, moss and dappled gold"),
    ("beach", "sand beige, sea turquoise and white foam"),
];

/// Verbs whose stem ends in a silent "e" ("dancing" -> "dances"); other "-ing" words lose
/// "ing" ("galloping" -> "gallops") or a doubled consonant ("running" -> "runs").
pub const E_STEMS: &[&str] = &[
    "danc", "rid", "div", "glid", "skat", "rac", "driv", "smil", "wav", "bak", "pos", "slid",
    "ris", "mak", "tak", "shak", "chas", "hik", "mov", "serv", "pac", "prepar", "writ", "com",
    "arriv", "graz", "gaz", "glanc", "leav", "bounc", "pranc", "escap", "trudg", "wad", "breath",
    "strid", "emerg", "hov", "paddl", "juggl", "cuddl", "giggl", "wrestl", "tumbl",
];

/// Words that can follow a subject and are not its action ("a cat in a box" has none).
pub const SETTING_PREPOSITIONS: &[&str] = &[
    "at", "in", "on", "along", "through", "over", "across", "under", "near", "by", "beside",
    "inside", "above", "around", "into", "onto", "from", "behind",
];

/// Nouns that name people: a video with one of these keeps the same look across shots, and
/// anatomy is worth guarding against in images.
pub const PEOPLE: &[&str] = &[
    "man",
    "woman",
    "person",
    "people",
    "boy",
    "girl",
    "kid",
    "child",
    "children",
    "chef",
    "nurse",
    "doctor",
    "barista",
    "teacher",
    "student",
    "worker",
    "farmer",
    "dancer",
    "runner",
    "surfer",
    "skier",
    "cyclist",
    "musician",
    "singer",
    "family",
    "couple",
    "friends",
    "crowd",
    "astronaut",
    "soldier",
    "detective",
    "athlete",
    "grandmother",
    "grandfather",
    "baby",
    "colleague",
    "customer",
    "scientist",
    "artist",
    "pilot",
    "driver",
    "mother",
    "father",
    "king",
    "queen",
];

/// Looks up every cue whose key appears in the description's words (or phrase, for keys with
/// a space). Each cue is used once, in table order.
pub fn cues<'a>(lower: &str, words: &[&str], table: &'a [Cue]) -> Vec<&'a Cue> {
    // Sorted once, so each key is a binary search rather than a scan of a long task.
    let mut sorted = words.to_vec();
    sorted.sort_unstable();
    table
        .iter()
        .filter(|cue| {
            cue.keys.iter().any(|k| {
                if k.contains(' ') {
                    lower.contains(k)
                } else {
                    sorted.binary_search(k).is_ok()
                }
            })
        })
        .collect()
}

/// Splits lowercase text into words, keeping apostrophes and hyphens inside words.
pub fn word_list(lower: &str) -> Vec<&str> {
    lower
        .split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '-'))
        .map(|w| w.trim_end_matches("'s").trim_matches(['\'', '-']))
        .filter(|w| !w.is_empty())
        .collect()
}

/// The first palette of `table` that matches the description, if any.
pub fn palette_in(
    table: &'static [(&'static str, &'static str)],
    lower: &str,
    words: &[&str],
) -> Option<&'static str> {
    table
        .iter()
        .find(|(k, _)| {
            if k.contains(' ') {
                lower.contains(k)
            } else {
                words.contains(k)
            }
        })
        .map(|(_, p)| *p)
}

/// "galloping" -> "gallops", "running" -> "runs", "dancing" -> "dances"; other words as given.
pub fn present_tense(word: &str) -> Option<String> {
    let stem = word.strip_suffix("ing")?;
    if stem.len() < 2 || !stem.chars().all(|c| c.is_ascii_alphabetic()) {
        return None;
    }
    let bytes = stem.as_bytes();
    let n = bytes.len();
    let stem = if E_STEMS.contains(&stem) {
        format!("{stem}e")
    } else if n >= 3
        && bytes[n - 1] == bytes[n - 2]
        && !matches!(bytes[n - 1], b'l' | b's' | b'f' | b'z')
    {
        stem[..n - 1].to_owned()
    } else {
        stem.to_owned()
    };
    Some(
        if stem.ends_with(['s', 'x', 'z']) || stem.ends_with("sh") || stem.ends_with("ch") {
            format!("{stem}es")
        } else if stem.ends_with('y') && !stem.ends_with(['a', 'e', 'o', 'u']) {
            // "flying" has no doubled "y": fly -> flies.
            format!("{}ies", &stem[..stem.len() - 1])
        } else {
            format!("{stem}s")
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn present_tense_of_common_actions() {
        assert_eq!(present_tense("galloping").as_deref(), Some("gallops"));
        assert_eq!(present_tense("running").as_deref(), Some("runs"));
        assert_eq!(present_tense("dancing").as_deref(), Some("dances"));
        assert_eq!(present_tense("surfing").as_deref(), Some("surfs"));
        assert_eq!(present_tense("flying").as_deref(), Some("flies"));
        assert_eq!(present_tense("building").as_deref(), Some("builds"));
        assert_eq!(present_tense("walking").as_deref(), Some("walks"));
        assert_eq!(present_tense("swimming").as_deref(), Some("swims"));
        assert_eq!(present_tense("rolling").as_deref(), Some("rolls"));
        assert_eq!(present_tense("sing"), None);
    }
}
