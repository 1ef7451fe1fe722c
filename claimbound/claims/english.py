"""English function words that every stage reads the same way: the rule planner (question -> claim, sub-question
cuts) and the verifier (atomic-fact splitting, the subject cut of its checks)."""

from __future__ import annotations

BE = frozenset({"is", "are", "was", "were", "be", "been", "being"})
DO = frozenset({"do", "does", "did"})
HAVE = frozenset({"has", "have", "had"})
MODAL = frozenset({"can", "could", "will", "would", "should", "shall", "may", "might", "must"})
AUXILIARIES = BE | DO | HAVE | MODAL
"""Auxiliary and modal verbs: a clause's finite verb when present ("is accused", "has increased")."""
NAME_RUN = r"[A-Z][\w'\-]*(?:\s+[A-Z][\w'\-]*)*"
"""A run of capitalised words, a name as written ("New York", "Mutuelle Horizon", "O'Hare"): a regex fragment."""
MULTIPLE_WORDS = ("double", "twice", "triple", "thrice", "half")
"""Words of a multiple of an amount ("double the hotel cap in Lyon"): a predicate relating two amounts."""

PREPOSITIONS = frozenset({
    "in", "on", "at", "by", "for", "from", "to", "with", "into", "onto", "during", "about", "as", "after", "before",
    "since", "until", "than", "between", "against", "under", "over", "through", "within", "without", "near",
    "around", "across", "behind", "via", "per", "upon", "among", "toward", "towards", "despite", "like",
})
"""Prepositions that open a phrase. "of" is left out on purpose: it binds inside a noun phrase ("the capital of
France"), so each caller says whether it counts."""

PLACE_PREPOSITIONS = ("at", "in", "through", "via", "on", "into", "to", "from", "near", "inside", "outside", "within")
"""Prepositions before a place a value names ("booked through the acme travel portal", "registered at the reception"):
the verifier's where slots, its test for a name that modifies a place's noun, and the answer's wording read the same
ones."""

REPORTING_VERBS = {form: forms for forms in (
    "find finds found", "show shows showed shown", "say says said", "report reports reported", "state states stated",
    "conclude concludes concluded", "suggest suggests suggested", "reveal reveals revealed", "note notes noted",
    "estimate estimates estimated", "indicate indicates indicated", "demonstrate demonstrates demonstrated",
    "predict predicts predicted", "announce announces announced", "confirm confirms confirmed")
    for form in forms.split()}
"""Verbs that report a finding, each form mapped to all its forms ("the 2024 survey found {sq1}" reads "... found
that ..."): the verifier reads a reported clause after any of them, and the answer says a finding about a topic with
the same ones. (The planner's verbs of saying are another list: only verbs that are never nouns, as "report" and
"state" are.)"""

DETERMINERS = frozenset({"the", "a", "an", "this", "that", "these", "those", "his", "her", "its", "their", "our", "my",
                         "your"})
"""Words that open a noun phrase before its modifiers ("the head office", "their laptop")."""

PEOPLE_PLURALS = frozenset(
    "people persons employees staff workers members residents inhabitants men women children students adults visitors "
    "contractors managers parents users customers guests passengers patients volunteers interns applicants hires "
    "travellers travelers".split())
"""Plural words for people: "Cobalt employees" is a group of people (who), "employees" a count of people."""
DAY_NOUNS = frozenset({"holiday", "holidays"})
"""Nouns that count days under another name: "27 days" is a count of holidays ("27 days of holidays")."""
ASKER_WORDS = frozenset({"my", "me", "mine", "myself", "your", "our"})
"""The asker's own words ("my receipts", "your laptop"), which a policy says of its employees, never of "me"."""

SAME_AS_PHRASES = (
    ("head office", "head offices", "main office", "headquarters", "hq", "based in"),
    ("final word", "last word", "final say", "last say"),
    ("vacation", "vacations", "holiday", "holidays", "annual leave", "paid time off", "pto", "time off", "days off"),
    ("carry over", "roll over"), ("carries over", "rolls over"), ("carried over", "rolled over"),
    ("meal allowance", "food allowance", "per diem"), ("meals", "meal", "food"),
    ("hotel cap", "max hotel rate", "maximum hotel rate", "hotel rate cap", "hotel rate limit", "hotel limit",
     "limit on hotel costs", "limit on hotel rates", "limit on hotel prices"),
)
"""Phrases that say the same (lower-case): a claim's phrase is present when a span says any phrase of its group
(the verifier's words checks), and a claim whose subject is one of them ("PTO") is about a span that says another
("annual leave")."""

