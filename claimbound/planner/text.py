"""Small English text helpers for the rule planner: word lists, noun phrases, keywords, question -> claim.

Everything here is a pure function over strings (no model, no I/O), so the rule planner stays deterministic.
"""

from __future__ import annotations

import re

from claimbound.cjk import HAN_RE
from claimbound.claims.calendar import YEAR
from claimbound.claims.conditions import GREATER_WORDS, LESSER_WORDS, NUMBER_WORDS
from claimbound.claims.english import (
    AUXILIARIES,
    BE,
    DETERMINERS,
    DO,
    HAVE,
    MODAL,
    MULTIPLE_WORDS,
    PEOPLE_PLURALS,
    PREPOSITIONS,
)
from claimbound.claims.plan import EVENT, KIND_OF, Plan

WORD_RE = re.compile(r"\{[A-Za-z_][\w\-]*\}|[\"“”‘’']?[\w][\w'’.\-&]*[\"“”‘’']?|[^\w\s]")
PLACEHOLDER_RE = re.compile(r"^\{[A-Za-z_][\w\-]*\}$")

WH = {"who", "whom", "whose", "what", "which", "when", "where", "why", "how"}
AUX = AUXILIARIES
PREPS = PREPOSITIONS
DETS = DETERMINERS
CONJ = {"and", "or", "but", "nor", "while", "whereas", "although", "because", "if", "so", "yet", "then"}
PRONOUNS = {"he", "she", "it", "they", "him", "her", "them", "his", "its", "their", "hers", "theirs"}
ADVERBS = {
    "also", "still", "ever", "never", "not", "both", "either", "neither", "only", "just", "already", "first",
    "originally", "currently", "later", "once", "really", "actually", "indeed", "often", "all", "each", "now",
    "nowadays",
}
# adverbs of frequency and time that may stand between a do-question's subject and its verb ('What period does 1/p
# always have'); not stopwords, so keyword queries keep them
_VERB_ADVERBS = frozenset({"always", "usually", "typically", "generally", "normally", "sometimes", "rarely", "seldom",
                           "frequently", "mostly", "initially", "eventually", "recently", "previously", "formerly"})
_WH_ADVERBS = (ADVERBS | _VERB_ADVERBS) - {"all", "each", "both", "either", "neither", "first", "only"}
"""Adverbs that may follow a subject wh-word ('What often causes floods?'): no noun of the answer."""
CAPS_CONNECTORS = {"of", "the", "de", "la", "le", "von", "van", "du", "da", "del", "der", "den", "&", "y", "e", "di"}
STOPWORDS = (
    WH | AUX | DETS | PREPS | CONJ | PRONOUNS | ADVERBS
    | {"of", "i", "you", "we", "me", "us", "there", "here", "s", "'s", "name", "named", "called", "kind", "type",
       "which", "whom", "any", "some", "other", "same", "more", "most", "less", "least", "very", "much", "many",
       "one", "ones", "it's", "does", "did", "being", "having", "according", "based", "article", "articles",
       "report", "reported", "suggest", "suggests", "mentioned", "discussed", "regarding", "considering",
       "information"}
)

VERBS = {
    "accept", "acquire", "act", "add", "adopt", "agree", "air", "appear", "attend", "award", "bear", "beat",
    "become", "begin", "belong", "border", "break", "bring", "build", "buy", "call", "carry", "cause", "change",
    "claim", "coach", "come", "compete", "compose", "contain", "create", "debut", "decide", "defeat", "describe",
    "design", "develop", "die", "direct", "discover", "do", "draw", "drive", "earn", "edit", "employ", "end",
    "enter", "establish", "feature", "fight", "find", "finish", "flow", "fly", "follow", "form", "found", "get",
    "give", "go", "graduate", "grow", "happen", "have", "head", "hold", "host", "include", "invent", "invade",
    "join", "know", "launch", "lead", "leave", "live", "locate", "lose", "make", "manage", "manufacture",
    "marry", "mean", "meet", "move", "name", "narrate", "occur", "open", "operate", "originate", "own", "pass",
    "perform", "play", "portray", "produce", "publish", "purchase", "reach", "receive", "record", "release",
    "remain", "replace", "report", "represent", "resign", "retire", "return", "rule", "run", "say", "score",
    "see", "sell", "serve", "set", "share", "shoot", "sign", "sing", "speak", "sponsor", "star", "start",
    "study", "succeed", "suggest", "support", "take", "teach", "tell", "think", "translate", "use", "visit",
    "vote", "want", "win", "work", "write", "state", "indicate", "mention", "attribute", "announce",
    "maintain", "highlight", "confirm", "deny", "cover", "discuss", "face", "allege", "adjust", "assess",
    "offer", "allow", "provide", "pay", "require", "approve", "reimburse", "permit", "grant", "cost",
    # common verbs whose absence cut claims short ("did Iraq military personnel seek", "did X fail to report")
    "seek", "fail", "eat", "extend", "condense", "melt", "freeze", "kill", "invite", "donate", "predict",
    "explain", "prevent", "protect", "destroy", "capture", "attack", "defend", "save", "sink", "rise", "fall",
    "increase", "decrease", "reduce", "improve", "prove", "believe", "contribute", "emerge", "escape",
    "flee", "settle", "inherit", "invest", "spend", "survive", "suffer", "treat", "cure", "infect",
    "measure", "weigh", "consist", "refer", "derive", "inspire", "oppose", "criticize",
    "criticise", "praise", "accuse", "arrest", "convict", "sentence", "kidnap", "murder", "assassinate",
    "abolish", "demolish", "restore", "rename", "recognize", "recognise", "define", "divide",
    "separate", "connect", "link", "transfer", "ship", "deliver", "export", "import",
    "sit", "generalize", "generalise", "transmit", "emit", "absorb", "consume", "involve", "occupy", "inhabit",
    "govern", "fund", "elect", "appoint", "nominate", "celebrate", "commemorate", "shrink", "feed", "drain",
    "extract", "refine", "store", "broadcast", "televise", "stream",
    # what institutions and states do ("the company X is part of dissolve", "the country X is in annex")
    "dissolve", "disband", "merge", "collapse", "split", "close", "expand", "declare", "ratify", "enact",
    # what a handbook's reader does ("How do employees pick their laptop?")
    "pick", "reconcile", "contact", "roll",
    "annex", "colonize", "colonise", "conquer", "liberate", "unite", "secede", "abdicate", "construct",
    "complete", "introduce", "legalize", "legalise", "bury",
    "swim", "limit", "identify", "print", "travel", "migrate", "cross", "enable", "determine", "choose", "submit",
    "present", "depict", "imply", "credit", "apply",  # what an article does ('Does the article that discusses X
    # present Y'): the main verb after a relative clause
    "need", "keep", "send",  # 'Which expenses need approval ...' (was read as a noun phrase ending in "approval")
    "count", "reset", "renew", "expire", "qualify",  # 'Does foster placement count for ...' (was "Foster placement
    # count for parental leaves"), 'How often does the equipment budget reset?' (was "the equipment budgets reset")
}
IRREGULAR_PAST_EXTRA = {"seek": "sought", "eat": "ate", "freeze": "froze", "sink": "sank", "rise": "rose",
                        "fall": "fell", "flee": "fled", "spend": "spent", "sit": "sat", "feed": "fed",
                        "shrink": "shrank", "transmit": "transmitted", "emit": "emitted",
                        "broadcast": "broadcast", "swim": "swam", "choose": "chose", "submit": "submitted"}
IRREGULAR_PAST = {
    "be": "was", "bear": "bore", "beat": "beat", "become": "became", "begin": "began", "break": "broke",
    "bring": "brought", "build": "built", "buy": "bought", "come": "came", "do": "did", "draw": "drew",
    "drive": "drove", "fight": "fought", "find": "found", "fly": "flew", "get": "got", "give": "gave",
    "go": "went", "grow": "grew", "have": "had", "hold": "held", "know": "knew", "lead": "led", "leave": "left",
    "lose": "lost", "make": "made", "mean": "meant", "meet": "met", "run": "ran", "say": "said", "see": "saw",
    "sell": "sold", "set": "set", "shoot": "shot", "sing": "sang", "speak": "spoke", "take": "took",
    "teach": "taught", "tell": "told", "think": "thought", "win": "won", "write": "wrote", "put": "put",
    **IRREGULAR_PAST_EXTRA,
}
PARTICIPLE_IRREGULAR = {
    "born", "built", "made", "held", "known", "written", "sung", "shot", "found", "led", "won", "given", "taken",
    "drawn", "grown", "run", "sold", "set", "begun", "become", "brought", "bought", "thought", "told", "taught",
    "seen", "used", "located", "situated", "based", "named", "called", "buried", "married", "formed", "founded",
    "shown", "fought", "hidden", "stolen", "forgotten", "eaten", "fallen", "ridden", "risen", "sworn", "sought", "fled",
    "struck",
}
_LAST_PARTICIPLES = frozenset({"paid", "kept", "sent", "spent", "lost", "meant", "heard", "laid", "said", "caught",
                               "chosen", "driven", "spoken", "thrown", "understood", "withdrawn", "overseen", "broken"})
"""Participles that are also adjectives ("paid leave", "lost city"): read as participles only where they open a
passive question's predicate ('How is conference travel | paid', 'What rate is parental leave | paid at')."""
PERSON_NOUNS = {
    "president", "director", "author", "writer", "founder", "co-founder", "composer", "performer", "singer",
    "actor", "actress", "player", "father", "mother", "son", "daughter", "wife", "husband", "spouse", "brother",
    "sister", "child", "creator", "producer", "leader", "ceo", "chairman", "chairperson", "coach", "manager",
    "man", "woman", "person", "artist", "poet", "king", "queen", "emperor", "governor", "mayor", "member",
    "star", "host", "inventor", "designer", "architect", "captain", "chief", "minister", "partner", "editor",
    "individual", "musician", "rapper", "songwriter", "lyricist", "novelist", "painter", "scientist", "owner",
    "head", "monarch", "ruler", "successor", "predecessor", "narrator", "voice", "character", "guitarist",
    "drummer", "vocalist", "frontman", "lead", "chancellor", "senator", "general", "commander", "politician",
    "anchor", "journalist", "presenter", "sculptor", "philosopher", "mathematician", "physicist", "pope",
    "bishop", "prince", "princess", "duke", "uncle", "aunt", "cousin", "grandfather", "grandmother", "people",
    "lawyer", "doctor", "teacher", "engineer", "judge", "explorer", "athlete", "footballer", "boxer", "wrestler",
    "comedian", "dancer", "model", "entrepreneur", "businessman", "businesswoman", "economist", "historian",
    "officer", "soldier", "chef", "pilot", "astronaut", "activist", "candidate", "winner",
    # sports, arts, professions, titles and relations (more "who" nouns)
    "cricketer", "golfer", "swimmer", "cyclist", "skater", "sprinter", "runner", "jockey", "racer", "driver",
    "batsman", "bowler", "goalkeeper", "striker", "defender", "midfielder", "forward", "quarterback", "pitcher",
    "filmmaker", "screenwriter", "playwright", "photographer", "commentator", "critic", "biographer",
    "translator", "illustrator", "cartoonist", "animator", "choreographer", "conductor", "pianist", "violinist",
    "cellist", "saxophonist", "bassist", "keyboardist", "trumpeter", "dj", "soprano", "tenor", "baritone",
    "diplomat", "ambassador", "statesman", "admiral", "colonel", "lieutenant", "sergeant", "marshal",
    "commissioner", "prosecutor", "attorney", "surgeon", "physician", "nurse", "chemist", "biologist",
    "astronomer", "geologist", "psychologist", "sociologist", "anthropologist", "linguist", "theologian",
    "priest", "rabbi", "imam", "monk", "nun", "saint", "archbishop", "cardinal", "count", "countess", "baron",
    "baroness", "earl", "lord", "lady", "knight", "heir", "twin", "nephew", "niece", "grandson", "granddaughter",
    "stepfather", "stepmother", "girlfriend", "boyfriend", "widow", "widower", "mentor", "student", "pupil",
    "alumnus", "graduate", "teammate", "bandmate", "protagonist", "villain", "supermodel", "tycoon", "magnate",
    "billionaire", "investor", "banker", "spokesperson", "secretary", "treasurer", "premier", "dictator",
    "pharaoh", "sultan", "tsar", "czar", "shah", "caliph", "receiver", "recipient", "holder", "laureate",
    "nominee", "honoree", "inductee", "champion", "finalist", "contestant", "competitor", "incumbent", "citizen",
    "descendant", "ancestor", "namesake", "victim", "killer", "assassin", "murderer",
}
_SIDE_NOUNS = frozenset({"coast", "shore"})
"""Where a place lies, asked of ("What coast ..."): a place, though no place to hop to (not :data:`LOCATION_NOUNS`,
which would make "Is Bergen on the east coast of Norway?" ask which coast)."""
LOCATION_NOUNS = {
    "country", "city", "state", "county", "province", "place", "region", "town", "village", "continent",
    "island", "river", "location", "area", "district", "capital", "nation", "territory", "birthplace",
    "headquarters", "municipality", "borough", "neighborhood", "prefecture", "department",
}
ORG_NOUNS = {
    "company", "association", "organization", "organisation", "band", "team", "university", "label",
    "publisher", "network", "club", "group", "party", "agency", "firm", "corporation", "school", "college",
    "institution", "studio", "league", "channel", "newspaper", "magazine", "airline", "brand", "institute",
    "society", "church", "government", "army", "court", "conference", "station", "broadcaster",
}
TIME_UNITS = frozenset({"second", "minute", "hour", "day", "week", "month", "quarter", "year", "decade", "century"})
"""Units of time ("every 3 years", "for 20 weeks")."""
UNITS = TIME_UNITS - {"quarter"} | {
    "time", "percent",
    "meter", "metre", "kilometer", "kilometre", "mile", "foot", "feet", "inch", "kilogram", "gram", "pound", "ton",
    "tonne", "liter", "litre", "dollar", "euro", "yen", "point", "goal", "degree", "acre", "hectare", "calorie",
}
TIME_NOUNS = {"year", "date", "century", "decade", "month", "day", "time", "era", "period", "season", "age"}


def is_cjk(text: str) -> bool:
    """True when a question is mostly Chinese (CJK characters outnumber Latin letters)."""
    cjk = len(HAN_RE.findall(text))
    latin = len(re.findall(r"[A-Za-z]", text))
    return cjk > 0 and cjk * 2 >= latin


def words(text: str) -> list[str]:
    """Whitespace words with punctuation kept attached (commas split off, except inside a number: "1,000")."""
    return [w for w in re.split(r"\s+", re.sub(r"(?<!\d),|,(?!\d)", " , ", text).strip()) if w]


def join(ws: list[str]) -> str:
    return re.sub(r"\s+,", ",", " ".join(ws)).strip()


def bare(word: str) -> str:
    return word.strip("\"“”‘’'.,;:!?()").lower()


def is_caps(word: str) -> bool:
    w = word.lstrip("\"“‘'(")
    return bool(w) and (w[0].isupper() or w[0].isdigit() or is_placeholder(word))


def is_placeholder(word: str) -> bool:
    return bool(PLACEHOLDER_RE.match(word.rstrip("'s").rstrip("’s"))) or bool(PLACEHOLDER_RE.match(word))


def is_participle(word: str) -> bool:
    w = bare(word)
    if w in PARTICIPLE_IRREGULAR:
        return True
    return len(w) > 4 and w.endswith("ed") and w not in {"need", "indeed", "seed", "speed", "bed", "red"}


def passive_participle(word: str) -> bool:
    """A participle, or one that is also an adjective (:data:`_LAST_PARTICIPLES`), where a passive's predicate opens."""
    return is_participle(word) or bare(word) in _LAST_PARTICIPLES


def verb_base(word: str) -> str | None:
    """The base form if ``word`` looks like a verb from :data:`VERBS` (base, -s, -ed, irregular past)."""
    w = bare(word)
    if w in VERBS:
        return w
    for base, past in IRREGULAR_PAST.items():
        if w == past and base in VERBS:
            return base
    for suffix, add in (("ies", "y"), ("es", ""), ("s", ""), ("ied", "y"), ("ed", ""), ("ed", "e"), ("d", "")):
        if w.endswith(suffix):
            cand = w[: -len(suffix)] + add
            if cand in VERBS and not (suffix.endswith("d") and cand in IRREGULAR_PAST):
                return cand  # "seed" is no past of "see" (that is "saw")
    return None


def is_verbish(word: str) -> bool:
    w = bare(word)
    return w in AUX or verb_base(word) is not None or is_participle(word)


_SAME_PAST = frozenset("cut hit let shut quit bet hurt cost spread split".split())
"""Verbs whose past is their base form ('Did the budget get cut' -> "cut")."""


def past(base: str) -> str:
    if base in IRREGULAR_PAST:
        return IRREGULAR_PAST[base]
    if base in ("pay", "lay"):  # "paid", not "payed" (a past only: "paid leave" stays an adjective to the lists)
        return base[:-1] + "id"
    if len(base) > 5 and base.endswith("ed") and not base.endswith("eed") and base not in VERBS:
        return base  # already a past form of a verb the lists lack ('considered'), not 'considereded'; 'succeed' stays
    if base.endswith("e"):
        return base + "d"
    if base.endswith("y") and len(base) > 2 and base[-2] not in "aeiou":
        return base[:-1] + "ied"
    if base in _SAME_PAST:
        return base
    if re.fullmatch(r"[^aeiou]*[aeiou][bdgmnpt]", base) and len(base) <= 4:
        return base + base[-1] + "ed"  # one syllable ending consonant-vowel-consonant: 'drop' -> 'dropped', 'plan'
    return base + "ed"


def third_person(base: str) -> str:
    if base == "have":
        return "has"
    if base.endswith(("s", "sh", "ch", "x", "o")):
        return base + "es"
    if base.endswith("y") and len(base) > 2 and base[-2] not in "aeiou":
        return base[:-1] + "ies"
    return base + "s"


def caps_run(ws: list[str], i: int, *, commas: bool = False) -> int:
    """End (exclusive) of the run of capitalised words starting at ``i`` (connectors like 'of' inside; with
    ``commas``, 'Johnnycake, West Virginia' too)."""
    j = i
    n = len(ws)
    while j < n:
        w = ws[j]
        if commas and w == "," and j > i and j + 1 < n and is_caps(ws[j + 1]) and bare(ws[j + 1]) not in STOPWORDS:
            j += 1
            continue
        if is_caps(w):
            j += 1
            if w.endswith(("'s", "’s", '"', "”")) and not w.startswith(('"', "“")):
                break
            continue
        if bare(w) in CAPS_CONNECTORS and j + 1 < n and is_caps(ws[j + 1]) and j > i:
            if bare(w) == "the" and bare(ws[j - 1]) not in CAPS_CONNECTORS and bare(ws[j + 1]) in PERSON_NOUNS:
                break  # 'Claire Dubois | the CEO of acme': a title after a name ('Alexander the Great' runs on)
            j += 1
            continue
        break
    return j


def quoted_run(ws: list[str], i: int) -> int:
    """End (exclusive) of a quoted phrase starting at ``i``, or ``i`` when ``ws[i]`` opens no quote."""
    w = ws[i]
    if not w or w[0] not in "\"“‘'":
        return i
    close = {"\"": "\"", "“": "”", "‘": "’", "'": "'"}[w[0]]
    for j in range(i, len(ws)):
        stripped = ws[j].rstrip(".,;:?!)")
        if (j > i or len(stripped) > 1) and (stripped.endswith(close) or stripped.endswith(close + "s")):
            return j + 1
    return i


def tx_quote(word: str) -> bool:
    return word[:1] in "\"“‘'" or word.rstrip(".,")[-1:] in "\"”’'"


def _owner_before(ws: list[str], j: int) -> bool:
    """``ws[j]`` follows a possessive ("North America's first printing press"): it belongs to the owner's noun
    phrase even when it could be an adverb or a verb on its own."""
    b = bare(ws[j])
    return j > 0 and ws[j - 1].endswith(("'s", "’s")) and b not in AUX | PREPS | CONJ | WH and ws[j] not in {",", ";", ":"}


def noun_phrase(ws: list[str], i: int, *, stop_at_verbs: bool = True) -> int:
    """End (exclusive) of a simple noun phrase starting at ``i`` (determiner, adjectives, nouns, 'of NP')."""
    n = len(ws)
    if i >= n:
        return i
    q = quoted_run(ws, i)
    if q > i:
        return q
    w = bare(ws[i])

    def breaks(word: str) -> bool:
        b = bare(word)
        if b in AUX or b in PREPS or b in CONJ or b in WH or b in ADVERBS or word in {",", ";", ":"}:
            return True
        return stop_at_verbs and not is_caps(word) and is_verbish(word)

    # 'each' opens a noun phrase as an article does ('each acme employee'), though it is also an adverb
    det = w in DETS or (w == "each" and i + 1 < n and not breaks(ws[i + 1]))
    if det or is_caps(ws[i]) or not breaks(ws[i]):
        j = i + 1 if det else i
        if det and j + 1 < n and is_participle(ws[j]) and bare(ws[j]) not in AUX and not breaks(ws[j + 1]):
            j += 1  # a participle between the article and its noun modifies it: 'the embedded model', 'the shipped one'
        after_name = False
        # a word between a determiner and "of" is its noun, whatever else it can be ('the head of finance'), and so
        # is one between a determiner and a plain noun that ends the phrase, which it modifies ('the head office of
        # acme', 'the head office is ...')
        while j < n and (not breaks(ws[j]) or _owner_before(ws, j) or (
                det and j == i + 1 and j + 1 < n and not is_caps(ws[j])
                and (bare(ws[j + 1]) == "of" or (
                    re.fullmatch(r"[a-z]+", ws[j + 1]) is not None and not breaks(ws[j + 1])
                    and (j + 2 == n or bare(ws[j + 2]) in PREPS | AUX | {"of"})))
                and bare(ws[j]) not in AUX | PREPS | CONJ | WH | ADVERBS and re.fullmatch(r"[a-z]+", ws[j]))):
            if is_caps(ws[j]):
                j = caps_run(ws, j, commas=True)
                # an acronym after a modifier modifies the noun after it ('the embedded NLI model'); a name ends the
                # phrase, and so does an acronym right after the article ('did the EU harmonize')
                after_name = (not ws[j - 1].endswith(("'s", "’s")) and tx_quote(ws[j - 1]) is False
                              and not (j - 1 > i + 1 and re.fullmatch(r"[A-Z]{2,5}", ws[j - 1]) is not None))
            else:
                if after_name:
                    break
                j += 1
            if j < n and bare(ws[j]) == "of" and j + 1 < n:
                j = noun_phrase(ws, j + 1, stop_at_verbs=stop_at_verbs)
        return max(j, i + 1)
    return i + 1