IRREGULAR_VERBS: dict[str, tuple[str, ...]] = {
    "break": ("broke", "broken"), "write": ("wrote", "written"), "take": ("took", "taken"), "give": ("gave", "given"),
    "steal": ("stole", "stolen"), "choose": ("chose", "chosen"), "drive": ("drove", "driven"), "fly": ("flew", "flown"),
    "speak": ("spoke", "spoken"), "forget": ("forgot", "forgotten"), "hide": ("hid", "hidden"),
    "freeze": ("froze", "frozen"), "eat": ("ate", "eaten"), "grow": ("grew", "grown"), "know": ("knew", "known"),
    "throw": ("threw", "thrown"), "draw": ("drew", "drawn"), "tear": ("tore", "torn"), "wear": ("wore", "worn"),
    "swear": ("swore", "sworn"), "ride": ("rode", "ridden"), "sing": ("sang", "sung"), "begin": ("began", "begun"),
    "swim": ("swam", "swum"), "sink": ("sank", "sunk"), "shake": ("shook", "shaken"), "go": ("went", "gone"),
    "withdraw": ("withdrew", "withdrawn"), "show": ("showed", "shown"), "do": ("did", "done"), "see": ("seen",),
    "get": ("got", "gotten"), "fall": ("fallen",), "buy": ("bought",), "bring": ("brought",), "sell": ("sold",),
    "tell": ("told",), "hold": ("held",), "keep": ("kept",), "send": ("sent",), "spend": ("spent",), "pay": ("paid",),
    "make": ("made",), "build": ("built",), "lose": ("lost",), "teach": ("taught",), "think": ("thought",),
    "catch": ("caught",), "fight": ("fought",), "seek": ("sought",), "meet": ("met",), "win": ("won",),
    "lend": ("lent",), "lead": ("led",), "flee": ("fled",), "feed": ("fed",), "mean": ("meant",), "hear": ("heard",),
    "stand": ("stood",), "understand": ("understood",), "strike": ("struck",), "come": ("came",),
    "become": ("became",), "run": ("ran",), "sit": ("sat",),
}
"""Irregular verbs and their past forms (past tense and participle, where they differ), leaving out forms that are
also common other words ("left", "found", "saw", "fell", "rose", "felt"): "breaks" and "broken" are one verb. The
participle of "become", "come" and "run" is the base form itself."""
IRREGULAR_BASE = {form: base for base, forms in IRREGULAR_VERBS.items() for form in forms}
"""An irregular past form's base: "broken" -> "break"."""
IRREGULAR_PARTICIPLES = frozenset(base if base in ("become", "come", "run") else forms[-1]
                                  for base, forms in IRREGULAR_VERBS.items())
"""The past participle of each irregular verb ("broken", "paid", "become"), which a passive says: "is paid through"."""


def says_irregular(word: str, said: str) -> bool:
    """Whether ``said`` is a form of the irregular verb ``word`` is ("broken" says "breaks"), but not a bare base
    form for a past one: "Morton decided to write a biography" does not say he wrote it (save where the participle is
    the base: "has become" says "became")."""
    base = irregular_base(word)
    if base is None or irregular_base(said) != base:
        return False
    past = word.lower() in IRREGULAR_BASE
    return not (past and said.lower() == base and base not in ("become", "come", "run"))


def irregular_base(word: str) -> str | None:
    """The base of an irregular verb's form ("broken", "breaks" -> "break"); ``None`` for other words (and for a form
    in -ing, often a noun: a building is not what was built)."""
    w = word.lower()
    if w in IRREGULAR_BASE:
        return IRREGULAR_BASE[w]
    for end in ("s", "es"):
        if w.endswith(end) and w[: -len(end)] in IRREGULAR_VERBS:
            return w[: -len(end)]
    return w if w in IRREGULAR_VERBS else None