def keywords(text: str) -> list[str]:
    """Content words and capitalised / quoted phrases, stopwords and wh-words removed, order kept."""
    ws = words(text)
    out: list[str] = []
    i = 0
    while i < len(ws):
        q = quoted_run(ws, i)
        if q > i + 0 and q != i:
            out.append(join(ws[i:q]).strip("\"“”‘’'"))
            i = q
            continue
        if is_placeholder(ws[i]):
            out.append(ws[i].rstrip("'s").rstrip("’s") if not PLACEHOLDER_RE.match(ws[i]) else ws[i])
            i += 1
            continue
        if is_caps(ws[i]) and bare(ws[i]) not in STOPWORDS:
            j = caps_run(ws, i)
            out.append(join(ws[i:j]).strip("\"“”‘’'?.,!").removesuffix("'s").removesuffix("’s"))
            i = j
            continue
        b = bare(ws[i]).removesuffix("'s").removesuffix("’s")
        if b and b not in STOPWORDS and re.search(r"\w", b):
            out.append(b)
        i += 1
    seen: list[str] = []
    for k in out:
        if k and k not in seen:
            seen.append(k)
    return seen


def singular(word: str) -> str:
    """The singular of a plural noun, crudely: "cities" -> "city", "churches" -> "church", "boxes" -> "box",
    "films" -> "film"; "status" and "analysis" stay."""
    w = word.lower()
    if w in ("series", "species"):
        return w
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith(("ches", "shes", "sses", "xes")) and len(w) > 4:
        return w[:-2]
    if w.endswith(("us", "is")):
        return w
    if w.endswith("s") and not w.endswith("ss") and len(w) > 3:
        return w[:-1]
    return w


_DURATION_MODIFIERS = frozenset("notice probation probationary waiting grace trial retention vesting qualifying warranty "
                                "cooling-off response processing turnaround lead".split())
"""Nouns that make a "period" or "time" a length of time ("the notice period": "three months"), not a date or era."""


_BANDED = frozenset("salary pay wage price age tax income grade".split())
"""Nouns whose band, bracket or scale is a range of amounts."""


def slot_for_noun(noun: str) -> str:
    ws = noun.lower().split()
    if len(ws) > 1 and ws[-1] in ("period", "time") and ws[-2] in _DURATION_MODIFIERS:
        return "duration"
    if ws[-2:] == ["time", "off"]:
        return "duration"  # 'the paid time off': an amount of time ("20 days"), not an "off"
    if len(ws) > 1 and singular(ws[-1]) in ("band", "bracket", "scale") and singular(ws[-2]) in _BANDED:
        return "range"  # 'the salary band': the amounts it spans ("850,000 to 1,000,000 NOK"), no music band
    n = ws[-1] if ws else ""
    if n not in PERSON_NOUNS | LOCATION_NOUNS | ORG_NOUNS | TIME_NOUNS:
        n = singular(n)
    if "-" in n and singular(n.split("-")[0]) in PERSON_NOUNS:
        n = singular(n.split("-")[0])  # 'singer-songwriter', 'actor-director': a person
    if n in PERSON_NOUNS:
        return "person"
    if n in LOCATION_NOUNS or n in _SIDE_NOUNS:  # 'What coast is Bergen on?': a place, never "from 07:00 to 19:00"
        return "location"
    if n in ORG_NOUNS:
        return "organization"
    if n in TIME_NOUNS:
        return "date"
    return n or "entity"


_QUANTIFIERS = frozenset({"no", "any", "some", "every", "each", "all"})  # determiners too: "found no statistical failings"
_NOUN_ENDS = DETS | _QUANTIFIERS  # a determiner ends the wh-noun phrase
_SUBORDINATORS = frozenset({"if", "unless", "because", "while", "once", "whenever", "although", "though", "whether"})
"""Words that open a clause of condition or cause: no part of the noun phrase before them ("the parental leave pay
| if I take 59 weeks")."""


_PER_DIEM = re.compile(r"\b(per)\s+(diems?)\b", re.I)
"""The noun "per diem", whose "per" is no preposition ending the noun phrase."""


def wh_slot(question: str) -> str | None:
    """What a question asks for, from its wh-word: person, date, location, number, reason, manner, speed, or the
    noun after which/what ('film', 'organization' ...). ``None`` for yes/no questions and claims."""
    question = _PER_DIEM.sub(r"\1-\2", question)  # 'What is the per diem for meals?': one noun, a sum of money
    q = question.strip().lower()
    if re.search(r"\b(what|which) (year|date|century|decade|month|day)\b", q) or re.match(r"^when\b", q):
        return "date"
    if re.search(r"\bhow much of (?:the|a|an|my|your|our|their|his|her|its)\b", q):
        return "share"  # 'How much of my salary is paid during parental leave?': a part of a whole, no length
    if re.search(r"\bhow much (?:(?:paid|annual|parental|unpaid|sick) )?(?:time off|leave|vacation|holidays?|notice)\b",
                 q):
        return "duration"  # 'How much time off do I get?': a length of time ("25 days"), no sum of money
    if re.search(r"\bhow (many|much)\b", q):
        return "number"
    if _SIZE_OF_AMOUNT_RE.match(q):
        return "number"  # 'How big is my training budget?': a sum of money, no size
    if re.match(r"^what (?:does|do|did) .+ do\s*\??$", q) or _HAPPENS_TO_RE.match(q) or _what_to_do(q) or (
            (clause := _LEAD_CLAUSE_RE.match(q)) is not None and _what_to_do(clause.group("rest"))):
        # 'My phone is broken, what do I do?': the question after its case
        return "action"  # 'What does X do?', 'What happens to X?': what X does or undergoes, a predicate
    if definition_subject(question) is not None:
        return "definition"  # 'What is a hotel cap?', 'What does per diem mean?': what the words mean
    if re.match(r"^what\b.*\b(?:use|used|uses)\b.* for\s*\??$", q) or re.match(
            r"^what\b.*\b(?:spend|spent|spends)\b.* on\s*\??$", q) or re.match(
            r"^what(?:'s|’s| is| are| can be| gets?)\s+(?:covered|paid|funded)\s+(?:by|from|out of|with)\s", q):
        return "purpose"  # 'What is the stipend used for?', 'What can I use the budget for?', 'What can the stipend
        # be spent on?', 'What is covered by the training budget?': a use, never a sum
    if re.search(r"\bhow (?:quickly|fast|soon|rapidly|swiftly)\b", q):
        return "speed"  # 'How quickly can an algorithm solve X?': in how much time, at what pace
    if _IN_ADVANCE_RE.match(q):
        return "duration"  # 'How far in advance must leave be requested?': how long before, not a distance
    if re.match(r"^within (?:what|which|how much) (?:time|period|time ?frame|timescale)\b", q):
        return "duration"  # 'Within what time must incidents be reported?': a length of time ("1 hour"), no date
    m = re.search(r"\bhow (long|old|far|tall|big|large|high|deep|heavy|often|frequently)\b", q)
    if m:
        return {"long": "duration", "old": "age", "far": "distance", "often": "frequency",
                "frequently": "frequency"}.get(m.group(1), "measure")
    wh_re = r"\b(who|whom|whose|where|when|why|how|what|which)\b(?: ((?:[a-z\-]+ ){0,2}?[a-z\-]+))?"
    lead = re.match(r"^(?:(?:in|on|at|for|from|by|to|during|of|with) )?" + wh_re[2:], q)
    found = list(re.finditer(wh_re, q))
    m = lead or (found[-1] if found else None)  # wh in situ: the last wh-word (earlier ones are relatives)
    if not m:
        return None
    wh = m.group(1)
    if wh in ("who", "whom", "whose"):
        return "person"
    if wh == "where":
        return "location"
    if wh == "when":
        return "date"
    if wh == "why":
        return "reason"
    if wh == "how":
        return "manner"
    poss = re.match(r"^(?:what|which) (?:is|was|are|were) ([^?]*?)'s ((?:[a-z\-]+ ){0,3}?[a-z\-]+)"
                    r"(?: (?:in|at|for|on|during) [^?]*)?\s*\??$", q[m.start(1):])
    if (poss and not any(w in PREPS or w in WH or w == "of" for w in poss.group(1).split())
            and not any(w in PREPS or w in WH or w in AUX or w == "of" for w in poss.group(2).split())):
        # 'What is William Rankine's nationality?' -> nationality; "What is acme's mileage rate in Germany?" -> rate
        return slot_for_noun(poss.group(2))
    # 'What is the city ...', 'What is our equipment budget?' (the asker's own: the noun still says what is asked)
    eq = re.match(r"^(?:what|who) (?:is|was|are|were) (?:the|a|an|my|our|your) ", q[m.start(1):]) or (
        re.match(r"^what (?:is|was|are|were) (?=[a-z\-]+ [a-z\-]+ (?:before|after|in|until|since) \d{4}\s*\??$)",
                 q[m.start(1):]))  # 'What was parental leave before 2024?': a noun of a year
    if eq:
        # 'What is the city where ...' -> the head noun of the complement: its last word that is no name ("the first
        # Huguenot outpost in ..." -> outpost; "the city Kevin Durant played for" -> city)
        head: list[tuple[str, bool]] = []
        cased_rest = question.strip()[m.start(1) + eq.end():].split()
        cased = cased_rest[:5]
        rest = q[m.start(1) + eq.end():].split()
        for i, (f, orig) in enumerate(zip(rest[:5], cased, strict=False)):
            f = f.strip(",;:?\"'")
            if not f or f in PREPS or f in WH or f in {"of", "that"} or f in AUX or f in _SUBORDINATORS or (
                    _inflected_verb(f)) or (
                    head and (_PERIOD_AFTER.match(" ".join(rest[i: i + 3])) or f in _WHERE_OR_WHEN_ADVERBS)):
                # 'the equipment budget | every four years', 'the hotel cap | a night': its period, no head noun;
                # 'the travel rates | abroad': where they hold (was the slot "abroad")
                break
            head.append((f, orig[:1].isupper()))
        after = [f.strip(",;:?\"'") for f in rest[len(head):]]
        if (head and not any(cap for _, cap in head) and len(after) == 2 and after[1] in PREPS
                and passive_participle(after[0])):
            # 'What is the wellness stipend used for?': a passive with its preposition stranded asks for that
            # preposition's object, which the noun after 'the' does not describe (unlike 'What is the city where ...')
            head = []
        if (head and after and after[-1] in PREPS and _no_clause(after, cased_rest[len(head):])
                and not any(cap and not before for (_, before), (_, cap) in zip(head, head[1:], strict=False))):
            head = []  # 'What was the protest in Antigone about?': the stranded preposition's object, no protest
        if head:
            at = next((i for i in range(len(head) - 1, -1, -1) if not head[i][1]), len(head) - 1)
            noun = head[at][0]
            if noun in ("level", "rate") and _OF_PAY.match(" ".join(after)):
                return "rate"  # 'What is the level of parental leave pay?': a share or a sum per unit, not "20 weeks"
            if wh == "what" and noun in ("model", "models"):
                return "model"  # 'What is the base model of X?': a thing ('Who is the model ...': a person)
            slot = slot_for_noun(" ".join(f for f, _ in head[: at + 1]))  # its modifiers: 'the notice period'
            return slot if slot in ("person", "location", "organization", "date") or wh != "who" else "person"
    # 'Which of the founders of X ...' -> the noun after 'of the' (a founder: a person)
    of = re.match(r"\s+of\s+(?:the|these|those)\s+(?:(?:two|three|four|following)\s+)?", q[m.end(1):])
    start = m.end(1) + (of.end() if wh == "which" and of else 0)
    if wh == "what" and start == m.end(1) and m.start(1) == 0 and _unknown_s_verb(words(strip_q(question))):
        return "entity"  # 'What applies to birth, adoption and foster placement': 'applies' is the verb
    nouns: list[str] = []
    following = [w.strip(",;:?\"'") for w in q[start:].split()[:6]]
    for k, f in enumerate(following[:5]):
        plural_before = bool(nouns) and nouns[-1].endswith("s") and not nouns[-1].endswith("ss")
        if plural_before and verb_base(f) == f:
            break  # 'Which expenses require approval ...': a plural noun, then its verb
        if not nouns and _inflected_verb(f) and slot_for_noun(following[k + 1] if k + 1 < len(following) else "") in (
                "person", "location", "organization"):
            nouns.append(f)  # 'What landlocked country is ...': a participle before a noun of a kind is its modifier
            continue
        if (not f or f in AUX or f in PREPS or f in _NOUN_ENDS or f == "of" or _inflected_verb(f) or f in _WH_ADVERBS
                or f in _SUBORDINATORS):
            # 'What typically sits ...': an adverb of the verb, no noun the wh-word asks for; 'What if ...': a clause
            if f in _NOUN_ENDS - {"that", "this", "these", "those"} and len(nouns) >= 2:
                # 'What pollution process stimulates the growth': an article after two nouns, so the last was a verb
                nouns.pop()
            break
        nouns.append(f)
    if len(nouns) > 1 and nouns[-1] in ("model", "models") and not any(
            n in ("and", "or") or slot_for_noun(n) == "person" for n in nouns[:-1]):
        return "model"  # 'What base model', 'which car model': a thing; a lone 'model' may be a person
    return slot_for_noun(nouns[-1]) if nouns else "entity"


def _no_clause(after: list[str], cased: list[str]) -> bool:
    """The words between an equating question's noun and its stranded final preposition (``after``, lower-cased;
    ``cased`` as written) hold no clause of their own: no relative word, no name that opens a new subject (one right
    after a preposition is that preposition's object: 'the protest in | Antigone | about') and no verb after a name,
    so the question asks for the preposition's object, not for the noun ('the city | Kevin Durant played | for' is a
    clause)."""
    for i, (w, c) in enumerate(zip(after[:-1], cased, strict=False)):
        if w in {"that", "which", "who", "whom", "where"}:
            return False
        if c[:1].isupper() and (i == 0 or (after[i - 1] not in PREPS and not cased[i - 1][:1].isupper())):
            return False
        if i > 0 and cased[i - 1][:1].isupper() and _inflected_verb(w):
            return False  # 'the city in Texas | Smith moved | to'
    return True


_OF_PAY = re.compile(r"of (?:[a-z\-']+ ){0,3}(?:pay|salary|salaries|wages?|compensation|remuneration)\b")
"""What a level or rate is of when it asks how well something is paid ("the level of parental leave pay")."""

_KIND_NOUNS = frozenset({"kind", "type", "sort", "variety", "category", "genre", "style", "class"})
"""Nouns that name a kind of what follows 'of' ("What kind of leave"): the answer is one kind of that noun."""
_SPENDING_NOUNS = frozenset({"fee", "cost", "expense", "charge", "allowance", "benefit", "payment", "reimbursement"})
"""Money nouns whose plural after which / what asks for kinds of them ("Which fees ...?"), not for a sum."""
_KIND_OF = re.compile(r"\b(?:what|which)\s+(?:" + "|".join(sorted(_KIND_NOUNS)) + r")s?\s+of\s+([a-z]{3,})\b")

_PLACE_NOUNS = ("country", "nation", "city", "town", "village", "county", "state", "province", "capital", "district",
                "municipality", "borough", "neighborhood", "prefecture", "continent", "island", "region", "suburb")
_PLACE_FORMS = "|".join(f"{n[:-1]}ies|{n}" if n.endswith("y") else f"{n}s?" for n in _PLACE_NOUNS)  # and plurals
_PLACE_RE = re.compile(r"\b(?:which|what)\s+(?:[a-z\-]+\s+)?(" + _PLACE_FORMS + r")\b"
                       r"|\bthe\s+(?:[a-z\-]+\s+)?(" + _PLACE_FORMS + r")\s+(?:where|in which|of|that|with)\b")


def place_noun(question: str) -> str | None:
    """The kind of place a question asks for ("In which country is X?" -> "country", "What is the city where ..."
    -> "city"), or None when it names none."""
    m = _PLACE_RE.search(question.lower())
    return singular(m.group(1) or m.group(2)) if m else None  # "Which cities ..." -> "city"


COUNTED_UNITS = {"minute": "minutes", "hour": "hours", "day": "days", "week": "weeks", "month": "months",
                  "year": "years", "mile": "miles", "kilometre": "kilometres", "kilometer": "kilometres"}


_WHAT_HAPPENS_IF = re.compile(r"^\W*what\s+(?:(?:happens|will\s+happen|would\s+happen)\s+(?:if|when|unless|once|"
                              r"after|should)|if)\b", re.IGNORECASE)  # 'What if I choose ...?' too


PLACE_ADVERBS = frozenset(
    "abroad overseas domestically internationally nationally locally here there today now".split())
"""Adverbs of where or when a value holds ("the hotel cap abroad", "the meal allowance now"), no noun of it."""
_WHERE_OR_WHEN_ADVERBS = PLACE_ADVERBS | {"currently", "nowadays"}
_PERIOD_AFTER = re.compile(r"(?:every|each|per|a|an)\s+(?:[a-z\d]+\s+)?(?:day|night|week|month|quarter|year)s?\b")


def answer_type(question: str, slot: str | None) -> str | None:
    """What kind of value a sub-question's answer is, for the verifier's typing of slot candidates: the slot, with
    "kind of N" for "What kind / type / sort of N" (the answer names a kind of N: "Parental leave"), a "location"
    narrowed to the kind of place the question names (so a country is told from a city), "kind of fee" for the plural
    of a money noun ("Which fees ..."), a "number" to "identifier" for "What number ..." (no "of"), else
    to the unit it counts ("How many weeks ..." -> "weeks") or to "per_unit" ("How many pairs per second ..."), and
    a "date" to the century or decade it asks for ("In what century ..." -> "century")."""
    if _WHAT_HAPPENS_IF.match(question):
        return EVENT  # 'What happens if I choose 59 weeks of parental leave?': an event, no one it happens to
    kind = _KIND_OF.search(question.lower())
    if kind is not None and slot in _KIND_NOUNS:
        return f"{KIND_OF}{singular(kind.group(1))}"
    if slot in _SPENDING_NOUNS and re.search(rf"\b(?:which|what)\s+(?:[a-z\-]+\s+)?{slot}s\b", question.lower()):
        return f"{KIND_OF}{slot}"  # 'Which fees does boreal not reimburse?': kinds of fee ("Parking fees"), no sum
    if slot == "location":
        return place_noun(question) or slot
    if slot == "date":
        m = re.search(r"\b(?:which|what)\s+(century|decade)\b", question.lower())
        return m.group(1) if m else slot
    if slot == "number":
        if re.search(r"\b(?:which|what)\s+(?:phone\s+)?number\b(?!\s+of\b)", question.lower()):
            return "identifier"  # 'What number do I call ...': a number that names (a phone line), no count
        m = re.search(r"\bhow many ([a-z]+)", question.lower())
        if m and singular(m.group(1)) in COUNTED_UNITS:
            return COUNTED_UNITS[singular(m.group(1))]
        if re.search(r"\bhow many [a-z\-]+(?: [a-z\-]+)? per\b", question.lower()):
            return "per_unit"  # 'How many pairs per second ...': a number per unit ("81 pairs/s"), not a count
        m = _COUNTED_LAST.search(question.lower())
        if m and singular(m.group(1)) in COUNTED_UNITS:
            return COUNTED_UNITS[singular(m.group(1))]  # 'How many parental leave weeks?': weeks (was any number,
            # "80 percent")
    return slot


_COUNTED_LAST = re.compile(r"\bhow many (?!(?:more|fewer|less|extra|additional|other)\b)(?:[a-z\-]+ ){1,3}?([a-z]+)"
                           r"(?=\s+(?:do|does|did|can|could|is|are|will|would|may|must|should|of|at|in|for)\b"
                           r"|\s*\??\s*$)")
"""The last noun of the phrase "how many" counts, when the phrase ends the question or meets its verb (not a difference:
'How many more weeks ...')."""


def asks_for_several(question: str) -> bool:
    """The question's wh-word asks for a plural noun ("Which cities does acme have offices in?", "What three churches
    ..."), or where several things are ("Where are acme's offices?"): every value, not one. Not "What is ...", "Which city ...", "What news ..." nor a choice among a group
    ("Which of the two tornado outbreaks killed the most people?")."""
    q = question.strip().lower()
    if re.match(r"^where (?:are|were) ", q):
        return True  # 'Where are acme's offices?': where each of them is
    m = re.match(r"^(?:(?:in|on|at|for|from|by|to|with) )?(?:which|what) (?!of\b)(.*)$", q)
    if m is None:
        return False
    nouns: list[str] = []
    for f in m.group(1).split()[:5]:
        f = f.strip(",;:?\"'")
        if nouns and _plural_noun(nouns[-1]) and verb_base(f) == f:
            break  # 'Which expenses require approval': a plural noun, then its verb
        if not f or f in AUX or f in PREPS or f in _NOUN_ENDS or f == "of" or _inflected_verb(f):
            break
        nouns.append(f)
    return bool(nouns) and _plural_noun(nouns[-1])


def _plural_noun(word: str) -> bool:
    return singular(word) != word and word not in ("news", "physics", "mathematics", "economics", "politics")


def with_answer_types(plan: Plan) -> Plan:
    """The plan with each claim whose open slot is its sub-question's answer told what kind of value that is
    (:func:`answer_type`) and whether it asks for every value (:func:`asks_for_several`); an ``answer_type`` already
    set is kept."""
    by_id = {sq.id: sq for sq in plan.sub_questions}
    claims = []
    for c in plan.claims:
        sq = by_id.get(c.sub_question_id)
        if c.answer_type is None and sq is not None and c.slot == sq.id:
            c = c.model_copy(update={"answer_type": answer_type(sq.text, sq.slot),
                                     "several": c.several or asks_for_several(sq.text)})
        claims.append(c)
    return plan.model_copy(update={"claims": claims})


_WH_CONTRACTION = re.compile(r"^(\W*)(what|who|where|when|how|which|why)['’](s|re)\b", re.I)
_LATER_WH_CONTRACTION = re.compile(  # a later clause's: "who's" only as "who is the ...", not "whose" ("who's third album")
    r"((?:,|;|\band|\bbut|[.?!])\s+(?:(?:and|but)\s+)?)(what|where|when|how|which|why"
    r"|who(?=['’]s\s+(?:the|a|an|in|on|at|responsible|that|this|their|his|her|my|our|your)\b))['’](s|re)\b", re.I)


_REPEATED_PREP = re.compile(r"\b(in|at|from) ([A-Z][\w'\-]*(?: [A-Z][\w'\-]*){0,3}) (and|or) \1 (?=[A-Z])")


def shared_preposition(text: str) -> str:
    """'What is the hotel cap in Berlin and in Lyon?' -> '... in Berlin and Lyon': one preposition for two places, the
    form the conjunction planner splits."""
    return _REPEATED_PREP.sub(r"\1 \2 \3 ", text)


def expand_contractions(text: str) -> str:
    """A question (or a clause after "and" / "but" / a comma, or a sentence after another) opening with "What's" /
    "Who's" / "Where're" ... opens with "What is" / "Who is" / "Where are", which the planner reads and splits ("Who
    approves X and what's the meal allowance?", "I'm going to Oslo. What's the hotel cap there?"); nothing else
    changes (a claim's "there's", a "who's" for "whose" inside a clause)."""
    def expand(m: re.Match[str]) -> str:
        return f"{m.group(1)}{m.group(2)} {'is' if m.group(3).lower() == 's' else 'are'}"

    return _LATER_WH_CONTRACTION.sub(expand, _WH_CONTRACTION.sub(expand, text))


_ORDINAL_IDIOM = re.compile(r"\b(?:the\s+)?(day|week|month|year)\s+(one|two|three)\b(?![\s-]+(?:thousand|hundred|and\b))")
_ORDINALS = {"one": "first", "two": "second", "three": "third"}


_SIGN_OFF = re.compile(r"\b(sign|signs|signed|signing)\s+off(?:\s+on)?\b(?=\s+[a-z0-9]|\s*[?.!]*$)")
_APPROVE_FORMS = {"sign": "approve", "signs": "approves", "signed": "approved", "signing": "approving"}


_APPROVAL_NOUN = re.compile(  # someone's or the OK: a noun after a possessive or a determiner, not "is it OK to"
    r"(?:\b(?P<owner>\w+)(?P<s>'s?)\s|\b(?:(?P<det>(?i:the|my|your|our|their|his|her|whose))\s|(?i:an?)\s+))"
    r"(?:OK|okay|go-ahead|green light)\b(?![-'])")
_IS_CONTRACTED = frozenset({"it", "that", "this", "there", "here", "he", "she", "what", "who", "where", "which", "how"})


def _approval(m: re.Match[str]) -> str:
    owner = m.group("owner")
    if owner is not None:  # "it's OK" says "it is": no owner
        return m.group(0) if owner.lower() in _IS_CONTRACTED else f"{owner}{m.group('s')} approval"
    return f"{m.group('det')} approval" if m.group("det") else ("Approval" if m.group(0)[0].isupper() else "approval")


def approval_idioms(text: str) -> str:
    """"sign off (on)" -> "approve" (in its form: "signs off on" -> "approves"; "signs off expenses" too, before its
    object): the word policies write ("Expenses above 1,000 USD require approval from the head of finance"), which
    the model reads against "sign off on" as a contradiction (0.47 against 0.40). Someone's "OK" (or "go-ahead",
    "green light") is their approval ("my manager's OK for a 300 EUR expense": the model read 0.34 against "Expenses
    of 500 EUR or less are approved by the direct manager", 0.90 for "approval"); "an OK" drops its article."""
    text = _APPROVAL_NOUN.sub(_approval, text)
    return _SIGN_OFF.sub(lambda m: _APPROVE_FORMS[m.group(1)], text)


_CABIN = re.compile(r"\b(?P<verb>(?:fly|flies|flew|flown|flying|book|books|booked|booking)\s+)"
                    r"(?P<cabin>business|economy|first)\b(?!\s+class\b|-class\b)", re.IGNORECASE)


def cabin_classes(text: str) -> str:
    """"fly business" -> "fly business class" (economy, first likewise): the words policies write ("Economy class is
    required for flights shorter than eight hours"), which the requirement check holds against the claim's class
    (was abstained: "I can fly business on a 6 hour flight" named no class)."""
    return _CABIN.sub(lambda m: f"{m.group('verb')}{m.group('cabin')} class", text)


_SIGN_IN = re.compile(r"\b(?P<verb>sign|signs|signed|signing)\s+in\b(?!\s+(?:to|with|as|using|via)\b)", re.IGNORECASE)
_REGISTER_FORMS = {"sign": "register", "signs": "registers", "signed": "registered", "signing": "registering"}


def register_idioms(text: str) -> str:
    """"sign in" -> "register" (in its form), the word a policy writes of visitors ("Visitors must be registered at
    the Bergen office reception"; "Do visitors need to sign in?" abstained). Not "sign in to" a system, "with" or "as"
    someone."""
    return _SIGN_IN.sub(lambda m: _REGISTER_FORMS[m.group("verb").lower()], text)


def policy_idioms(text: str) -> str:
    """A question in the words policies write: :func:`ordinal_idioms`, :func:`approval_idioms`,
    :func:`cabin_classes`, :func:`register_idioms`, :func:`use_of_money`, :func:`one_for_the_noun`,
    :func:`in_advance`, :func:`remote_idioms`, :func:`limit_idioms`, :func:`spending_conditions`,
    :func:`time_allowed`, :func:`asked_of_a_plan`, :func:`life_events`."""
    return life_events(asked_of_a_plan(time_allowed(spending_conditions(limit_idioms(remote_idioms(in_advance(
        one_for_the_noun(use_of_money(register_idioms(cabin_classes(approval_idioms(ordinal_idioms(text)))))))))))))


_TIME_OK = re.compile(
    r"^(?i:is|are|would\s+be|will\s+be)\s+(?P<amount>(?:\d+|" + "|".join(sorted(NUMBER_WORDS)) + r")\s+"
    r"(?:hours?|days?|weeks?|months?))\s+(?i:ok|okay|fine|acceptable|allowed)\s+(?P<prep>for|to)\s+"
    r"(?P<verb>[a-z]+)\b(?P<rest>[^?.!]*)(?P<end>[?.!]*)$")


def _gerund_base(word: str) -> str | None:
    """The known verb an -ing form is of ("submitting" -> "submit", "using" -> "use"), or None."""
    if not word.endswith("ing") or len(word) < 6:
        return None
    stem = word[:-3]
    undoubled = stem[:-1] if stem[-1] == stem[-2] else None
    return next((c for c in (stem, undoubled, stem + "e") if c is not None and c in VERBS), None)


def time_allowed(text: str) -> str:
    """"Is 20 days ok for submitting receipts?" -> "Is it ok to submit receipts after 20 days?": a span of time
    asked to be allowed for doing a thing is how long after one does it, which the deadline check reads against
    "Receipts must be submitted within 30 days" (was "No": the number check read 20 days against 30 days). Only a
    known verb."""
    m = _TIME_OK.match(text)
    if m is None:
        return text
    verb = m.group("verb")
    base = _gerund_base(verb) if m.group("prep") == "for" else (verb if verb in VERBS else None)
    if base is None:
        return text
    return f"Is it ok to {base}{m.group('rest').rstrip()} after {m.group('amount')}{m.group('end')}"


_MONEY = r"(?:[$€£]\s?\d[\d,.]*\d|[$€£]\s?\d|\d[\d,.]*\s+(?:[A-Z]{3}|euros?|dollars?|kroner))\b"
_SPENDING = (r"(?:(?:I|we|you|an?\s+employee|someone|they)\s+(?:spend|spends|spent|pay|pays|paid)"
             r"|(?:an?|the|my|our|your|it)\s*(?:expense|bill|purchase)?\s+(?:is|costs|comes\s+to|totals))\s+")
_SPEND_FIRST = re.compile(rf"^(?:(?i:if|when)\s+(?P<who>{_SPENDING})|(?:I|We)\s+(?:have\s+)?(?:spent|paid)\s+"
                          r"|(?:My|Our)\s+(?:expense|bill|purchase)\s+(?:is|was|costs|came\s+to|comes\s+to)\s+)"
                          rf"(?P<amount>{_MONEY})(?:\s+exactly)?(?:[,.;]\s*|\s+(?=(?i:then|who|"
                          r"whose|what|which|how|do|does|did|is|are|can|must|should|will|would)\b))(?:(?i:then)\s+)?"
                          r"(?P<main>[A-Za-z].+?)(?P<end>[?.!]*)$")
_SPEND_LAST = re.compile(rf"^(?P<main>[A-Za-z].+?),?\s+(?i:if|when)\s+(?P<who>{_SPENDING})(?P<amount>{_MONEY})"
                         r"(?:\s+exactly)?(?P<end>\s*[?.!]*)$")
_BARE_APPROVED = re.compile(rf"\b(?P<verb>approve|approves|approved|approving)\s+(?P<amount>{_MONEY})"
                            r"(?!\s+(?:[a-z]+\s+)?(?:expense|purchase|bill|claim|spend)s?\b)(?!\s+(?:per|a|an|each)\b)")
_APPROVING = re.compile(r"\b(?:approv(?:e|es|ed|ing|al)|authori[sz](?:e|es|ed|ation))\b", re.IGNORECASE)
_SPENT_THING = re.compile(r"\b(?:it|that|this|(?:my|the|an?|our|your|this|that)\s+(?:expense|bill|purchase|claim))"
                          r"\b(?!\s+(?:is|are|was|costs?)\b)")


def spending_conditions(text: str) -> str:
    """"If I spend 600 EUR, who approves it?" -> "Who approves an expense of 600 EUR?" (the amount said in a
    condition, first or last, with "it" / "my expense" for the thing approved, or the expense said after the
    question: "Whose approval do I need for an expense of 600 EUR?"): the words policies write of approval by amount
    ("Expenses above 500 EUR require approval from a department head"), which the bound checks read (was abstained:
    "If I spend 600 EUR, {sq1} approves it" named no expense); "I spent 650 EUR. Who needs to approve that?" likewise,
    and a bare amount approved ("Do I need the head of finance to approve 1,100 USD?"). Only a question of approval,
    and only a bare amount: "If I spend 300 EUR on a client dinner" names what was bought, which no policy of amounts
    is sure to cover, and is left."""
    text = _BARE_APPROVED.sub(lambda b: f"{b.group('verb')} an expense of {b.group('amount')}", text)
    m = _SPEND_FIRST.match(text) or _SPEND_LAST.match(text)
    if m is None or _APPROVING.search(m.group("main")) is None:
        return text
    main = m.group("main")
    said = f"an expense of {m.group('amount')}"
    thing = _SPENT_THING.search(main)
    if thing is not None:
        main = main[: thing.start()] + said + main[thing.end():]
    else:  # 'who has to approve', 'do I need approval (from a director)': the expense after it
        main = f"{main} {'' if re.search(r'approves?$', main) else 'for '}{said}"
    return capitalise(main) + m.group("end").strip()


_THEN = r"\s*(?:[.,;:]|\s-+)\s+"  # a statement, then the question: "I want to ..., is that ok?"
_OK = r"(?:ok|okay|fine|allowed|possible|permitted|acceptable|alright|all\s+right)"
_WANT_TO = re.compile(
    rf"^(?P<who>I|We)(?:\s+(?:want|would\s+like|plan|intend|hope|need)|['’]d\s+like)\s+to\s+"
    rf"(?P<vp>(?!(?:know|ask|check|confirm|understand|find\s+out)\b)[a-z][^.,;:?!]*?){_THEN}"
    rf"(?i:is\s+(?:that|this|it)\s+{_OK}|(?:can|may)\s+(?:I|we)(?:\s+do\s+(?:that|this|it))?)\s*\?*$")
_PLACE_NAME = r"[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*"
_HOTEL_PRICED = re.compile(
    rf"^(?i:my|our|the)\s+(?:(?P<place1>{_PLACE_NAME})\s+)?(?i:hotel(?:\s+room)?|room)"
    rf"(?:\s+in\s+(?P<place2>{_PLACE_NAME}))?\s+(?i:costs|is|will\s+cost|comes\s+to)\s+"
    rf"(?P<amount>{_MONEY}(?:\s+(?:a|per|each)\s+night)?){_THEN}"
    rf"(?i:is\s+(?:that|this|it)\s+(?:{_OK}|covered|reimbursed|within\s+(?:the\s+)?(?:cap|limit|policy)))\s*\?*$")


_LIFE_EVENT = re.compile(
    r"^(?:I|We)(?:['’]m|['’]re|\s+am|\s+are|\s+have|['’]ve|\s+just)?\s+(?:just\s+)?"
    r"(?:(?P<birth>had|having|expecting|welcoming|welcomed)\s+(?:a\s+|our\s+|my\s+)?(?:new\s+)?(?:baby|child|kid|son|"
    r"daughter)|(?P<adopt>adopting|adopted)(?:\s+(?:a|our)\s+(?:baby|child|kid))?|(?P<foster>fostering|fostered)"
    rf"(?:\s+(?:a|our)\s+(?:baby|child|kid))?|(?:going\s+to\s+be|becoming)\s+(?:a\s+)?(?:parents?|mom|mum|dad|father|"
    rf"mother)){_THEN}(?P<question>[A-Za-z].*)$")
_PLAIN_LEAVE = re.compile(r"\b(?<!parental\s)(?<!annual\s)(?<!sick\s)(?<!unpaid\s)leave\b(?!\s+days?\b)", re.IGNORECASE)
_GET_PARENTAL = re.compile(r"^(?i:do|can|will|would)\s+(?:I|we)\s+(?:get|have|take|qualify\s+for|receive)\s+"
                           r"(?:any\s+)?parental\s+leave\s*\?*$")


def life_events(text: str) -> str:
    """A birth, an adoption or a foster placement said before a question of leave, as the question of parental
    leave: "I had a baby, how much leave do I get?" -> "How much parental leave do I get?" (was abstained: the
    statement sat inside the claim); "We're adopting, do I get parental leave?" -> "Does parental leave cover
    adoption?" (what a policy says of whom it covers)."""
    m = _LIFE_EVENT.match(text)
    if m is None:
        return text
    question = m.group("question")
    case = "adoption" if m.group("adopt") else "foster placement" if m.group("foster") else None
    if case is not None and _GET_PARENTAL.match(question):
        return f"Does parental leave cover {case}?"
    if not re.search(r"\bleave\b", question, re.IGNORECASE):
        return text
    return capitalise(_PLAIN_LEAVE.sub("parental leave", question))


def asked_of_a_plan(text: str) -> str:
    """A statement of what the asker means to do, then the question whether that is allowed, as the one question:
    "I want to work remotely 3 days, is that ok?" -> "Can I work remotely 3 days?"; "My hotel in Paris costs 250 EUR
    a night. Is that ok?" -> "Is a 250 EUR a night hotel in Paris ok?" (the price checked against the cap). Planned
    as written, the statement sat inside the claim ('The answer to "I want to ..." is {sq1}') and was abstained."""
    m = _WANT_TO.match(text)
    if m is not None:
        return f"Can {m.group('who').lower() if m.group('who') != 'I' else 'I'} {m.group('vp').rstrip()}?"
    m = _HOTEL_PRICED.match(text)
    if m is not None:
        place = m.group("place1") or m.group("place2")
        return f"Is a {m.group('amount')} hotel{f' in {place}' if place else ''} ok?"
    return text


_LIMITED_TO = re.compile(r"^(?P<be>is|was|are|were)\s+(?:the\s+)?(?P<x>[a-z]+(?:\s+[a-z]+){0,2}?)\s+limited\s+to\s+"
                         r"(?=\d|one\b|two\b|three\b|four\b|five\b)", re.IGNORECASE)


def limit_idioms(text: str) -> str:
    """"Was remote work limited to 2 days before?" -> "Was the remote work limit 2 days before?": the amount asked
    of the limit, which the policy states ("may work remotely up to 2 days per week") and the planner asks of its
    earlier version (the model contradicted "The previous remote work was limited to 2 days": "No", where the 2022
    policy says yes). A yes / no question of an amount only."""
    m = _LIMITED_TO.match(text)
    if m is None or m.group("x").split()[-1].lower() in _AMOUNT_NOUNS | {"allowance", "stipend"}:
        return text  # 'Is the meal allowance limited to 60 EUR?': an amount already
    be = m.group("be")
    return f"{be} the {m.group('x')} limit " + text[m.end():]


_FROM_HOME = re.compile(r"\b(?P<verb>work|works|worked|working)\s+from\s+(?:home|my\s+home|the\s+house)\b",
                        re.IGNORECASE)


def remote_idioms(text: str) -> str:
    """"work from home" -> "work remotely" (in its form), the words policies write ("Remote work requires approval
    from the direct manager"), which the model read against "I need approval to work from home" as a contradiction
    (0.86; 0.95 entailed for "work remotely")."""
    return _FROM_HOME.sub(lambda m: f"{m.group('verb')} remotely", text)


_AHEAD = re.compile(r"(?P<amount>\b(?:\d+|a|an|one|two|three|four|five|six|ten|thirty)\s+(?:days?|weeks?|months?))\s+"
                    r"(?:before|beforehand|ahead(?:\s+of\s+time)?|early)(?=\s*[?.!]*\s*$)", re.IGNORECASE)


_LEAD_TIME_VERB = re.compile(r"\b(?:request|book|submit|notify|apply|ask|tell|inform|announce|register|file|reserve)"
                             r"(?:s|ed|ing)?\b", re.IGNORECASE)


def in_advance(text: str) -> str:
    """"30 days before" / "beforehand" / "ahead" ending a question -> "30 days in advance", the words policies write
    of a lead time ("Parental leave must be requested 30 days in advance"), which the model read against "30 days
    before" as a contradiction (0.76). Only an amount of time with nothing after it ("30 days before the trip"
    names what it is before), in a question of doing something ahead (request, book, notify ...: "Was parental
    leave 12 weeks before?" asks what it was before now)."""
    if _LEAD_TIME_VERB.search(text) is None:  # 'Was parental leave 12 weeks before?': before now, no lead time
        return text
    return _AHEAD.sub(lambda m: f"{m.group('amount')} in advance", text)


_NAME_OR_YEAR = r"(?:[A-Z][\w\-]*|(?:19|20)\d\d)"
_ONE_AFTER = re.compile(
    r"(?P<sep>(?:,\s*|\s+)(?:(?:and|but)\s+)?(?:what\s+(?:is|are)\s+|how\s+much\s+is\s+)?)the\s+"
    rf"(?:(?P<mod>{_NAME_OR_YEAR}(?:\s+[A-Z][\w\-]*)*)\s+one\b"
    rf"|one(?P<after>\s+(?:in|for|at|of)\s+{_NAME_OR_YEAR}(?:\s+[A-Z][\w\-]*)*))")
_THE_NOUNS = re.compile(rf"\bthe\s+(?:{_NAME_OR_YEAR}\s+)*(?P<nouns>[a-z][\w\-]*(?:\s+[a-z][\w\-]*){{0,3}})")


def one_for_the_noun(text: str) -> str:
    """"the Paris one" / "the one in Paris" after a first question -> the noun that question asked of: "What is the
    Lyon hotel cap, and what is the Paris one?" -> "..., and what is the Paris hotel cap?" (was the claim "{sq2} is
    the Paris one", bound to "Berlin"); "the 2023 one" likewise ("Does the 2025 policy replace the 2023 one?" was
    "No": the model contradicts "the 2023 one"). The noun is the lower-case words after the first question's "the"
    (and the names or year before them), up to a preposition or a verb; nothing changes where there is none."""
    m = _ONE_AFTER.search(text)
    if m is None:
        return text
    first = _THE_NOUNS.search(text, 0, m.start())
    if first is None:
        return text
    nouns: list[str] = []
    run = first.group("nouns").split()
    stop = PREPS | AUX | CONJ | _COMPARATIVES | {"than", "more", "less", "fewer"}
    for i, w in enumerate(run):
        if w in stop or verb_base(w) == w and nouns or (
                i + 1 < len(run) and run[i + 1] == "than" and w.endswith("er")):  # 'newer | than', not 'cap | than'
            break
        nouns.append(w)
    if not nouns:
        return text
    noun = " ".join(nouns)
    said = f"the {m.group('mod')} {noun}" if m.group("mod") else f"the {noun}{m.group('after')}"
    return text[: m.start()] + m.group("sep") + said + text[m.end():]


_SUMS = r"stipend|allowance|budget|money|grant|benefit"
_PAYS_FOR = r"\s+(?:pay\s+for|cover)\b(?![^?.!]*\d)"  # no amount after it: that asks the sum's size
_MONEY_PAYS_FOR = re.compile(
    rf"^(?P<lead>(?:can|could|may)\s+(?:the|my|our|your|their|this|that)\s+(?:[\w\-]+\s+){{0,3}}?(?:{_SUMS}))"
    rf"{_PAYS_FOR}"
    rf"|\b(?P<noun>{_SUMS})(?P<modal>\s+(?:can|could|may)){_PAYS_FOR}", re.IGNORECASE)


def use_of_money(text: str) -> str:
    """"Can the wellness stipend pay for a gym?" -> "Can the wellness stipend be used for a gym?" (a stipend,
    allowance, budget or grant that "can pay for" or "cover" a thing, before or after its modal): the words policies
    write of a sum ("The wellness stipend can be used for gym memberships"), which the model read against "pay for"
    as a contradiction under the document's title (0.60; "No", where the policy says yes). A sum that pays a rate
    ("the allowance pays 60 EUR"), a plain "covers" with no modal, and a thing of an amount ("Can the training budget
    cover a course of 1,800 EUR?", whether the budget is that large: :func:`~claimbound.planner.amounts.within_asked`)
    are left."""
    def used(m: re.Match[str]) -> str:
        if m.group("lead") is not None:
            return f"{m.group('lead')} be used for"
        return f"{m.group('noun')}{m.group('modal')} be used for"

    return _MONEY_PAYS_FOR.sub(used, text)


def ordinal_idioms(text: str) -> str:
    """"on day one" -> "on the first day" ("week two", "year three" likewise): the form documents write ("receive a
    laptop on their first day") and the NLI model reads as the same day; "day one" it judged a contradiction. Lower
    case only ("Year One" is a title) and no longer number ("the year two thousand")."""
    return _ORDINAL_IDIOM.sub(lambda m: f"the {_ORDINALS[m.group(2)]} {m.group(1)}", text)


def strip_q(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().rstrip("?？.!").strip()


def capitalise(text: str) -> str:
    return text[:1].upper() + text[1:] if text and not text.startswith("{") else text


_MOTION_VERBS = frozenset("go send submit forward deliver escalate".split())
"""Verbs of moving or sending something: where it goes is what it goes to ('Where are receipts sent' -> 'sent to').
None that is also a noun a question ends with ('book travel', 'file a return')."""


def _prep_for(slot: str | None) -> str:
    # a manner brings its own preposition ("through the IT helpdesk", "from the training budget", "by email")
    return {"date": "in", "location": "in", "reason": "because of"}.get(slot or "", "")


def _dangling_prep(ws: list[str]) -> int | None:
    """Index of a preposition that lost its object (followed by nothing, a preposition, a wh-word or a clause)."""
    for p, w in enumerate(ws):
        b = bare(w)
        if b not in PREPS and b != "of":
            continue
        nxt = bare(ws[p + 1]) if p + 1 < len(ws) else ""
        # a verb after it opens a clause, but a bare one after a preposition other than 'of' is a noun ('say
        # about | leave'; 'the company X is part of | dissolve' stays a clause), as is one after a stretch of time's
        # 'of' ('for 59 weeks of | leave', 'two years of | work')
        measured = b == "of" and p > 0 and singular(bare(ws[p - 1])) in TIME_UNITS
        verb_next = p + 1 < len(ws) and b != "to" and (
            nxt in AUX or (not is_caps(ws[p + 1]) and verb_base(ws[p + 1]) is not None
                           and ((b == "of" and not measured) or verb_base(ws[p + 1]) != nxt))
        )
        if nxt in CONJ and p + 2 < len(ws) and bare(ws[p + 2]) in PREPS:
            continue  # 'in or around Leland': coordinated prepositions share the object that follows
        if p + 1 == len(ws) or nxt in PREPS or nxt in WH or nxt in CONJ or ws[p + 1] in {",", ";"} or verb_next:
            return p
    return None


def _opens_adverbial(ws: list[str]) -> bool:
    """The words after a verb open a prepositional phrase ("at the market", "to the crowd", "up to 800 NOK"), not
    an infinitive ("to do", "to explain")."""
    if len(ws) > 2 and bare(ws[0]) == "up" and bare(ws[1]) == "to":
        return True  # 'reimburse | up to 800 NOK per month'
    if len(ws) > 1 and bare(ws[0]) in ("every", "each") and singular(bare(ws[-1])) in TIME_UNITS and len(ws) <= 3:
        return True  # 'have | every three years', 'get | each year'
    if len(ws) > 1 and bare(ws[0]) in ("a", "an") and singular(bare(ws[1])) in TIME_UNITS:
        return True  # 'get | a year', 'spend | a day on meals': a rate, not the verb's object
    if not ws or bare(ws[0]) not in PREPS:
        return False
    return bare(ws[0]) != "to" or (len(ws) > 1 and (bare(ws[1]) in DETS or is_caps(ws[1]) or ws[1][:1].isdigit()))




def _noun_after_be(pred: list[str], lead_prep: bool) -> bool:
    """After "is" and a subject, the rest reads as a bare verb, which cannot follow "is": a noun of the subject's own
    (one lone word after a leading preposition, 'For whom is the parking | permit', or with a noun's ending; a bare
    verb and then a noun, 'Where is the acme | head office')."""
    if not all(re.fullmatch(r"[a-z]+", w) and _open_class(w) and not is_participle(w) for w in pred):
        return False
    if len(pred) == 1:  # not a state ('Until what time is the Bergen office | open')
        if bare(pred[0]).endswith(_NOUN_SUFFIXES):
            return True  # 'Where is the Bergen office | reception': a noun by its ending
        return lead_prep and verb_base(pred[0]) == bare(pred[0]) and bare(pred[0]) not in _STATE_ADJECTIVES
    return (len(pred) == 2 and verb_base(pred[0]) == bare(pred[0]) and verb_base(pred[1]) is None
            and bare(pred[1]) not in _PREDICATE_ADJECTIVES)


def _prep_with_its_verb(pred: list[str], lead_prep: str, wh: str, prep: str, slot: str | None) -> bool:
    """The question's own preposition ('To whom ...', 'Where ... sent') goes right after the verb, before a short
    phrase that says where ('training requests are submitted to {ref} at acme', was '... at acme to {ref}'); a time
    stays last ('the bridge was built in London in {ref}')."""
    return ((bool(lead_prep) or (wh == "where" and prep == "to")) and 1 < len(pred) <= 4 and slot != "date"
            and _dangling_prep(pred) is None and _opens_adverbial(pred[1:]) and not any("{" in w for w in pred))


def _place(pred: list[str], ref_np: str, prep: str) -> str:
    """Put the unknown into a predicate: after its dangling preposition (the last word, when that is one: 'carried
    over to'), else at the end (with ``prep``)."""
    p = len(pred) - 1 if pred and bare(pred[-1]) in PREPS and _dangling_prep(pred) is not None else _dangling_prep(pred)
    if p is not None:
        return join([*pred[: p + 1], ref_np, *pred[p + 1 :]])
    return join([*pred, *([prep] if prep else []), ref_np])


def _phrase_of_the_counted(ws: list[str], low: list[str], k: int) -> bool:
    """After "how many N", a preposition whose phrase (up to three words, no verb form) runs to the question's auxiliary
    still belongs to the counted noun ("How many weeks of parental leave | at full pay | does boreal offer"); one
    before a verb opens the predicate ("How many people in Norway own cars")."""
    if low[0] != "how" or low[1] not in ("many", "much") or k < 3:
        return False
    aux = next((j for j in range(k + 1, min(k + 5, len(ws))) if low[j] in AUX), None)
    return aux is not None and all(not _inflected_verb(w) and bare(w) not in PREPS | CONJ | WH for w in ws[k + 1:aux])


def _counted_modifier(ws: list[str], low: list[str], k: int) -> bool:
    """Right after "how many" / "how much", a participle before a plain lower-case word modifies the counted noun
    ("How many | unused annual leave days can I carry over", "How many paid days ..."); one before a determiner, a
    preposition or an auxiliary is the verb ("How many died in the war", "How many attended the meeting")."""
    return (k == 2 and low[0] == "how" and low[1] in ("many", "much") and k + 1 < len(ws)
            and re.fullmatch(r"[a-z][a-z\-]*", ws[k + 1]) is not None
            and low[k + 1] not in AUX | PREPS | DETS | CONJ and verb_base(ws[k + 1]) in (None, low[k + 1]))


def _inflected_verb(word: str) -> bool:
    """A verb form that cannot be a noun here: -s / -ed / irregular past of a known verb, or a participle."""
    b = bare(word)
    base = verb_base(word)
    return (base is not None and base != b) or (is_participle(word) and b not in VERBS)


_ATTRIBUTIVE = frozenset("default first last latest current main official original only primary preferred recommended "
                         "standard best worst".split())
_NOT_SUPERLATIVE = frozenset("interest forest contest protest request test guest quest chest west nest rest arrest "
                             "harvest conquest manifest behest".split())


def _attributive(word: str) -> bool:
    """A word that says which one of a kind, with no noun of its own ("the default", "the largest")."""
    w = bare(word)
    return w in _ATTRIBUTIVE or (len(w) > 4 and w.endswith("est") and w not in _NOT_SUPERLATIVE)


_CATENATIVE = frozenset("want try plan need hope decide like love begin start continue seem appear attempt fail refuse "
                        "agree promise learn expect intend choose wish manage prefer hate have ought tend".split())
"""Verbs whose infinitive is their object ('What did he want to eat?': the unknown is the infinitive's)."""


_TWO_OBJECTS = frozenset("give tell send show ask offer pay bring hand teach lend owe".split())
"""Verbs that take a person and a thing ('give my manager {ref}'): a determiner after them opens no object of
their own that the unknown could not follow."""


def _after_do(do: str, verb: str) -> str:
    """The verb of a do-question in the declarative: 'did publish' -> 'published', 'does run' -> 'runs'."""
    base = verb_base(verb) or bare(verb)
    return past(base) if do == "did" else (third_person(base) if do == "does" else base)


def _negated_modal(word: str) -> bool:
    b = bare(word).replace("’", "'")
    return b.endswith("n't") or b == "cannot"


_PAST_ONLY = frozenset(IRREGULAR_PAST.values()) - VERBS - {"shot", "saw", "won", "left", "was"}


_OPENS_CLAUSE = frozenset({"when", "while", "whenever", "if", "because", "once", "unless"})  # 'What happened when ...'


def _verb_after_wh(ws: list[str]) -> bool:
    """The word right after what / which is a verb, not the wh-phrase's noun: an inflected known verb (or a negated
    modal) followed by what starts a verb's object, complement or a clause ('What led to', 'What caused the', "What
    can't work", 'What happened when'), or the question's only verb, in -s ('What requires approval from ...'). A
    plural noun before 'of' ('What parts of') or before a verb ('What states border') stays a noun."""
    if len(ws) < 3:
        return False
    if _negated_modal(ws[1]):
        return True
    nxt = ws[2]
    b = bare(nxt)
    opens_object = (b in DETS or (b in PREPS and b != "of") or b in {"up", "out", "down", "off"} or b in _OPENS_CLAUSE
                    or is_caps(nxt) or nxt[:1].isdigit() or is_placeholder(nxt))
    irregular_past = bare(ws[1]) in _PAST_ONLY  # 'What drove residents to ...': 'drove' is never a noun
    # 'What requires approval from the chief people officer': a verb in -s with no other verb after it
    only_verb = (ws[1].endswith("s") and verb_base(ws[2]) is None
                 and not any(bare(w) in AUX or _inflected_verb(w) for w in ws[3:]))
    return (_inflected_verb(ws[1]) and (opens_object or irregular_past or only_verb)) or _unknown_s_verb(ws)


def _unknown_s_verb(ws: list[str]) -> bool:
    """'What condenses at 54.36 K': a word the verb list lacks, ending in -s, right after 'what' and before a
    preposition other than 'of' whose object ends the question (a number and its unit, a name, 'the N'), can only be
    the verb. 'What animals at the zoo eat meat' goes on after the object, so 'animals' stays the noun; after
    'which' a noun is the rule ('Which provinces in Canada extend ...')."""
    if len(ws) < 3:
        return False
    w = bare(ws[1])
    if bare(ws[0]) != "what" or verb_base(ws[1]) is not None or is_caps(ws[1]) or len(w) < 5 or not w.endswith("s") or w.endswith(("ss", "us", "is")):
        return False
    if bare(ws[2]) not in PREPS or bare(ws[2]) == "of":
        return False
    # the rest is the preposition's object: a number and its unit, a name, 'the N', or a list of nouns ('What applies
    # to birth, adoption and foster placement'), with no verb in it
    listed = any(bare(x) in ("and", "or") for x in ws[3:])
    for j in range(3, len(ws)):
        x = ws[j]
        if bare(x) in AUX or (is_verbish(x) and not is_caps(x)):
            return False
        if (x[:1].islower() and bare(x) not in DETS | PREPS | {"and", "or"} and not listed
                and not (ws[j - 1][:1].isdigit() or bare(ws[j - 1]) in DETS)):
            return False
    return True


def _verb_in_head(ws: list[str], k: int) -> int:
    """Where the verb starts when the words skipped as the wh-phrase's noun (``ws[1:k]``) ran into a preposition or
    the end with no verb after them: 'What substantial error put the IPCC research in doubt' (a word followed by a
    determiner), 'What encoding decision needs to be made' (the last word before 'to'). ``k`` itself when no verb
    is found: the question then keeps its old reading."""
    if any(bare(w).startswith(("didn", "doesn", "don't")) for w in ws[2:k]):
        return k  # "What order didn't British make": an object question with do-support, not handled here

    def could_be_verb(j: int) -> bool:  # not a noun after a determiner or 'of'
        return bare(ws[j - 1]) not in DETS | {"of"}

    for j in range(2, k):
        if (is_verbish(ws[j]) or _negated_modal(ws[j])) and could_be_verb(j):
            return j
    for j in range(2, k - 1):
        b = bare(ws[j])
        if bare(ws[j + 1]) in DETS and b not in PREPS | CONJ | DETS | {"of"} and could_be_verb(j):
            return j
    after_to = bare(ws[k + 1]) if k + 1 < len(ws) else ""
    if k < len(ws) and bare(ws[k]) == "to" and bare(ws[k - 1]).endswith("s") and (after_to in BE or after_to in VERBS):
        return k - 1  # 'needs to be made'
    if k == len(ws) and _inflected_verb(ws[1]):
        return 1  # 'What causes cancer': nothing left for a verb but the word after what
    return k


def _verb_index(body: list[str]) -> int:
    """Where the verb starts in the body of a 'How ADVERB can SUBJECT VERB ...' question: the first known verb not
    after a determiner, else the first word followed by a determiner ('an algorithm | solve an NP-complete
    problem'), else by a preposition ('a person | survive without water'), else where the noun phrase ends."""
    def function_word(j: int) -> bool:
        return bare(body[j]) in PREPS | DETS | CONJ | {"of"}

    for i in range(1, len(body)):
        if bare(body[i]) in ("be", "have") or (
                verb_base(body[i]) is not None and not is_caps(body[i]) and bare(body[i - 1]) not in DETS | {"of"}):
            return i  # 'security incidents | be reported': after a modal, "be" and "have" are verbs
    for before in (DETS, PREPS):
        for i in range(1, len(body) - 1):
            if bare(body[i + 1]) in before and not function_word(i):
                return i
    return noun_phrase(body, 0)


def _open_class(word: str) -> bool:
    """A plain lower-case word that is no function word or adverb: a noun or a verb, which the word lists may not
    know ("leave", "apply", "travel")."""
    return re.fullmatch(r"[a-z]+", word) is not None and bare(word) not in STOPWORDS | ADVERBS | DETS | PREPS


_TRAILING_ADVERBS = frozenset({"instead", "too", "also", "later", "first", "afterwards", "anyway", "again", "now",
                               "nowadays"})
"""Adverbs that may end an object question after its verb ('What can parents choose instead?')."""

def _for_how_long(low: list[str], last: str) -> str:
    """The "for " a how-long question's value takes after its verb ("the bridge was closed for {ref}"), none where
    the question ends with it ('How long can I submit receipts for' -> "I can submit receipts for {ref}", was "for
    for")."""
    return "for " if low[1] == "long" and bare(last) != "for" else ""


_BARE_INFINITIVE_VERBS = frozenset({"help", "let", "make", "see", "hear", "watch", "have", "go", "come", "dare"})
"""Verbs followed by a bare verb ('did he help build'), which is then no verb of the subject."""


_LINKING_VERBS = frozenset({"become", "seem", "remain"})
"""Verbs that are never nouns, whose complement may look like a verb ('did Senegal | become independent')."""


def _subject_end(body: list[str]) -> int:
    """End of the subject of a do-question's body: its noun phrase, carried over prepositional phrases up to the
    first known verb ('the focus on forms of procurement | try to prevent'); the bare noun phrase when no known
    verb follows it."""
    end = noun_phrase(body, 0)
    if end == 1 and bare(body[0]) in _PRONOUN_SUBJECTS:
        return end  # 'do I | need for remote work': a pronoun is the whole subject ('work' is no later verb of it)
    for i in range(end, len(body)):
        b = bare(body[i])
        if b in AUX or b in CONJ or body[i] in {",", ";", ":"}:
            break
        if verb_base(body[i]) is not None and not is_caps(body[i]) and bare(body[i - 1]) not in DETS | PREPS | {"of"}:
            if (i + 1 < len(body) and _open_class(body[i + 1]) and bare(body[i]) not in _BARE_INFINITIVE_VERBS
                    and bare(body[i]) not in _LINKING_VERBS
                    and (i + 2 == len(body) or (i + 3 == len(body) and bare(body[i + 2]) in PREPS))):
                return i + 1  # 'does parental leave | apply to': a noun that can be a verb, then the verb
            if i > end and bare(body[end]) in PREPS | {"of"}:
                return i
            if bare(body[i]) in _SAYING_VERBS:
                return i  # 'did the survey | find about remote work': a verb of finding or saying is no noun
            later = _later_verb(body, i)
            if later is not None:
                return later  # 'did the 2024 remote work policy | replace at boreal': 'work' names a kind of policy
            beyond = _verb_after_phrase(body, i)
            if beyond is not None:
                return beyond  # 'does parental leave at cobalt | apply to': 'leave' is the noun a phrase qualifies
            # 'did Iraq military personnel | seek': one or two plain lower-case words still belong to the subject
            plain = all(_open_class(w) for w in body[end:i])
            return i if 0 < i - end <= 2 and plain else end
    k = len(body) - 2  # no known verb: a plain word before the stranded preposition ('the travel policy | apply to')
    if k > end and _before_stranded(body, k) and all(_open_class(w) for w in body[end:k]):
        return k
    return end


_PRONOUN_SUBJECTS = frozenset({"i", "you", "we", "they", "he", "she"})
_SAYING_VERBS = frozenset("find say show reveal suggest conclude learn know think believe mention tell predict expect "
                          "recommend".split())
"""Verbs of finding or saying, which a do-question's subject does not use as nouns ('did the survey | find about')."""


def _before_stranded(body: list[str], k: int) -> bool:
    """``body[k]`` is a plain word (no plural) right before the question's stranded final preposition ('apply | to?'):
    a verb the word lists may not know."""
    return k + 2 == len(body) and bare(body[k + 1]) in PREPS and _open_class(body[k]) and not body[k].endswith("s")


def _later_verb(body: list[str], i: int) -> int | None:
    """A known verb one or two words after ``body[i]`` (a word that can be a verb or a noun) that ends the question
    or stands before a preposition or an article, with only plain nouns between: that one is the verb. A plain word
    right before the question's stranded preposition counts as a known verb ('does the acme travel policy | apply
    to?')."""
    for j in range(i + 1, min(i + 3, len(body))):
        w = body[j]
        if _before_stranded(body, j) and all(_open_class(x) and verb_base(x) is None for x in body[i + 1 : j]):
            return j
        if verb_base(w) is not None and not is_caps(w):
            if verb_base(w) != bare(w):
                return None  # after 'did' / 'does' the verb stands bare: 'fell', 'sports' are no verb of it
            between = body[i + 1 : j]
            ends = j + 1 == len(body) or bare(body[j + 1]) in PREPS | DETS
            if ends and all(_open_class(x) and verb_base(x) is None for x in between):
                return j
            return None
        if not _open_class(w):
            return None
    return None


def _verb_after_phrase(body: list[str], i: int) -> int | None:
    """After ``body[i]`` (a word that can be a verb or a noun), a prepositional phrase of one or two plain words or
    names (no number), then a bare known verb that ends the question or stands before a preposition or an article
    (or a plain word before the question's stranded preposition): that one is the verb, and ``body[i]`` the noun the
    phrase qualifies."""
    if i + 2 >= len(body) or bare(body[i + 1]) not in PREPS:
        return None
    for k in range(i + 3, min(i + 5, len(body))):
        w = body[k]
        if (verb_base(w) == bare(w) or _before_stranded(body, k)) and not is_caps(w):  # 'apply | to?'
            ends = k + 1 == len(body) or bare(body[k + 1]) in PREPS | DETS
            between = body[i + 2 : k]
            if bare(body[k - 1]) in _BEFORE_NOUN:
                return None  # 'does boreal offer at full | pay': an adjective's noun, the phrase's own
            if ends and all((_open_class(x) or is_caps(x)) and verb_base(x) is None and not x[:1].isdigit()
                            for x in between):
                return k
            return None
    return None


_BEFORE_NOUN = frozenset("full half reduced partial normal regular standard double annual monthly weekly daily basic "
                         "base minimum maximum extra".split())
"""Adjectives that stand before their noun: the word after one is that noun, even one the word lists read as a verb
("at full pay")."""


# a leading phrase or clause, a comma, then the wh-question itself ("Within the EU, which court ...", "After X, under
# what period did ..."); a lead that is itself the question ("What is X, which was founded ...") has a relative clause
# after its comma instead
_LEAD_CLAUSE_RE = re.compile(
    r"^(?!(?:what|which|who|whom|whose|how)\b)(?P<lead>[^,]*?\w\s+\w[^,]*?),\s+(?P<rest>(?:(?:in|on|at|under|by|from|to|for|with|during|after|before|through|into|since|until|of)\s+(?=(?:what|which|whom|whose)\b))?(?:what|which|who|whom|whose|where|when|how)\b.+)$", re.IGNORECASE
)


# 'What is X called / named / known as': X is called {ref}
_CALLED_RE = re.compile(r"^what (?P<be>is|was|are|were) (?P<x>.+?) (?P<verb>called|named|known as|referred to as)$",
                        re.IGNORECASE)
_IN_ADVANCE_RE = re.compile(r"^how (?:far|long) (?P<when>in advance|ahead|beforehand) (?P<rest>.+?)\s*\??$", re.IGNORECASE)
_OPEN_HOURS_RE = re.compile(r"^(?:what|which) (?:hours|times|days|time) (?P<be>is|are|was|were) (?P<x>[^,?]+?) "
                            r"(?P<state>open|closed|staffed|available|reachable)\s*\??$", re.IGNORECASE)
_WHEN_STATE_RE = re.compile(r"^when (?P<be>is|are|was|were) (?P<x>[^,?]+?) "
                            r"(?P<state>due|payable|valid|available)\s*\??$", re.IGNORECASE)
_HOW_LONG_AFTER_RE = re.compile(r"^how (?:long|soon) (?P<rel>after|before) (?P<x>[^,?]+?) (?P<aux>can|could|must|should|"
                                r"may|do|does|did|will|would) (?P<rest>[^,?]+?)\s*\??$", re.IGNORECASE)
_HOW_MANY_UNITS_IS_RE = re.compile(r"^how many (?:minutes|hours|days|weeks|months|years|nights) "
                                   r"(?P<be>is|are|was|were) (?P<x>(?!there\b)(?:the |my |our |an? )?[a-z][^,?]*?)"
                                   r"\s*\??$", re.IGNORECASE)
_SIZE_OF_AMOUNT_RE = re.compile(r"^how (?:big|large|high|generous) (?P<be>is|are|was|were) (?P<x>[^?]*\b(?:budget|allowance|"
                                r"cap|stipend|salary|reimbursement|limit|rate|per diem|bonus|payment)s?"
                                r"(?: (?:in|for|at|of|on) [^?]+)?)\s*\??$",
                                re.IGNORECASE)
_TO_VERB = r"to(?= (?!(?:the|a|an|my|your|our|their|this|that|these|those|his|her|its)\b)[a-z]+)"
"""A purpose clause after 'do' ('What must I do to work remotely'), not a thing done to ('... do to the laptop')."""
_WHAT_TO_DO_RE = re.compile(
    r"^what (?:(?P<aux>must|should|can|could|may|might|shall)|(?P<doaux>do|does|did)) (?P<who>(?:I|we|you|they|"
    r"(?:the |a |an |new |our |my |all )?[a-z]+(?: [a-z]+)?)) (?P<need>(?(doaux)(?:need|have) to |(?:need to |have to )?))"
    r"do(?P<rest>(?: (?:at|in|on|when|if|after|before|during|with|about|first|" + _TO_VERB + r")\b[^?]*)?)\s*\??$",
    re.IGNORECASE)
"""'What must visitors do (at X)', 'What do visitors need to do', 'What should I do if ...': what someone is to do, an
action (not 'What does the scope guard do', which asks what a thing does)."""
_WHAT_DO_I_DO_RE = re.compile(r"^what (?P<aux>)(?P<doaux>do) (?P<who>I|we) (?P<need>)do"
                              r"(?P<rest>(?: (?:at|in|on|when|if|after|before|during|with|about|first|now"
                              r"|" + _TO_VERB + r")\b[^?]*)?)"
                              r"\s*\??$", re.IGNORECASE)
"""'What do I do if my phone is broken?': what the asker is to do (as 'What should I do ...')."""


_FINITE_RE = re.compile(r"\b(?:am|is|are|was|were|has|have|had|got|lost|broke|need|want)\b|n't\b|'m\b", re.IGNORECASE)
"""A finite verb that makes a lead a clause ("My phone is broken", "I lost my badge"), not a phrase ("Within the
EU")."""


def _what_to_do(q: str) -> re.Match[str] | None:
    return _WHAT_TO_DO_RE.match(q) or _WHAT_DO_I_DO_RE.match(q)


_HAPPENS_TO_RE = re.compile(r"^what (?:happens|happened|will happen) to (?P<x>[^,?]+?)\s*\??$", re.IGNORECASE)
_DEFINED_RE = re.compile(r"^what (?:(?P<be>is|are) (?P<x>(?:an? )?[a-z][a-z\-]*(?: [a-z][a-z\-]*){0,3}|(?P<name>[A-Z]"
                         r"[\w\-]*(?: [A-Z][\w\-]*){0,3}))"
                         r"|does (?P<y>(?:an? |the )?[a-z][a-z\-]*(?: [a-z][a-z\-]*){0,3}|'[^']{2,40}'|\"[^\"]{2,40}\")"
                         r" mean)\s*\??$")


_WHO_IS_NAME_RE = re.compile(r"^[Ww]ho (?P<be>is|was) (?P<name>[A-Z][\w\-]*(?: [A-Z][\w\-]*){1,3})\s*\??$")


def definition_subject(question: str) -> tuple[str, str] | None:
    """(the words, the verb) of a question asking what words mean: 'What is a hotel cap?' (an indefinite article),
    'What is parental leave?' (plain lower-case words, no article: a term), a name ('What is Lyon?', 'Who is Claire
    Dubois?' for a full name: what the documents say it is), 'What does per diem mean?', 'What does 'Pax Mongolica'
    mean?' (quoted words of any case); ``None`` for 'What is the hotel cap?' (a value) or words that are no noun
    phrase."""
    q = strip_q(question)
    who = _WHO_IS_NAME_RE.match(q)
    if who is not None:  # 'Who is Claire Dubois?': what the documents say she is ("Acme's chief executive")
        return who.group("name"), who.group("be")
    m = _DEFINED_RE.match("w" + q[1:]) if q[:1] in ("W", "w") else None  # the words keep their case
    if m is None:
        return None
    x = m.group("x") or m.group("y")
    if x[:1] in ("'", '"'):  # quoted words are the term whatever they are: 'What does 'Pax Mongolica' mean?'
        return x, "means"
    ws = x.split()
    ws = ws[1:] if ws[0] in ("a", "an") or (ws[0] == "the" and m.group("y")) else ws  # 'What is the cap': a value
    if not ws or any(w in AUX or w in WH or w in PRONOUNS or w in ("there", "not", "it") for w in ws) or (
            m.group("x") and any(w in PREPS or w in DETS or w in CONJ or w == "of" or w.endswith("ing") for w in ws)):
        return None  # 'What does per diem mean' asks for a definition whatever its words; 'What is' needs a noun phrase
    if m.group("x") and len(ws) == 1 and not x.startswith(("a ", "an ")) and not m.group("name"):
        return None  # 'What is love?', 'What is sarcomere?': one bare word is too often something else
    if m.group("x") and len(ws) > 1 and is_participle(ws[0]) and not is_caps(ws[0]):
        return None  # 'What is replaced every three years?': a passive, what is replaced
    return (x, m.group("be")) if m.group("x") else (x, "means")


_PREP_HOW_MANY_RE = re.compile(r"^(?P<prep>within|in|for|after|before|over|under|during|up to)\s+how\s+many\s+(?P<noun>[a-z]+)"
                               r"(?P<of>\s+of\s+(?:an?\s+|the\s+)?[a-z]+)?\s+(?P<rest>.+)$", re.IGNORECASE)
# 'What can employees use the stipend for?': a generic agent (the reader, the staff) and a stranded preposition; the
# claim is the passive a handbook writes ("the stipend can be used for {ref}"), which names no agent
_GENERIC_AGENT = r"(?:i|we|you|(?:[a-z]+ )?(?:employees|staff|workers|people))"
_GENERIC_AGENT_RE = re.compile(
    rf"^what (?P<aux>can|could|may|must|should|do|does) {_GENERIC_AGENT}"
    r" (?P<verb>[a-z]+) (?P<obj>(?:the|a|an|my|our|your|their) .+?) (?P<prep>for|on|with|to|from|in)$", re.IGNORECASE)
# 'Where must employees book travel?': the same for a place, after a modal ('travel must be booked in {ref}'); the
# object is plain lower-case words
_GENERIC_WHERE_RE = re.compile(
    rf"^where (?P<aux>can|could|may|must|should) {_GENERIC_AGENT} (?P<verb>[a-z]+) (?P<obj>[a-z]+(?: [a-z]+){{0,3}})$",
    re.IGNORECASE)


_UNLISTED_IRREGULAR = frozenset(
    "keep send pay read wear hear feel understand stand sleep catch forget hang drink ride steal strike throw blow lay "
    "lend bend bind dig hit hurt let quit shut spread cut hide light slide spin stick swear sweep swing tear wake "
    "withdraw deal shake shine split cost".split())
"""Irregular verbs :data:`IRREGULAR_PAST` does not list, whose participle :func:`past` would get wrong ('keeped')."""


def _generic_agent_passive(q: str, ref: str) -> str | None:
    m = _GENERIC_AGENT_RE.match(q) or _GENERIC_WHERE_RE.match(q)
    word = bare(m.group("verb")) if m is not None else ""
    # the word stands where the verb must: one the lists do not know ('book') is a regular verb in its base form
    base = verb_base(word) or (word if not re.search(r"(?:s|ed|ing|ly)$", word) else None)
    if m is None or base is None or base != word or not past(base).endswith("ed") or base in _UNLISTED_IRREGULAR:
        return None  # an irregular participle ('spent', 'taken') is not formed here; 'submitted' is
    obj = m.group("obj")
    if "prep" not in m.groupdict() and any(bare(w) in PREPS | AUX | CONJ | {"of"} for w in obj.split()):
        return None  # 'Where can staff park for free': no plain object
    part = past(base)  # a regular verb: its participle is its past
    aux = m.group("aux").lower()
    be = f"{aux} be" if aux not in ("do", "does") else ("are" if obj.endswith("s") else "is")
    return f"{obj[0].lower()}{obj[1:]} {be} {part} {m.groupdict().get('prep') or 'in'} {ref}"


# a wh-question, then a condition on it: the claim is the question's, with the condition after it
_CONDITION_RE = re.compile(r"^(?P<main>(?:what|which|who|whom|how)\b.+?\w),?\s+(?P<cond>(?:if|assuming|unless|provided"
                           r"|when(?=\s+(?:I|I'm|I am|we|we're|you|you're)\b))\s.+)$", re.IGNORECASE)
"""A question's condition said last: "if ...", or "when" the asker is so ("How much vacation do I get when I'm over
60?")."""

_ATTRIBUTE_NOUNS = frozenset({"nationality", "ethnicity", "religion", "profession", "occupation", "gender", "color",
                              "colour", "genre"})
"""Nouns of "What N was X?" whose answer describes X ("Hungarian", "a lawyer"), so X comes first in the claim."""


_STATE_ADJECTIVES = frozenset({"open", "closed", "available", "valid", "due", "payable"})
"""States that end a question after its subject ('When is the office open'), which a noun phrase must not take in."""
_PREDICATE_ADJECTIVES = frozenset("famous notable noteworthy renowned responsible eligible liable popular available "
                                  "similar equal entitled grateful proud aware afraid capable fond jealous mandatory "
                                  "compulsory obligatory optional necessary due".split())
"""Adjectives that stand after 'is' with a preposition of their own ('What is the city | famous for'), which a noun
phrase must not take in as a noun."""


def _qualified_to_last(body: list[str], np_end: int) -> bool:
    """The noun phrase ending at ``np_end`` is qualified by one prepositional phrase that runs up to the body's last
    word, its dangling preposition ('the protest in Antigone | about'): the whole is the subject."""
    return (np_end + 2 < len(body) and bare(body[np_end]) in PREPS and bare(body[-1]) in PREPS
            and noun_phrase(body, np_end + 1) == len(body) - 1)


def _asks_own_preposition(body: list[str]) -> bool:
    """After 'What was', a noun phrase followed only by lower-case words and its dangling preposition ('the USSR |
    more worried about'): the unknown is that preposition's object. A relative clause ('the team that Smith played
    for', 'the city Kevin Durant played for') keeps the equating reading."""
    np_end = noun_phrase(body, 0)
    if not 0 < np_end < len(body) or any(bare(w) in AUX | WH | {"that"} for w in body[1:]):
        return False
    last = body[-1].lower()
    if _qualified_to_last(body, np_end):
        return True
    if any(bare(w) in DETS | (PREPS - {last}) or is_caps(w) for w in body[np_end:]):
        return False
    # a second subject without a determiner ('the city | Kevin Durant') opens a reduced relative clause
    return not any(
        is_caps(body[i]) and not is_caps(body[i - 1]) and bare(body[i - 1]) not in DETS for i in range(2, len(body))
    )


_LAST_TIME_RE = re.compile(r"^when (?:was|is) the (?P<which>last|first) time (?P<body>.+)$", re.I)
_TIME_PREPS = {"time": "at", "hour": "at", "day": "on", "date": "on"}  # 'in' for a year, month, century ...
_SHARE_NOUNS = ("percentage", "percent", "proportion", "share", "fraction", "portion")


_BY_WHEN_RE = re.compile(r"^(?P<prep>by|until|till|since)\s+when\s+(?P<rest>.+)$", re.I)
"""'By when must receipts be submitted', 'Until when is the office open': when, with the bound's own preposition."""
_TIME_TO_DO_RE = re.compile(
    r"^(?i:how\s+(?:long|much\s+time|many\s+days)\s+(?P<aux>do|does|did))\s+"
    r"(?P<who>(?:(?:an?|the)\s+)?[a-z]\S*|[A-Z]\S*(?:\s+employees)?)\s+(?P<have>have|get)\s+(?:(?P<to>to)\s+"
    r"(?!(?:stay|remain|wait|work|be|keep|live|serve|study|train|attend|spend)\b)|(?P<to2>for)\s+(?=\S+\s*\S*$))"
    r"(?P<vp>[a-z].+)$")
"""'How long do I have to submit receipts': the time one is given to do a thing, a deadline ("I have {ref} to submit
receipts"; not "I have to submit receipts for {ref}", how long the doing lasts). Not for a verb of lasting ('How long
do I have to stay', 'wait', 'work'), where "have to" says what one must do for that long. 'How long do I have for
receipts' (a short noun phrase) -> "I have {ref} for receipts"."""


_CLAUSE_BEFORE_REF = re.compile(r"^(?P<main>.+?\s(?P<verb>[a-z]+))\s+(?P<clause>(?:when|whenever|if|once|unless)\s+.+?)"
                                r"\s+(?P<ref>\{sq\d+[a-z]?\})$")


_ASK_FOR_BEFORE_REF = re.compile(r"^(?P<main>.*\bask)\s+(?P<rest>(?:for|about)\s+[^{}]+?)\s+(?P<ref>\{sq\d+[a-z]?\})$")
"""'Who do I ask for remote work approval' read as "I ask for remote work approval {sq1}": whom one asks stands right
after "ask" ("I ask {sq1} for remote work approval")."""


def to_claim(question: str, ref: str) -> str:
    """:func:`_to_claim`, with a value that lands after a clause of condition or time put back before it, right after
    its verb ("I contact when my laptop breaks {sq1}" -> "I contact {sq1} when my laptop breaks"), and whom one asks
    after "ask" (:data:`_ASK_FOR_BEFORE_REF`)."""
    claim = _to_claim(question, ref)
    asked = _ASK_FOR_BEFORE_REF.match(claim)
    if asked is not None and asked.group("ref") == ref and bare(words(asked.group("rest"))[-1]) not in PREPS:
        return f"{asked.group('main')} {ref} {asked.group('rest')}"
    m = _CLAUSE_BEFORE_REF.match(claim)
    if (m is None or m.group("ref") != ref or m.group("verb") in AUX or verb_base(m.group("verb")) is None
            or bare(words(m.group("clause"))[-1]) in PREPS):  # "... Indicates Void under {sq1}": the clause's own
        return claim
    return f"{m.group('main')} {ref} {m.group('clause')}"


_HOW_MUCH_MONEY = re.compile(r"^((?i:how\s+much))\s+(?:money|cash)\b(?=\s+(?:do|does|did|can|could|will|would|may)\b)")


def _to_claim(question: str, ref: str) -> str:
    """Turn a wh-question into a declarative claim whose unknown is ``ref`` (e.g. ``{sq2}``).

    'Who was the first president of {sq1}?' -> '{sq2} was the first president of {sq1}';
    'In which country is the Bubye River found?' -> 'the Bubye River is found in {sq1}'.
    Falls back to 'The answer to "<question>" is {ref}' when the shape is not recognised.
    """
    q = _HOW_MUCH_MONEY.sub(r"\1", strip_q(question))  # 'How much money do I get ...': the amount is the money
    time = _LAST_TIME_RE.match(q)
    if time is not None:  # 'When was the last time the Olympics were held in X' -> '... were last held in X in {ref}'
        # 'last' goes after the body's auxiliary, or else before its verb ('Brazil last won in {ref}')
        body = words(time.group("body"))
        at = next((i + 1 for i, w in enumerate(body) if bare(w) in AUX and i > 0), None)
        if at is None or at >= len(body):
            at = next((i for i, w in enumerate(body) if i > 0 and not is_caps(w) and verb_base(w) is not None), None)
        if at is not None:
            return f"{join([*body[:at], time.group('which'), *body[at:]])} in {ref}"
    called = _CALLED_RE.match(q)
    if called is not None:  # 'What is the training script called' -> 'the training script is called {ref}'
        x, be = called.group("x").split(), called.group("be").lower()
        adverb = [x.pop()] if len(x) > 1 and (bare(x[-1]) in ADVERBS or x[-1].endswith("ly")) else []
        return f"{join(x)} {join([be, *adverb])} {called.group('verb')} {ref}"  # '... was formerly known as {ref}'
    advance = _IN_ADVANCE_RE.match(q)
    if advance is not None:  # 'How far in advance must parental leave be requested' -> '... requested {ref} in advance'
        inner = re.sub(rf"\s+(?:in|on|at)\s+{re.escape(ref)}$", f" {ref}", to_claim(f"When {advance.group('rest')}", ref))
        if inner.endswith(f" {ref}"):
            return f"{inner} {advance.group('when')}"
    hours = _OPEN_HOURS_RE.match(q)
    if hours is not None:  # 'What hours is the Bergen office open' -> 'the Bergen office is open {ref}'
        return f"{hours.group('x')} {hours.group('be').lower()} {hours.group('state').lower()} {ref}"
    state = _WHEN_STATE_RE.match(q)
    if state is not None:  # 'When are receipts due' -> 'receipts are due {ref}' (was "{ref} are receipts due"); the
        # span says when ("within 60 days", "within 12 months of a birth"), with its own preposition
        return f"{state.group('x')} {state.group('be').lower()} {state.group('state').lower()} {ref}"
    around = _HOW_LONG_AFTER_RE.match(q)
    if around is not None:
        # 'How long after the birth can I take leave' asks for the window: 'I can take leave within {ref} of the birth'
        # ("12 months after the birth" is one day, which "within 12 months of a birth" contradicts); 'How long before
        # a trip must I book' -> 'I must book {ref} before a trip'
        inner = re.sub(rf"\s+(?:in|on|at)\s+{re.escape(ref)}$", "",
                       to_claim(f"When {around.group('aux')} {around.group('rest')}", ref))
        if not inner.endswith(ref) and not inner.startswith("The answer to"):
            x = around.group("x")
            return f"{inner} within {ref} of {x}" if around.group("rel").lower() == "after" else f"{inner} {ref} before {x}"
    bound = _BY_WHEN_RE.match(q)
    if bound is not None:  # 'By when must receipts be submitted' -> 'receipts must be submitted by {ref}'
        rest = bound.group("rest")
        inner = to_claim(f"When {rest}", ref)
        said = re.search(rf"\s+(in|on|at)\s+{re.escape(ref)}$", inner)
        if said is not None:  # a particle the question ends with stays ('be handed in | by {ref}')
            kept = f" {said.group(1)}" if bare(words(rest)[-1]) == said.group(1) else ""
            return f"{inner[: said.start()]}{kept} {bound.group('prep').lower()} {ref}"
    given = _TIME_TO_DO_RE.match(q)
    if given is not None:  # 'How long do I have to submit receipts' -> 'I have {ref} to submit receipts'
        have = given.group("have").lower()
        if given.group("aux").lower() == "does":
            have = "has" if have == "have" else "gets"
        return f"{given.group('who')} {have} {ref} {given.group('to') or given.group('to2')} {given.group('vp')}"
    happens = _HAPPENS_TO_RE.match(q)
    if happens is not None:  # 'What happens to unused leave days' -> 'unused leave days {ref}' ("can be carried over")
        x = happens.group("x")
        when = re.search(r"\s+(?:at the end of|after|when|if|once|during|before|by)\s.*$", x)
        if when is not None and when.start() > 0:  # '... to unused annual leave | at the end of the year'
            return f"{x[: when.start()]} {ref}{when.group(0)}"
        return f"{x} {ref}"
    units = _HOW_MANY_UNITS_IS_RE.match(q)
    if units is not None and not passive_participle(units.group("x").split()[-1]):  # not '... is parental leave paid'
        # 'How many weeks is parental leave' -> 'parental leave is {ref}' (its value counts weeks;
        # was "parental is leave {ref}")
        return f"{units.group('x')} {units.group('be')} {ref}"
    sized = _SIZE_OF_AMOUNT_RE.match(q)
    if sized is not None:  # 'How big is my training budget' -> 'my training budget is {ref}': an amount, no size
        return f"{sized.group('x')} {sized.group('be')} {ref}"
    to_do = _what_to_do(q)
    if to_do is not None:
        # 'What must visitors do at the Bergen office' -> 'visitors must {ref} at the Bergen office'; 'What do
        # visitors need to do ...' -> 'visitors need to {ref} ...': an action, which the span's predicate gives
        aux, need = (to_do.group("aux") or to_do.group("doaux")).lower(), (to_do.group("need") or "").lower()
        if aux in DO and not need:  # 'What do I do if ...' -> 'I should {ref} if ...'
            return f"{to_do.group('who')} should {ref}{to_do.group('rest')}"
        if aux in DO:
            verb = need.split()[0]
            need = {"does": third_person(verb), "did": "needed" if verb == "need" else "had"}.get(aux, verb) + " to"
            return f"{to_do.group('who')} {need} {ref}{to_do.group('rest')}"
        return f"{to_do.group('who')} {aux}{' ' + need if need else ''} {ref}{to_do.group('rest')}"
    defined = definition_subject(q)
    if defined is not None:  # 'What is a hotel cap' -> 'a hotel cap is {ref}'; 'What does X mean' -> 'X means {ref}'
        return f"{defined[0]} {defined[1]} {ref}"
    generic = _generic_agent_passive(q, ref)
    if generic is not None:
        return generic
    within = _PREP_HOW_MANY_RE.match(q)
    if within is not None:  # 'Within how many months must parental leave be taken' -> '... taken within {ref} months'
        inner = to_claim(f"How many {within.group('noun')} {within.group('rest')}", ref)
        if inner.endswith(f" {ref}"):  # a unit goes with the value ("12 months"), as for 'How many weeks of leave'
            noun = "" if singular(within.group("noun").lower()) in UNITS else f" {within.group('noun')}"
            # what the count is of goes after it ('Within how many months of birth ...': "... within {ref} months of
            # birth", was "Within {ref} months of birth must parental leave be taken")
            return f"{inner[: -len(ref)]}{within.group('prep').lower()} {ref}{noun}{within.group('of') or ''}"
    cond = _CONDITION_RE.match(q)
    if cond is not None:  # 'What period does 1/p have if p is not 2 or 5' -> '1/p has {ref} if p is not 2 or 5'
        inner = to_claim(cond.group("main"), ref)
        if not inner.startswith("The answer to"):
            return f"{inner} {cond.group('cond')}"
    lead = _LEAD_CLAUSE_RE.match(q)
    to_do = _what_to_do(lead.group("rest")) if lead is not None else None
    if lead is not None and to_do is not None and not to_do.group("rest") and _FINITE_RE.search(lead.group("lead")):
        # 'My phone is broken, what do I do?' -> 'I should {ref} if my phone is broken': the clause is the case
        case = lead.group("lead")
        case = case[:1].lower() + case[1:] if case.split()[0].lower() in DETERMINERS else case
        return to_claim(f"{lead.group('rest')} if {case}", ref)
    if lead is not None:  # 'Within the EU, which court believes ...' -> 'Within the EU, {ref} believes ...'
        inner = to_claim(lead.group("rest"), ref)
        if not inner.startswith("The answer to"):
            return f"{lead.group('lead')}, {inner}"
    slot = wh_slot(q)
    ws = words(q)
    if not ws:
        return f"The answer to the question is {ref}"
    low = [bare(w) for w in ws]
    # leading preposition + which/what N: "In which country is X found" -> "X is found in {ref}"
    lead_prep = ""
    if (low[0] in PREPS or low[0] == "of") and len(ws) > 2 and low[1] in ("what", "which", "whom"):
        lead_prep = low[0]
        ws, low = ws[1:], low[1:]
    elif low[:2] == ["up", "to"] and len(ws) > 3 and low[2] in ("what", "which"):
        lead_prep = "up to"  # 'Up to what amount can managers approve expenses' -> '... approve expenses up to {ref}'
        ws, low = ws[2:], low[2:]
    if low[0] == "how" and len(ws) > 3 and low[1] not in ("many", "much") and low[1] not in AUX and low[2] in BE:
        # a participle that is also an adjective ('paid') counts where it ends the question or meets a preposition
        part = next((i for i in range(4, len(ws)) if not is_caps(ws[i]) and (
            is_participle(ws[i]) or (low[i] in _LAST_PARTICIPLES and (i == len(ws) - 1 or low[i + 1] in PREPS)))), None)
        if part is not None and low[1] in ("often", "frequently", "long") and (
                part == len(ws) - 1 or bare(ws[part + 1]) in PREPS):
            # 'How often are acme laptops replaced' -> "acme laptops are replaced {ref}" ("every three years");
            # 'How long was the bridge closed' -> "the bridge was closed for {ref}"; 'How often are salary bands
            # reviewed at boreal' -> "salary bands are reviewed at boreal {ref}"; 'How often is the stipend paid' -> "the
            # stipend is paid {ref}"
            return f"{join(ws[3:part])} {ws[2]} {join(ws[part:])} {_for_how_long(low, ws[-1])}{ref}"
        # 'How long is boreal's sabbatical' -> "boreal's sabbatical is {ref} long"
        return f"{join(ws[3:])} {ws[2]} {ref} {ws[1]}"
    if len(ws) > 4 and low[0] == "how" and low[1] not in ("many", "much") and low[1] not in AUX and (
        low[2] in DO or low[2] in MODAL
    ):
        # 'How often does cobalt review salaries' -> "cobalt reviews salaries {ref}";
        # 'How quickly can an algorithm solve X' -> "an algorithm can solve X {ref}"
        body = ws[3:]
        if low[2] in DO:
            end = next((i for i in range(1, len(body)) if verb_base(body[i]) is not None), noun_phrase(body, 0))
            if end == len(body):  # 'How far did the army | march', 'How often does boreal | review salary bands'
                end = _verb_in_noun_run(body) or end
        else:  # 'How quickly must parental leave | be requested': "leave" is no verb before "be"
            end = _nouns_before_predicate(body, _verb_index(body), True)
        subj, pred = body[:end], body[end:]
        if subj and pred:
            verb = join([_after_do(low[2], pred[0]), *pred[1:]]) if low[2] in DO else join([ws[2], *pred])
            return f"{join(subj)} {verb} {_for_how_long(low, pred[-1])}{ref}"
    if low[0] in WH:
        wh = low[0]
        k = 1
        if wh in ("what", "which", "whose") or (wh == "how" and len(low) > 1 and low[1] in ("many", "much")):
            # skip the noun after what/which/how many
            if wh == "how":
                k = 2
            # 'What caused the fire': no noun after what, the wh-word is the subject
            # 'What often causes floods': an adverb of the verb, no noun either
            verb_first = wh != "how" and (_verb_after_wh(ws) or (len(low) > 2 and low[1] in _WH_ADVERBS))
            while not verb_first and k < len(ws) and low[k] not in AUX and not (
                k > 1 and _inflected_verb(ws[k]) and not _counted_modifier(ws, low, k)
                # a plural noun right before the auxiliary ends the phrase: 'How much of medical costs | does ...'
                and not (k + 1 < len(ws) and low[k + 1] in AUX and low[k].endswith("s"))
            ) and (low[k] not in PREPS or (low[k] == "per" and k + 1 < len(ws)) or _phrase_of_the_counted(ws, low, k)):
                k += 2 if low[k] == "per" else 1
            if wh != "how" and k > 2 and (k == len(ws) or low[k] in PREPS):
                k = _verb_in_head(ws, k)
        head_noun = join(ws[1:k]) if wh in ("what", "which", "how") else ""
        if wh == "how" and head_noun.startswith(("many", "much")):
            head_noun = head_noun.split(" ", 1)[1] if " " in head_noun else ""
            hw = head_noun.split()
            if len(hw) > 1 and hw[:2] == ["time", "off"]:
                ref_np = f"{ref} of {head_noun}"  # 'How much time off' -> '{ref} of time off' ("20 days of ...")
            elif hw and singular(hw[0]) in UNITS:
                # 'How many weeks of leave' -> '{ref} of leave': the bound value is the quantity with its unit
                ref_np = f"{ref} {' '.join(hw[1:])}".strip()
            else:
                ref_np = f"{ref} {head_noun}".strip()
        else:
            ref_np = ref
        aux_at = next((i for i in range(3, len(low)) if low[i] in AUX), None)
        if wh in ("what", "which") and low[1:3] in ([n, "of"] for n in _SHARE_NOUNS) and aux_at is not None:
            # 'What percentage of Spanish Wikipedia edits were from Spain' -> '{ref} of Spanish Wikipedia edits were
            # from Spain': the value is a share of the whole it names, which the claim keeps (as with 'how many of')
            k, head_noun, ref_np = aux_at, ws[1], f"{ref} {join(ws[2:aux_at])}"
        rest = ws[k:]
        rlow = low[k:]
        prep = lead_prep or ("" if wh in ("who", "what", "which", "whom") else _prep_for(slot))
        # the verb ends the question, or comes before one phrase that says where ('sent | at boreal')
        last_verb = rest[-3] if len(rest) > 3 and bare(rest[-2]) in ("at", "in") else rest[-1] if rest else ""
        if wh == "where" and not lead_prep and rest and (verb_base(last_verb) in _MOTION_VERBS or bare(last_verb) == "sent"):
            prep = "to"  # 'Where do training requests go' -> '... go to {ref}'; 'Where are receipts sent' -> '... sent to'
        if not rest:
            return f"The answer to \"{q}\" is {ref}"
        a = rlow[0]
        if (lead_prep == "of" and a in BE and len(rest) > 1 and noun_phrase(rest, 1) == len(rest)
                and not any(w in DETS for w in rlow[2:])):
            # 'Of what church is the Diocese of Fredericton' -> 'the Diocese of Fredericton is a part of {ref}' (was
            # '... is of {ref}', which a span about anything entailed); a second determiner opens a complement
            # ('Of what is ozone a reactive part of oxygen'), left as it was
            return f"{join(rest[1:])} {a} a part of {ref_np}"
        if wh == "how" and ref_np != ref and a in BE:
            return f"{ref_np} {join(rest)}"
        if wh in ("what", "which") and head_noun and a in BE and len(rest) > 2 and rlow[1] == "there":
            # 'What limit is there on hotel bookings' -> '{ref} is the limit on hotel bookings'
            return f"{ref_np} {a} the {head_noun} {join(rest[2:])}"
        if (wh in ("what", "which") and head_noun and a in BE and len(rest) == 3 and rlow[1] == "the"
                and _attributive(rlow[2])):
            return f"{ref_np} {join(rest)} {head_noun}"  # 'Which verifier is the default' -> '... the default verifier'
        if a in BE and head_noun in _ATTRIBUTE_NOUNS and len(rest) > 1 and is_caps(rest[1]):
            return f"{join(rest[1:])} {a} {ref_np}"  # 'What nationality was Géza von Cziffra' -> '... was {ref}'
        if a in BE | HAVE | MODAL and len(rest) > 1:
            body = rest[1:]
            ends_prep = _dangling_prep(body) is not None
            # a verb ends the body ('Which film was X directing'), but not a noun after its article ('... a state')
            ends_part = is_participle(body[-1]) or (verb_base(body[-1]) is not None and len(body) > 1
                                                    and bare(body[-2]) not in DETS
                                                    # after 'is' a bare verb is a noun ("acme's parental leave")
                                                    and not (a in BE and verb_base(body[-1]) == bare(body[-1])))
            # 'What was the capital of X' equates, and so does 'What was the team that Smith played for'; 'What was
            # the USSR more worried about' asks for the object of its own dangling preposition
            own_prep = ends_prep and _asks_own_preposition(body)
            equating = wh in ("who", "what") and not head_noun and bare(rest[1]) in DETS and a in BE and not own_prep
            # 'Which film was shot in X': a participle right after the auxiliary - the wh-phrase is the subject
            passive = not lead_prep and a in BE | HAVE and not is_caps(rest[1]) and (is_participle(rest[1]) or (
                bare(rest[1]) in ("being", "been") and len(body) > 1 and is_participle(body[1])))  # 'is being pushed'
            # 'How many days of annual leave can be carried over': a modal, then a passive with no subject between
            passive = passive or (not lead_prep and a in MODAL and bare(rest[1]) == "be" and len(body) > 1
                                  and passive_participle(body[1]))
            # 'What must mileage claims list': a modal before a subject (no verb right after it), then a lone verb
            # the word lists may not know: an object question ('mileage claims must list {ref}')
            # ... also with a phrase of the subject's own before the verb ('What must mileage claims | at acme |
            # list'): after a modal a word in -s is a noun, so the phrase is no adverbial of a verb before it
            subject_phrase = (len(body) >= 4 and bare(body[-3]) in ("at", "in", "for", "from", "to")
                              and re.fullmatch(r"[a-z]+s", bare(body[-4])) is not None
                              and bare(body[-2]) not in PREPS | DETS | AUX and verb_base(body[-2]) is None)
            modal_object = (a in MODAL and wh in ("what", "which") and 1 < len(body) <= (5 if subject_phrase else 4)
                            and not ends_prep
                            and verb_base(body[0]) is None and bare(body[0]) not in ADVERBS
                            and re.fullmatch(r"[a-z]+", body[-1]) is not None and not body[-1].endswith("ly")
                            and body[-1] not in ADVERBS
                            and not is_participle(body[-1])
                            and not any(bare(w) in PREPS for i, w in enumerate(body)
                                        if not (subject_phrase and i == len(body) - 3))
                            and not any(bare(w) == "be" for w in body[:-1]))  # not 'employees | be reachable'
            if (a in MODAL and wh in ("what", "which") and 2 < len(body) <= 5 and bare(body[-1]) in _TRAILING_ADVERBS
                    and verb_base(body[0]) is None and not any(bare(w) in PREPS for w in body)
                    and re.fullmatch(r"[a-z]+", body[-2]) is not None and not is_participle(body[-2])):
                # 'What can parents choose instead' -> 'parents can choose {ref} instead': the object question of
                # a lone verb, with the adverb after the unknown
                return f"{join(body[:-2])} {rest[0]} {body[-2]} {ref_np} {body[-1]}"
            if modal_object:
                return f"{join(body[:-1])} {rest[0]} {_place(body[-1:], ref_np, prep)}"
            if wh == "who" and not lead_prep and (
                    (a in MODAL and verb_base(body[0]) == bare(body[0]) and not is_caps(body[0]))
                    or (a in HAVE and bare(body[0]) == "to" and len(body) > 1 and verb_base(body[1]) is not None)):
                # 'Who must approve fully remote work', 'Who has to approve it': who is the subject of the verb
                return f"{ref_np} {join(rest)}"
            counted = ref_np != ref or (wh == "how" and bool(head_noun) and singular(head_noun.split()[0]) in UNITS)
            if (wh == "how" and counted and a in MODAL and _do_verb(body[0]) == bare(body[0])
                    and not is_caps(body[0]) and not _names_someone(body[0])
                    and (len(body) == 1 or bare(body[1]) in DETS | PREPS)):
                # 'How many people can attend the meeting', 'How many leave days can roll over': the counted are the
                # subject, before a verb the word lists may lack; so is a unit, which the bound value carries ('How
                # many days can carry over' -> '{ref} can carry over', "5 days")
                return f"{ref_np} {join(rest)}"
            if wh == "who" and not lead_prep and a in MODAL and _who_verb_first(body):
                return f"{ref_np} {join(rest)}"  # 'Who can book travel', 'Who must register visitors at reception'
            someone = _someone_then_verb(body) if wh in ("who", "whom") and not lead_prep and a in MODAL else None
            if someone is not None:  # 'Who should I contact about leave' -> 'I should contact {ref} about leave'
                return f"{join(body[:someone])} {rest[0]} {join([body[someone], ref_np, *body[someone + 1:]])}"
            if (a in MODAL and wh in ("what", "which", "who", "whom") and not lead_prep and not ends_prep
                    and verb_base(body[0]) is None and bare(body[0]) not in AUX):
                # 'What leave can employees take after adoption': a subject, a verb and then a preposition, so the
                # unknown is the verb's object, right after it ('employees can take {ref} after adoption'); 'Who
                # should employees contact' -> 'employees should contact {ref}'
                end = _nouns_before_predicate(body, _past_name_modifier(body, noun_phrase(body, 0)), True)
                if (end == 1 and len(body) > 3 and re.fullmatch(r"[a-z]+[^s]s", body[1]) and bare(body[3]) in PREPS
                        and _open_class(body[2]) and _plain_verb_shape(body[2])):
                    end = 2  # 'What must mileage claims | list for each trip': after a modal a word in -s is a noun,
                    # the plain word after it the verb
                pred = body[end:]
                known = _verb_of(body[:end], pred[0]) or (  # 'What must I | list on a mileage claim'
                    end >= 2 and re.fullmatch(r"[a-z]+s", body[end - 1]) is not None and _open_class(pred[0])
                    and _plain_verb_shape(pred[0]))
                if 0 < end and len(pred) > 1 and known and _opens_adverbial(pred[1:]):
                    return f"{join(body[:end])} {rest[0]} {join([pred[0], ref_np, *pred[1:]])}"
                if wh in ("who", "whom") and 0 < end and len(pred) == 1 and verb_base(pred[0]) is not None:
                    return f"{join(body[:end])} {rest[0]} {pred[0]} {ref_np}"
                if (wh in ("who", "whom") and len(body) > 1 and _open_class(body[0]) and _open_class(body[1])
                        and (len(body) == 2 or bare(body[2]) in PREPS)):
                    # 'Who should employees contact', 'Who can employees ask for help': a one-word subject, then
                    # a verb the word lists may not know
                    return f"{body[0]} {rest[0]} {join([body[1], ref_np, *body[2:]])}"
            be_at = next((i for i, w in enumerate(body) if bare(w) == "be"), None)
            if (wh in ("what", "which") and head_noun and a in MODAL and not lead_prep and be_at is not None
                    and 0 < be_at <= 3 and be_at + 1 < len(body) and _open_class(body[be_at + 1])
                    and not is_participle(body[be_at + 1]) and verb_base(body[be_at + 1]) is None
                    and not any(verb_base(w) is not None or bare(w) in AUX for w in body[:be_at])):
                # 'What hours must I be reachable when working remotely' -> 'I must be reachable {ref} when working
                # remotely': a subject, then "be" and an adjective; the unknown comes after the adjective
                return join([*body[:be_at], rest[0], "be", body[be_at + 1], ref_np, *body[be_at + 2:]])
            if equating or passive or (wh in ("who", "what", "which") and not lead_prep and not ends_prep and (
                not ends_part or is_participle(rest[1])
            )):
                # subject / equating question: "{ref} was the first president of X"
                return f"{ref_np} {join(rest)}"
            # object / adverbial question: move the auxiliary behind the subject
            named = noun_phrase(body, 0)
            end = _past_name_modifier(body, named)  # 'When is the Bergen office | open'
            end = len(body) - 1 if own_prep and _qualified_to_last(body, end) else _nouns_before_predicate(
                body, end, a in MODAL)
            if a in MODAL and _verb_after_plural(body, end):  # 'Where must visitors | register', 'Where must
                end -= 1  # employees | book travel': after a modal, a plural noun's bare verb is no noun of it
            if a in BE and 1 < end < len(body) and bare(body[end - 1]) in _PREDICATE_ADJECTIVES:
                end -= 1  # 'What is the city | famous for': an adjective the noun phrase took in is the predicate
            if (a in BE and wh != "how" and bare(body[0]) in DETS
                    and (any(1 < e < len(body) and _noun_after_be(body[e:], bool(lead_prep)) for e in (end, named))
                         or (a in ("are", "were") and end == len(body) - 1 and re.fullmatch(r"[a-z]+s", body[-1])
                             and not is_participle(body[-1])))):
                end = len(body)  # 'For whom is the parking | permit', 'Where is the acme | head office': after
                # "is", a bare verb that opens or ends a run of nouns is one of them (also after a name, 'Where is
                # the Boreal | head office', which the name's modifier would cut after "head"), and after "are" a
                # plural ends the subject ('When are the Bergen office | hours')
            subj, pred = body[:end], body[end:]
            if (wh == "how" and low[1] in ("much", "many") and a in BE and pred and bare(pred[0]) in PREPS
                    and not any(verb_base(w) is not None and not is_caps(w) for w in pred)):
                return f"{join(body)} {rest[0]} {ref_np}"  # 'How much is the hotel cap in Berlin' -> '... in Berlin is {ref}'
            cut = next((i for i, w in enumerate(pred) if bare(w) in PREPS), len(pred))
            if (wh == "how" and low[1] == "much" and a in BE and pred and bare(body[0]) in DETS and 0 < cut
                    and all(re.fullmatch(r"[a-z][a-z\-]*", w) and not is_participle(w) and bare(w) not in AUX
                            and not w.endswith("ly") for w in pred[:cut])
                    and not any(is_participle(w) for w in pred[cut:])):
                # 'How much is the commuting support (per month)': a noun the word lists read as a verb ends the
                # noun phrase, which is the whole subject: 'the commuting support is {ref}'
                return f"{join(body)} {rest[0]} {ref_np}"
            if not pred and lead_prep:  # "In what county is X" -> "X is in {ref}"
                return f"{join(subj)} {rest[0]} {lead_prep} {ref_np}"
            if not pred and wh == "where" and a in BE:  # 'Where is Bergen' -> "Bergen is in {ref}"
                return f"{join(subj)} {rest[0]} in {ref_np}"
            if not pred:
                return f"{ref_np} {join(rest)}"
            if (wh == "how" and low[1] in ("much", "many") and len(pred) > 1
                    and ((a in MODAL and _verb_of(subj, pred[0]))
                         or (a in BE and low[1] == "much" and passive_participle(pred[0])))
                    and _opens_adverbial(pred[1:]) and _dangling_prep(pred) is None):
                # 'How much can I spend on a hotel in Berlin' -> 'I can spend {ref} on a hotel in Berlin': the
                # amount is the verb's object, before the adverbial; so after a passive's participle ('How much is
                # mileage reimbursed per kilometre in Germany' -> 'mileage is reimbursed {ref} per kilometre ...')
                return f"{join(subj)} {rest[0]} {join([pred[0], ref_np, *pred[1:]])}"
            if not prep and slot in ("date", "location") and is_participle(pred[-1]) and _dangling_prep(pred) is None:
                # 'Which region is X located' -> 'X is located in {ref}'; 'What day was X born' -> '... on {ref}'
                prep = _TIME_PREPS.get(low[1], "in") if slot == "date" else _prep_for(slot)
            if _prep_with_its_verb(pred, lead_prep, wh, prep, slot):
                return f"{join(subj)} {rest[0]} {join([pred[0], prep, ref_np, *pred[1:]])}"
            return f"{join(subj)} {rest[0]} {_place(pred, ref_np, prep)}"
        if a in DO and len(rest) > 2:
            body = rest[1:]
            end = _subject_end(body)
            subj, pred = body[:end], body[end:]
            if pred and len(subj) > 1 and (bare(pred[0]) == "to" or bare(pred[0]) in PREPS) and not any(
                    verb_base(w) for w in subj):
                # 'did astrophysicists predict | to explain ...', 'does the server listen | on': a predicate opens
                # with its verb, never with a stranded preposition
                subj, pred = subj[:-1], [subj[-1], *pred]
            if (not pred and len(subj) > 1 and _open_class(subj[-1]) and _plain_verb_shape(subj[-1])
                    and bare(subj[-2]) not in DETS | PREPS):
                # 'Where do (new) visitors | register': a verb the word lists lack ends the question, after its
                # subject (was "The answer to ... is {ref}")
                subj, pred = subj[:-1], [subj[-1]]
            if not pred:
                return f"The answer to \"{q}\" is {ref}"
            if wh == "what" and not head_noun and [bare(w) for w in pred] == ["do"]:
                return f"{join(subj)} {ref}"  # 'What does the scope guard do' -> 'the scope guard {ref}': an action
            if not prep and slot == "date" and _dangling_prep(pred) is None and verb_base(pred[-1]) != "have":
                # 'What year did X dissolve' -> 'X dissolved in {ref}'; 'What time do MSPs vote' -> '... at {ref}'
                prep = _TIME_PREPS.get(low[1], "in")
            if len(pred) > 1 and bare(pred[0]) == "not":
                # 'Which fees does boreal not reimburse' -> 'boreal does not reimburse {ref}'
                return f"{join(subj)} {_place([a, *pred], ref_np, prep)}"
            if len(pred) > 1 and bare(pred[0]) in (ADVERBS | _VERB_ADVERBS) - {"not", "both", "either", "neither", "all",
                                                                                "each"}:
                # 'did the university first see' -> 'the university first saw'
                return f"{join(subj)} {_place([pred[0], _after_do(a, pred[1]), *pred[2:]], ref_np, prep)}"
            # the unknown is the verb's object, right after it: 'How many days do I get per week' -> 'I get {ref} days
            # per week' (a count); 'What planet did X predict to explain the problems' -> 'X predicted {ref} to
            # explain the problems' (an infinitive of purpose with an object of its own)
            if (ref_np != ref and len(pred) > 2 and bare(pred[0]) in _CATENATIVE and bare(pred[1]) == "to"
                    and verb_base(pred[2]) == bare(pred[2]) and _dangling_prep(pred) is None):
                # 'How much notice do I need to give before parental leave' -> 'I need to give {ref} notice before
                # parental leave': the counted thing is the infinitive's object
                return f"{join(subj)} {join([_after_do(a, pred[0]), pred[1], pred[2], ref_np, *pred[3:]])}"
            counted = ref_np != ref and len(pred) > 1 and bare(pred[1]) in PREPS
            purpose = (len(pred) > 3 and bare(pred[1]) == "to" and not prep and pred[2].islower()
                       and bare(pred[2]) not in DETS | PREPS and (bare(pred[0]) not in _CATENATIVE or (
                           bare(pred[0]) == "need" and bare(pred[3]) in DETS and bare(pred[2]) not in _TWO_OBJECTS)))
            # 'What do I need to book a hotel above the cap' -> 'I need {ref} to book a hotel ...': an infinitive
            # with an object of its own says what the need is for (not 'What do I need to give my manager')
            # 'What did Tom buy at the market' -> 'Tom bought {ref} at the market': a preposition after the verb opens
            # an adverbial, so the unknown object comes first
            adverbial = ((wh in ("what", "which", "who", "whom") or (wh == "how" and low[1] in ("much", "many")))
                         and not prep and subj and _opens_adverbial(pred[1:])
                         and not (len(pred) > 2 and bare(pred[1]) in PREPS and bare(pred[2]) in PREPS))
            if (counted or purpose or adverbial) and _dangling_prep(pred) is None:
                return f"{join(subj)} {join([_after_do(a, pred[0]), ref_np, *pred[1:]])}"
            if (wh == "how" and low[1] in ("much", "many") and not prep and subj and len(pred) > 2
                    and (bare(pred[1]) in ("back", "out") or is_participle(pred[1])) and _opens_adverbial(pred[2:])
                    and _dangling_prep(pred) is None):
                # 'How much do I get back per kilometre ...' -> 'I get back {ref} per kilometre ...' (was "... in
                # Germany {ref}"): the amount after the verb's particle or participle, before the adverbial
                return f"{join(subj)} {join([_after_do(a, pred[0]), pred[1], ref_np, *pred[2:]])}"
            if _prep_with_its_verb(pred, lead_prep, wh, prep, slot):  # 'In which office does Maria work at acme'
                return f"{join(subj)} {join([_after_do(a, pred[0]), prep, ref_np, *pred[1:]])}"
            if len(pred) == 2 and bare(pred[1]) in _TRAILING_ADVERBS and not prep:
                # 'What does acme offer now' -> 'acme offers {ref} now': the adverb after the unknown object
                return f"{join(subj)} {_after_do(a, pred[0])} {ref_np} {pred[1]}"
            return f"{join(subj)} {_place([_after_do(a, pred[0]), *pred[1:]], ref_np, prep)}"
        # subject question with a full verb: "Who publishes X" -> "{ref} publishes X"
        if wh in ("who", "what", "which", "how"):
            return f"{ref_np} {join(rest)}"
        return f"The answer to \"{q}\" is {ref}"
    # wh-word in situ: "X was produced by a man born in what year" -> "... born in {ref}"
    matches = list(_IN_SITU_RE.finditer(q))
    m = matches[-1] if matches else None
    if m and m.start() > 0:
        before, after = q[: m.start()], q[m.end():]
        filler = ref if not m.group(0).lower().startswith(("where", "when")) else f"in {ref}"
        return f"{before}{filler}{after}".strip()
    return f"The answer to \"{q}\" is {ref}"


_FUNCTION_WORDS = sorted(AUX | PREPS | DETS | CONJ | {"of", "it", "they", "he", "she"}, key=len, reverse=True)
# one word of an in-situ wh-phrase's noun ("boys'" keeps its plural possessive; function and wh-words end it)
_SITU_WORD = r"(?!(?:" + "|".join(sorted({*_FUNCTION_WORDS, *WH}, key=len, reverse=True)) + r")\b)[A-Za-z\-]+(?:'(?!s\b))?"
_IN_SITU_RE = re.compile(
    rf"\b(?:what|which)(?: {_SITU_WORD}){{0,4}}(?:(?:, {_SITU_WORD}){{1,3}},? (?:and|or) {_SITU_WORD}(?: {_SITU_WORD}){{0,2}}"
    rf"| (?:and|or) {_SITU_WORD}(?: {_SITU_WORD}){{0,2}})?"
    rf"(?:(?:(?<=type)|(?<=kind)|(?<=sort)|(?<=genre)|(?<=style)) of {_SITU_WORD})?"
    r"|\bhow (?:many|much)\b|\bwho(?:m)?\b|\bwhere\b|\bwhen\b",
    re.I,
)


def _nouns_before_predicate(body: list[str], end: int, modal: bool) -> int:
    """``end`` of a subject noun phrase, moved past one or two plain lower-case words the word lists read as verbs
    when the passive predicate follows them: a participle after is / was ('How is conference travel | paid', 'What
    share ... is parental leave | paid at'), "be" after a modal ('Who must remote work days | be agreed with')."""
    if (modal and end == 1 and bare(body[0]) in DETS and len(body) > 3 and _open_class(body[1])
            and re.fullmatch(r"[a-z]+", body[2]) is not None and _open_class(body[2]) and verb_base(body[2]) is None
            and verb_base(body[3]) == bare(body[3]) and not is_participle(body[3])):
        return 3  # 'Up to what amount can my direct | manager | approve expenses': after a modal, a word the lists
        # read as a verb between the article and a noun modifies it, and the bare verb after the noun is the verb
    if end >= 2 and bare(body[end - 1]) in _LAST_PARTICIPLES and (
            end == len(body) or (end + 1 < len(body) and bare(body[end]) in PREPS and not modal)):
        end -= 1  # 'Where are receipts | sent (at boreal)': a noun phrase does not swallow the participle the word
        # lists miss
    i = end
    while (i < len(body) and i - end < (3 if modal else 2) and _open_class(body[i]) and not passive_participle(body[i])
           and bare(body[i]) != "be"):
        i += 1
    if end < i < len(body) and (bare(body[i]) == "be" if modal else passive_participle(body[i])):
        return i
    share = 2 if i + 1 < len(body) and bare(body[i + 1]) in ("%", "percent") else 1
    if (not modal and end < i < len(body) - share and re.fullmatch(r"\d[\d.,]*%?", body[i]) is not None
            and passive_participle(body[i + share])):
        return i  # 'Is parental leave | 100% paid', '... | 80 percent paid': a share before the participle is the
        # predicate's
    if end <= i < len(body) - 2 and bare(body[i]) in PREPS - {"than"}:
        # a phrase of the subject's own before the predicate: 'Is parental leave | at acme | paid in full', 'Why are
        # the small lakes | in the parks | emptied'
        j = next((k for k in range(i + 2, min(i + 5, len(body)))
                  if (bare(body[k]) == "be" if modal else passive_participle(body[k]))), None)
        if j is not None and all(_open_class(w) or is_caps(w) or (bare(w) in DETS and k == i + 1)
                                 for k, w in enumerate(body[i + 1:j], start=i + 1)):
            return j
    return end


_GROUP_NOUNS = frozenset("i we you they he she everyone someone anyone nobody staff team management finance payroll "
                         "security legal hr it".split())
_NOUN_SUFFIXES = ("ment", "tion", "sion", "ness", "ity", "ship", "val", "sal", "wal")  # "approval", "renewal"


def _names_someone(word: str) -> bool:
    """A word that can be the subject of 'Who should WORD contact': a pronoun, a word for people or a group, a
    plural noun, or a noun by its suffix ("management")."""
    w = bare(word)
    return (w in _GROUP_NOUNS or w in PEOPLE_PLURALS or singular(w) in PERSON_NOUNS or _plural_noun(w)
            or w.endswith(_NOUN_SUFFIXES))


def _who_verb_first(body: list[str]) -> bool:
    """After 'who' and a modal, a plain word that names no one is who's own verb, one the word lists may not know
    ('Who can | book travel', 'Who should | register visitors'), unless it modifies a word for people that a verb
    follows ('Who should | new hires contact') or a passive follows."""
    if not body or not _open_class(body[0]) or _names_someone(body[0]) or any(bare(w) == "be" for w in body):
        return False  # 'Who must remote work days | be agreed with': a subject, then a passive
    modifies = (len(body) > 2 and (bare(body[1]) in PEOPLE_PLURALS or singular(bare(body[1])) in PERSON_NOUNS)
                and _open_class(body[2]))
    return not modifies


def _someone_then_verb(body: list[str]) -> int | None:
    """Where the verb stands in 'Who should | I contact', 'Who should | new hires contact about leave': a subject that
    ends on a word naming someone (:func:`_names_someone`, after at most two words that modify it), then a plain
    verb that ends the question or meets a preposition. None for any other shape."""
    for j in range(min(3, len(body) - 1)):
        if not all(_open_class(w) or is_caps(w) for w in body[:j]) or any(verb_base(w) for w in body[:j]):
            return None
        verb = body[j + 1]
        if (_names_someone(body[j]) and _open_class(verb) and not _names_someone(verb)
                and (j + 2 == len(body) or bare(body[j + 2]) in PREPS)):
            return j + 1
    return None


def _modal_subject_end(body: list[str], end: int) -> int:
    """``end`` of the subject of a modal yes/no question's body, set where its bare verb stands: back over a plain
    plural noun's verb that the noun phrase took ('Must visitors | register at the Bergen office'), or on past
    plain lower-case words to the first verb the word lists know in its base form ('Can unused | training budget
    carry over' -> 'unused training budget | carry over'), or to a 'be' ('unused annual leave days | be carried
    over')."""
    if _verb_after_plural(body, end):
        return end - 1
    if (end < len(body) and verb_base(body[end]) is None and bare(body[end]) != "be"
            and all(_open_class(w) for w in body[:end])):  # a pronoun ('Can I | book travel') is a whole subject
        # a passive or copula ends the subject at its 'be', whatever verb-like nouns stand before it ('Can unused
        # annual leave days | be carried over')
        b = next((k for k in range(end + 1, min(end + 4, len(body))) if bare(body[k]) == "be"), None)
        if b is not None and all(_open_class(w) for w in body[end:b]):
            return b
        k = next((k for k in range(end + 1, min(end + 3, len(body)))
                  if verb_base(body[k]) == bare(body[k]) and not is_caps(body[k])), None)
        if k is not None and all(_open_class(w) and verb_base(w) is None for w in body[end:k]):
            return k
    return end


def _perfect_subject_end(body: list[str], end: int) -> int:
    """``end`` of the subject of a has / have / had question's body, moved on to its past participle over plain
    lower-case words the noun phrase stopped at ("Has the | travel policy changed" -> "the travel policy | changed":
    "travel" and "leave" can be verbs, but a perfect's verb is a participle); ``end`` when none follows within
    three words."""
    if end >= len(body) or is_participle(body[end]) or bare(body[end]) == "been":
        return end
    k = next((k for k in range(end + 1, min(end + 4, len(body)))
              if (is_participle(body[k]) or bare(body[k]) == "been") and not is_caps(body[k])), None)
    if k is not None and all(_open_class(w) and not is_participle(w) for w in body[end:k]):
        return k
    return end


def _verb_after_plural(body: list[str], end: int) -> bool:
    """The subject that ends at ``end`` (after a modal) ends on a plain plural noun and a bare verb the word lists
    know, or a plain word that ends the question ('visitors register'): the verb, which the noun phrase took as a
    noun of it."""
    if end < 2 or end > len(body):
        return False
    noun, verb = bare(body[end - 2]), body[end - 1]
    # a verb the word lists know, or a plain word that ends the question ('Where can employees park') or follows a
    # word for people ('Where must employees book travel': people do not modify a noun in the plural)
    plain = ((end == len(body) or noun in PEOPLE_PLURALS or singular(noun) in PERSON_NOUNS)
             and re.fullmatch(r"[a-z]+", verb) is not None and not verb.endswith(("s", "ly", "ing", "ed"))
             and bare(verb) not in STOPWORDS | PREPS | DETS)
    return (re.fullmatch(r"[a-z]+s", noun) is not None and not noun.endswith(("ss", "us", "is"))
            and (verb_base(verb) == bare(verb) or plain) and not is_caps(verb) and not is_participle(verb))


def _past_name_modifier(body: list[str], end: int) -> int:
    """``end`` of a subject noun phrase, moved past the noun after 'the' + a name: 'the Bergen office | open on
    weekends' (the name modifies the noun), when two plain lower-case words follow the name, the first no
    participle."""
    if (end == 2 and bare(body[0]) in DETS and is_caps(body[1]) and len(body) > 3
            and all(re.fullmatch(r"[a-z][a-z\-]*", w) and bare(w) not in STOPWORDS | PREPS | DETS | ADVERBS
                    for w in body[2:4]) and not is_participle(body[2])):
        return 3
    if (end == 2 and len(body) == 3 and bare(body[0]) in DETS and is_caps(body[1])
            and re.fullmatch(r"[a-z][a-z\-]*", body[2]) and bare(body[2]) not in STOPWORDS | PREPS | DETS | ADVERBS
            and not is_verbish(body[2])):
        return 3  # the question ends on the noun: 'Where is the Bergen office'
    if (end == 1 and is_caps(body[0]) and len(body) > 2 and re.fullmatch(r"[a-z]+s", body[1])
            and not body[1].endswith("ss") and bare(body[1]) not in STOPWORDS | PREPS | DETS | ADVERBS | AUX
            and not is_verbish(body[1]) and (verb_base(body[2]) is not None or bare(body[2]) == "be")):
        return 2  # a name, then the plural it modifies and a verb: 'What must Cobalt employees | spend ...'
    return end


def _name_as_predicate(body: list[str], end: int) -> int:
    """``end`` of a subject noun phrase that ran into the name ending the question, moved to the name: 'Is the CEO |
    Claire Dubois', 'Is the health insurer | Mutuelle Horizon', 'Is the head of finance | Mira Patel' (were "The CEO
    Claire is Dubois" ...). The name follows a common noun or an acronym, not a preposition ('the University of |
    Oxford' stays), and holds no number ('the meal allowance 60 EUR' is an amount)."""
    start = len(body)
    while start > 1 and is_caps(body[start - 1]) and not body[start - 1][:1].isdigit() and not (
            start < len(body) and re.fullmatch(r"[A-Z]{2,5}", body[start - 1])):  # "CEO" before the name is its noun
        start -= 1
    if not 2 <= start < len(body) or end <= start:
        return end
    noun = body[start - 1]
    if bare(noun) in PREPS | DETS | STOPWORDS or not re.fullmatch(r"[a-z][a-z\-]*|[A-Z]{2,5}", noun):
        return end
    return start


def _do_subject_end(body: list[str], end: int) -> int:
    """Where the verb of a do-question starts when the subject's noun phrase (ending at ``end``) is not followed
    by one: 'both articles from The Verge | discuss ...', "'The Age' and 'FOX News - Lifestyle' | suggest ...". The
    first known verb (not capitalised, not after a determiner or preposition) before any punctuation or auxiliary;
    ``end`` itself when there is none."""
    for i in range(max(end, 1), len(body)):
        w = body[i]
        if w in {",", ";", ":"} or bare(w) in AUX | WH | (CONJ - {"and", "or"}):
            break
        if verb_base(w) is not None and not is_caps(w) and not tx_quote(w) and bare(body[i - 1]) not in DETS | PREPS | CONJ | {"of"}:
            return i
    return end


_BOUND_WORDS = frozenset({"above", "below", "over", "under", "at", "up", "beyond", "exceeding"})
_ADJECTIVE_ENDINGS = ("ful", "ous", "ive", "able", "ible", "less", "ish", "est")
"""Endings of an adjective, which a predicate opens with ('Is the Apollo program | successful ...')."""


def _bounds_an_amount(body: list[str], i: int) -> bool:
    """``body[i]`` is a bound ("above", "under", ...) right before a number or a sum: 'above 300 USD'."""
    return (bare(body[i]) in _BOUND_WORDS - {"at", "up"} and i + 1 < len(body)
            and (body[i + 1][:1].isdigit() or body[i + 1][:1] in "$€£"))


def _over_place(body: list[str], end: int) -> int:
    """The subject's end carried over one prepositional phrase that a number, a comparative, a bound or a
    participle follows: 'Is the hotel cap in Paris | 220 EUR', '... in Paris | above 200 EUR', '... at acme | higher
    than 50 EUR', 'Is the office in Bergen | open on weekends' ('Is the office | in Bergen' keeps its place)."""
    if bare(body[end]) not in PREPS or end + 1 >= len(body) or (
            bare(body[end]) == "at" and bare(body[end + 1]) in ("least", "most")):
        return end  # 'at least 25,000 NOK' is the bound itself
    if len(body) - end == 4 and (bare(body[end + 1]) in NUMBER_WORDS or body[end + 1][:1].isdigit()) and (
            singular(bare(body[end + 2])) in UNITS and _open_class(body[-1]) and not is_caps(body[-1])):
        return len(body) - 1  # 'Are flights under six hours | economy': a bound, its unit, then the predicate
    stop = noun_phrase(body, end + 1)
    # a number after an article counts what the phrase names ('for a 5 hour flight'), no predicate
    stop = next((i for i in range(end + 1, stop) if body[i][:1].isdigit() and bare(body[i - 1]) not in DETS), stop)
    than = next((i for i in range(end + 2, len(body)) if bare(body[i]) == "than"), None)
    if than is not None:  # 'at acme | higher than', 'at acme | more generous than': the comparative is the predicate
        stop = min(stop, than - 2 if bare(body[than - 2]) in ("more", "less") and than - 2 > end + 1 else than - 1)
    if stop <= end + 1 or stop >= len(body):
        return end
    nxt = body[stop]
    comparative = than is not None and stop in (than - 1, than - 2)
    if not (nxt[:1].isdigit() or nxt[:1] in "$€£" or comparative or is_participle(nxt)
            or bare(nxt) in _PLAIN_PREDICATES | _MULTIPLES
            or (bare(nxt) in _BOUND_WORDS and any(w[:1].isdigit() or w[:1] in "$€£" for w in body[stop + 1 : stop + 3]))):
        return end  # only a number, a comparative or a participle follows: 'Is the office | in Bergen'
    return stop


_PLAIN_PREDICATES = frozenset({"open", "ok", "okay", "fine", "acceptable", "reimbursable"})
"""Adjectives that end a be-question after a place ('Is a 300 USD hotel in New York | ok')."""
_MULTIPLES = frozenset(MULTIPLE_WORDS)
"""Words of a multiple, which open a predicate after a place ('Is the hotel cap in Paris | double the one in Lyon',
was "The hotel cap is in Paris double ...")."""


def _verb_of(subj: list[str], word: str) -> bool:
    """``word`` is the verb after the subject ``subj``: one the word lists know, or, after a personal pronoun alone,
    a plain word shaped like a verb's base form, which the lists may lack ('How much can I | expense for food', 'What
    must I | list on a mileage claim')."""
    return verb_base(word) is not None or (len(subj) == 1 and bare(subj[0]) in _PERSONAL and _open_class(word)
                                           and _plain_verb_shape(word))


def _plain_verb_shape(word: str) -> bool:
    """A lower-case word shaped like a verb's base form: no -s, -ed or -ing, no adverb in -ly ('apply' is one), no
    noun suffix ('consistency', 'payment')."""
    w = bare(word)
    return re.fullmatch(r"[a-z]+", w) is not None and not re.search(r"(?:s|ed|ing|cy)$", w) and (
        not w.endswith("ly") or w.endswith("ply")) and not w.endswith(_NOUN_SUFFIXES)


_POSSESSIVE_PRONOUNS = frozenset({"his", "her", "its", "their", "my", "our", "your"})
_PERSONAL = frozenset({"i", "you", "we", "they", "he", "she"})
SUBJECT_PRONOUNS = _PERSONAL | {"it"}
"""Personal pronouns that can be a clause's whole subject ("Is it | paid ...", "can I ...")."""


def _noun_before_verb(pred: list[str]) -> int:
    """How many words at the head of a do-question's predicate still belong to its subject: a word that can be a verb
    but is the subject's noun, maybe with a phrase of its own, before the real verb and its object ('Does parental |
    leave at cobalt | apply to adoption'); 0 when the first word is the verb."""
    if len(pred) < 3 or verb_base(pred[0]) is None or not _open_class(pred[0]):
        return 0
    for j in range(1, min(len(pred) - 1, 5)):
        w = pred[j]
        if j > 1 and (verb_base(w) is not None or bare(w) in AUX):
            if (bare(pred[1]) in PREPS - {"to"} and bare(w) not in AUX and _open_class(w) and not is_caps(w)
                    and all(not _inflected_verb(x) for x in pred[2:j])):
                return j  # 'Does parental | leave at acme | pay full salary': a known verb after the noun's phrase
            break
        if (j == 1 or bare(pred[1]) in PREPS) and _open_class(w) and (
                # a known verb before its object ('remote work | need approval'), or a plain word before a
                # preposition or a determiner ('parental leave | apply to adoption')
                (verb_base(w) == bare(w) and (bare(pred[j + 1]) in PREPS | DETS or _open_class(pred[j + 1])))
                or (verb_base(w) is None and _plain_verb_shape(w) and bare(pred[j + 1]) in PREPS | DETS
                    and bare(pred[j + 1]) != "than")):  # not a comparative: 'employ | fewer than 1,000 people'
            return j
    return 0


def _verb_in_noun_run(body: list[str]) -> int | None:
    """Where the verb starts in a do-question's body that reads as one noun phrase because its verb is missing from
    the word lists ('does boreal | review salary bands', 'does the company | review ...', 'do remote workers | check
    email'): the first plain word shaped like a verb's base form after the subject's first noun (past a determiner),
    and after a plural where the subject is one ('workers'); None when there is none."""
    start = 2 if bare(body[0]) in DETS else 1
    for i in range(start, len(body)):
        if _open_class(body[i]) and _plain_verb_shape(body[i]) and not is_caps(body[i]):
            return i
        if not _open_class(body[i]):
            return None
    return None


def _verb_after_compound(pred: list[str]) -> int | None:
    """Where the verb is in a do-question's predicate that opens with a noun's modifier shaped like a verb and ends
    with a known verb alone: 'travel | policy | change', 'leave policy | improve', 'remote work policy | change': two
    to four plain words, the one before the verb shaped like no verb ('policy') unless the verb is one of change
    (:data:`_CHANGE_VERBS`: 'leave | increase'); None otherwise ('review salary bands' ends with no verb, 'check
    email' with a word shaped like one before it)."""
    if not 2 <= len(pred) <= 4 or not all(_open_class(w) and not is_caps(w) for w in pred):
        return None
    last = bare(pred[-1])
    if verb_base(pred[-1]) != last or (last not in _CHANGE_VERBS and (
            _plain_verb_shape(pred[-2]) or verb_base(pred[-2]) is not None)):
        return None
    return len(pred) - 1


_CHANGE_VERBS = frozenset("change increase decrease rise grow fall drop improve shrink double expand".split())
"""Verbs of a value's change, which end a do-question after any noun ('Did parental leave | increase', was "Parental
left increase")."""


def _do_verb(word: str) -> str | None:
    """The base form of the verb a do-question's predicate opens with: a known verb, or a plain lower-case word
    shaped like one ('apply'); None for anything else."""
    return verb_base(word) or (bare(word) if _plain_verb_shape(word) and _open_class(word) else None)


_AMOUNT_NOUNS = frozenset({"limit", "cap", "rate", "budget", "cost", "charge", "pay", "total", "spend", "refund"})
"""Nouns of an amount that are also verbs: 'Is the monthly limit 25,000 EUR' has its verb before the subject."""
_DEGREE_ADVERBS = frozenset({"fully", "partly", "partially", "completely", "entirely", "wholly", "automatically"})


def _adverb_before_predicate(body: list[str], i: int) -> bool:
    """``body[i]`` is an adverb between a yes/no question's subject and its predicate, so the subject ends before it:
    'Is parental leave | fully paid', 'Is the meal allowance | always paid', 'Was the policy | recently updated'. A
    word of frequency or degree (:data:`_VERB_ADVERBS`, :data:`_DEGREE_ADVERBS`), or another lower-case -ly word
    before a participle ('Is remote work | strictly limited'); never one right after an article ('the monthly
    limit'), where it modifies the noun."""
    w = body[i]
    if bare(body[i - 1]) in DETS or not re.fullmatch(r"[a-z]+", w):
        return False
    if w in _VERB_ADVERBS | _DEGREE_ADVERBS:
        return True
    return len(w) > 4 and w.endswith("ly") and passive_participle(body[i + 1])


_TRUE_THAT = re.compile(r"^(?:is|was)\s+it\s+(?:really\s+)?(?:true|the\s+case|correct|right|so)\s+that\s+"
                        r"(?P<claim>\S.*)$", re.IGNORECASE)
_COMPARATIVES = (GREATER_WORDS | LESSER_WORDS) - {"more", "less", "fewer"}
_USED_TO = re.compile(r"\bused?\s+to\b", re.IGNORECASE)
_LEAVE_WORDS = frozenset({"allowed", "permitted", "possible", "ok", "okay", "fine", "required", "mandatory",
                          "necessary", "forbidden", "prohibited"})


_ANY_SOME = re.compile(r"\bany(?=\s+(?:[a-z]+[^s\W]s\b|(?:over|back|out|left|more|at\s+all)\b|\s*$))", re.IGNORECASE)
"""A question's "any" that asks whether there is some, before a plural ("Can I carry any days over?") or standing
alone ("... can I carry any over?"); a free choice ("Can I use any laptop?") stays."""


def yes_no_claim(question: str) -> str:
    """Turn a yes/no question into the claim it checks: 'Is X a Y?' -> 'X is a Y'. An "any" that asks whether there
    is some is said as "some" ('Can I carry any days over?' -> "I can carry some days over", which the model read as
    refuted by "Up to 5 ... days can be carried over")."""
    q = _ANY_SOME.sub(lambda m: "Some" if m.group(0)[0].isupper() else "some", strip_q(question))
    ws = words(q)
    if len(ws) < 2 or bare(ws[0]) not in AUX:
        return q
    said = _TRUE_THAT.match(q)
    if said is not None:  # 'Is it true that remote work needs approval' -> "Remote work needs approval"
        return capitalise(said.group("claim"))
    aux = bare(ws[0])
    body = ws[1:]
    if len(body) > 3 and bare(body[0]) in DETS and YEAR.fullmatch(body[1]):
        # a year after the article modifies the subject, which is read as without it ('Is the 2023 travel policy |
        # valid', was "The 2023 travel is policy valid")
        without = yes_no_claim(join([ws[0], body[0], *body[2:]]))
        first, sep, rest = without.partition(" ")
        if sep and first.lower() == bare(body[0]):
            return f"{first} {body[1]} {rest}"
    if bare(body[0]) == "there":  # 'Was there a change ...' -> 'There was a change ...'
        return f"There {aux} {join(body[1:])}"
    used = next((i for i in range(1, len(body) - 2) if _USED_TO.fullmatch(f"{body[i]} {body[i + 1]}")),
                None) if aux in DO else None
    if used is not None:  # 'Did the remote work limit | use(d) to be 2 days': the verb is "used to"
        return f"{capitalise(join(body[:used]))} used to {join(body[used + 2:])}"
    end = noun_phrase(body, 0)
    if aux in BE and 1 < end < len(body) and bare(body[end - 1]) in _PREDICATE_ADJECTIVES and (
            bare(body[end - 2]) not in DETS):
        end -= 1  # 'Is economy | mandatory for a 5 hour flight': the adjective the noun phrase took in is the predicate
    if (aux in BE and bare(body[0]) in DETS and 2 <= end < len(body) - 2 and body[end] in VERBS
            and _open_class(body[end + 1]) and not is_participle(body[end + 1]) and not body[end + 1].endswith("ing")
            and (body[end + 2][:1].isdigit() or bare(body[end + 2]) in PREPS | ADVERBS or end + 3 == len(body))):
        end += 2  # 'Is the remote work limit | 2 days': a verb's base form after the article's modifier is a noun
        # the next noun's phrase takes in (was "The remote is work limit 2 days"), and so before a last word alone
        # ('Is the remote work policy | strict', was "The remote is work policy strict")
    if aux in BE:
        # a bound before an amount opens the predicate: 'Is the hotel cap | above 300 USD' (the noun phrase ran on)
        bound = next((i for i in range(1, end) if _bounds_an_amount(body, i)), None)
        if bound is not None:  # unless a participle follows: the bound is the subject's ('Are expenses above 1,000
            # USD | approved by ...', was "Expenses are above 1,000 USD approved by ...")
            end = next((i for i in range(bound + 2, len(body)) if is_participle(body[i])), bound)
        # so does a frequency: 'Is the equipment budget | every three years' (was "... budget every three is years")
        end = next((i for i in range(1, end) if not passive_participle(body[i - 1]) and (bare(body[i]) == "every" or (
            bare(body[i]) == "per" and i + 1 < len(body) and bare(body[i + 1]) not in ("diem", "cent")))), end)
        nouns = end
        while (nouns < len(body) and re.fullmatch(r"[a-z]+", body[nouns])
               and (not is_verbish(body[nouns]) or bare(body[nouns]) in _AMOUNT_NOUNS)
               and bare(body[nouns]) not in STOPWORDS | ADVERBS | DETS | PREPS | AUX
               and not _bounds_an_amount(body, nouns) and not body[nouns].endswith(_ADJECTIVE_ENDINGS)):
            nouns += 1
        if (bare(body[0]) in DETS and 1 < end < nouns < len(body) and is_caps(body[end - 1])
                and (bare(body[nouns]) in PREPS or body[nouns][:1].isdigit() or _bounds_an_amount(body, nouns)
                     or (nouns + 1 < len(body) and bare(body[nouns + 1]) == "than"))):
            end = nouns  # 'Is the New York hotel cap | above 300 USD': a name, then the nouns it modifies, then the
            # predicate's preposition ('Is the New York office | in Manhattan')
        if 2 <= end < len(body) and body[end - 1][:1].isdigit() and bare(body[end - 2]) in DETS:
            end = noun_phrase(body, end)  # 'Is the 2024 | survey ...': a number after the article modifies the noun
        # 'Is the boreal training budget | 20,000 NOK per year': an amount after a common noun is the predicate
        # ('Is Windows 10 ...' keeps its number), a currency sign before it too ('Is the wellness stipend | $50 a
        # month', was "The wellness stipend $50 a is month")
        end = next((i for i in range(2, end) if re.match(r"[$€£]?\d", body[i]) and _open_class(body[i - 1])
                    and bare(body[i - 1]) not in DETS and not is_caps(body[i - 1])
                    and not _bounds_an_amount(body, i - 1)), end)
    if aux in BE and 2 <= end < len(body) and body[end - 1][:1].isdigit() and singular(bare(body[end])) in UNITS:
        end -= 1  # 'Is PTO | 25 days': a number before its unit is the predicate's amount (was "PTO 25 is days")
    if aux in BE and body[0][:1].isdigit() and end == 1 and len(body) > 2 and singular(bare(body[1])) in UNITS:
        end = 2  # 'Is 30 days | enough time to submit receipts': a number and its unit (was "30 is days enough ...")
        if len(body) > 4 and bare(body[2]) == "of":  # 'Is 49 weeks of parental leave | at full pay'
            end = next((i for i in range(4, len(body)) if bare(body[i]) in PREPS | AUX), len(body) - 1)
    if aux in BE:  # a comparative after the subject opens the predicate: 'Is the meal allowance | higher abroad'
        end = next((i for i in range(2, end) if bare(body[i]) in _COMPARATIVES and bare(body[i - 1]) not in DETS),
                   end)
    if aux in BE and body[0][:1].isdigit() and end + 2 < len(body) and (
            bare(body[end]) == "per" or (bare(body[end]) in ("a", "an", "each", "every")
                                         and bare(body[end + 1]) in ("day", "night", "week", "month", "year"))):
        end += 2  # 'Is 400 USD per night | OK for a hotel in New York', 'Is 50 EUR a day | enough for meals': an
        # amount's rate is part of it
    if (aux in BE and end == 1 and len(body) > 2 and re.fullmatch(r"[a-z]+al", body[0]) and is_verbish(body[1])
            and not is_participle(body[1]) and (len(body) == 3 or bare(body[2]) in PREPS)):
        # 'Is parental leave at full pay | 49 weeks', 'Is parental leave | unpaid': a word in -al before one that is
        # also a verb is that noun's adjective (was "Parental is leave at full pay 49 weeks", "Parental is leave
        # unpaid"), not before a participle ('Is approval | needed for ...'); an amount after the phrase's
        # preposition ends it
        amount = next((i for i in range(4, len(body)) if body[i][:1].isdigit() and bare(body[i - 1]) not in PREPS),
                      None)
        end = 2 if amount is None else amount
        if amount is None and bare(body[-1]) in _COMPARATIVES:  # 'Is parental leave at 80 percent pay | longer'
            end = len(body) - 1
    swallowed = end >= len(body)  # no predicate left after the noun phrase: it holds one
    if end >= len(body) and len(body) > 1:
        run = _verb_in_noun_run(body) if aux in DO else None
        end = 1 if run is None else run
        if aux in BE and len(body) > 2 and body[0].lower().endswith(("'s", "’s")):
            end = len(body) - 1  # "Is Bergen's family policy | generous": a possessive opens the subject
    if aux in DO:  # 'Does the equipment budget reset | every 3 years': a frequency after the verb the noun phrase
        # ran over (was "the equipment budget reset every 3 does years")
        every = next((i for i in range(3, min(end + 1, len(body))) if bare(body[i]) in ("every", "each")), None)
        if every is not None and _do_verb(body[every - 1]) is not None and bare(body[every - 2]) not in DETS:
            end = every - 1
    if aux in DO and verb_base(body[end] if end < len(body) else "") is None:
        end = _do_subject_end(body, end)
    if aux in BE:
        end = _past_name_modifier(body, end)
        if 1 < end < len(body) - 1 and bare(body[end]) in _AMOUNT_NOUNS and bare(body[end - 1]) not in DETS and (
                body[end + 1][:1].isdigit() or _bounds_an_amount(body, end + 1) or (
                    end + 2 < len(body) and bare(body[end + 2]) == "than"
                    and bare(body[end + 1]) in GREATER_WORDS | LESSER_WORDS)):
            end += 1  # 'Is the corporate card | limit 25,000 EUR': a noun the word lists read as a verb ends the subject
            # (also before a bound or a comparison: 'Is the Oslo hotel cap | more than 2,000 NOK', was "The Oslo
            # hotel is cap more than ...")
    if aux in BE | MODAL:  # 'Is parental leave | paid in full'
        end = _nouns_before_predicate(body, end, aux in MODAL)
    # 'Is parental leave | 16 weeks', '... leave | at cobalt | 16 weeks': after a bare modifier, a noun the lists read
    # as a verb ('Is the office | open 5 days a week' keeps its adjective); the same after an article and a modifier
    # in -al, before an amount ('Is the previous parental leave | 12 weeks', was "The previous parental was leave ...")
    bare_modifier = end == 1 and bare(body[0]) not in DETS and _open_class(body[0])
    after_article = end >= 2 and bare(body[0]) in DETS and bare(body[end - 1]).endswith("al")
    if (aux in BE and (bare_modifier or after_article) and end < len(body) - 1 and _open_class(body[end])
            and not is_participle(body[end]) and bare(body[end]) not in _BOUND_WORDS
            and (body[end + 1][:1].isdigit() or (bare_modifier and _over_place(body, end + 1) > end + 1))):
        end += 1
    if aux in MODAL:
        end = _modal_subject_end(body, end)
    if aux in HAVE:
        end = _perfect_subject_end(body, end)
    than = next((i for i, w in enumerate(body) if bare(w) == "than"), None)
    if aux in BE and than is not None and 1 < than <= end:
        # 'Is the meal allowance | higher than 50 EUR': the comparative opens the predicate ('more expensive than')
        end = than - 2 if bare(body[than - 2]) in ("more", "less") and than > 2 else than - 1
        # ... unless an article after a name opens it: 'Is acme | a company of more than 2,000 people' (was "Acme a
        # company of is more than ...")
        if bare(body[0]) not in DETS:
            end = next((i for i in range(1, end) if bare(body[i]) in ("a", "an")), end)
    if aux in BE and end < len(body):
        end = _over_place(body, end)
    if bare(body[0]) in SUBJECT_PRONOUNS and len(body) > 1:
        end = 1  # 'Is it | paid at full salary': a personal pronoun is the whole subject
    elif aux in BE | HAVE | MODAL:  # the subject stops at an adverb it ran past or swallowed
        end = next((i for i in range(1, len(body) - 1) if (i < end or swallowed)
                    and _adverb_before_predicate(body, i)), end)
    if aux in BE and end == 1 and len(body) > 2 and bare(body[0]) in DETS and not any("{" in w for w in body):
        end = len(body) - 1  # an article alone is no subject: 'Is the wellness stipend | taxable' (was "The is
        # wellness stipend taxable"), 'Is the health insurance provider | Allianz'; a plan's reference is left as it was
    if aux in BE and (bare(body[0]) in DETS or body[0].lower().endswith(("'s", "’s"))):  # "Is acme's insurer | ..."
        end = _name_as_predicate(body, end)
    if (aux in BE and end + 3 < len(body) and bare(body[end]) in _COMPARATIVES and bare(body[end + 1]) == "than"
            and bare(body[end - 1]) not in DETS):
        leave = next((i for i in range(end + 3, len(body)) if bare(body[i]) in _LEAVE_WORDS), None)
        end = end if leave is None else leave  # 'Are flights longer than eight hours | allowed in business class':
        # a comparison the leave asked of follows is the subject's (was "Flights are longer than ... allowed ...")
    if aux in BE and len(body) > 2 and body[0].endswith("ing") and bare(body[-1]) in _LEAVE_WORDS:
        end = len(body) - 1  # 'Is working remotely 5 days a week | allowed': a gerund's phrase runs up to the
        # leave asked of it (was "Working remotely is 5 days a week allowed")
    subj, pred = body[:end], body[end:]
    if not pred:
        return q
    # 'Do flights | under 8 hours | have to be economy', 'Does a 7 hour flight | have to ...': the subject runs up to
    # "have to" (was "flights do under 8 hours have to be economy", "A 7 hours flight have to ...")
    have_to = next((j for j in range(2, len(body) - 2) if bare(body[j]) in ("have", "need")
                    and bare(body[j + 1]) == "to"
                    and not any(_inflected_verb(w) or bare(w) in AUX for w in body[:j])), None) if aux in DO else None
    last_verb = _verb_after_compound(pred) if aux in DO else None
    if have_to is not None:
        subj, pred = body[:have_to], body[have_to:]
    elif last_verb is not None:  # 'Did the | travel policy change' (was "The traveled policy change")
        subj, pred = subj + pred[:last_verb], pred[last_verb:]
    elif aux in DO and subj and bare(subj[-1]) not in DETS:
        moved = _noun_before_verb(pred)
        subj, pred = subj + pred[:moved], pred[moved:]
    elif aux in DO and subj and len(pred) > 2:  # 'Does the | direct manager approve ...': after an article a verb
        # form is the noun's modifier; the verb is the next known one
        moved = next((j for j in range(1, min(len(pred) - 1, 4)) if verb_base(pred[j]) is not None
                      and not is_caps(pred[j]) and bare(pred[j]) not in AUX), 0)
        subj, pred = subj + pred[:moved], pred[moved:]
    if (aux in DO and 1 < len(subj) and (len(subj) <= 4 or len(pred) == 1) and bare(pred[0]) in PREPS
            and _open_class(subj[-1]) and verb_base(subj[-1]) is None and _plain_verb_shape(subj[-1])
            and not any(bare(w) in _POSSESSIVE_PRONOUNS for w in subj)):
        # 'Does the hotel cap | apply to Paris', 'Does the unused training budget | roll over': a verb the lists lack
        subj, pred = subj[:-1], [subj[-1], *pred]
    if aux in DO:
        vb = _do_verb(pred[0])
        alt = _subject_end(body) if vb is None else end
        if vb is None and 0 < alt < len(body) and (vb := _do_verb(body[alt])) is not None:
            # 'Does unused | training budget roll over': the noun phrase stopped at an -ing modifier; the plain
            # word before the stranded particle is the verb ('unused training budget | roll over')
            subj, pred = body[:alt], body[alt:]
        if vb is None:
            return f"{join(subj)} {aux} {join(pred)}"
        verb = past(vb) if aux == "did" else (third_person(vb) if aux == "does" else vb)
        return f"{capitalise(join(subj))} {join([verb, *pred[1:]])}"
    return f"{capitalise(join(subj))} {aux} {join(pred)}"
