"""A question as people type it into a chat box, in the form the planner reads.

"whats the meal allowance", "how many days can i wfh", "hey, how much can i spend on a hotel?", "can u tell me the
meal allowance": the planner reads question words, the asker's "I", contractions and abbreviations as a handbook
writes them, and an opening greeting ends up inside the claim ("Hey, 180 EUR can i spend ..."). :func:`as_typed`
rewrites what is unambiguous and nothing else:

- an apostrophe left out of a contraction ("whats", "dont", "im"): only for words that are no English word without
  it ("its", "were", "ill", "wont" stay);
- a lower-case "i" standing alone as "I";
- chat abbreviations: "u" / "ur" after a verb that takes a person ("can u", "is ur"), "r" before one ("r we") or
  after an opening question word ("what r the hotel caps"), "wfh" (work from home), "pls" / "plz" / "please",
  "thx"; acronyms typed in lower case ("ceo", "hr", "pto", "usd" ...) in capitals; a city typed by its initials
  ("NYC", "SF", "LA") by its name, unless a name follows ("NYC Marathon");
- an opening greeting or label ("hey,", "hi there", "quick q:", "question:") left out;
- a question typed all in capitals ("WHAT IS THE HOTEL CAP IN PARIS?"), read as typed in lower case, its names
  then read off the evidence as below.

A question with none of these is returned unchanged. Names typed in lower case ("hotel cap in new york") are read
off the evidence the asker may see (:func:`recase`): the controller searches the question once and writes each word
as those spans write it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable

from claimbound.claims.plan import CONTENT_STOP

_APOSTROPHE = {
    "whats": "what's", "whos": "who's", "wheres": "where's", "hows": "how's", "whens": "when's", "thats": "that's",
    "theres": "there's", "im": "I'm", "ive": "I've", "dont": "don't", "doesnt": "doesn't", "didnt": "didn't",
    "isnt": "isn't", "arent": "aren't", "wasnt": "wasn't", "werent": "weren't", "cant": "can't", "couldnt": "couldn't",
    "wouldnt": "wouldn't", "shouldnt": "shouldn't", "hasnt": "hasn't", "havent": "haven't", "hadnt": "hadn't",
    "youre": "you're", "theyre": "they're", "youve": "you've", "weve": "we've", "theyve": "they've", "mustnt": "mustn't",
}
"""Contractions typed without their apostrophe; none of these is an English word as it stands."""

_NO_APOSTROPHE = re.compile(r"\b(" + "|".join(w for k in _APOSTROPHE for w in (k, k.capitalize())) + r")\b")

_ACRONYMS = frozenset({"ceo", "cfo", "cto", "coo", "cio", "hr", "pto", "hq", "faq", "usd", "eur", "nok", "gbp", "sek",
                       "dkk", "chf", "jpy", "cad", "aud", "vat", "ssn", "vpn"})
"""Acronyms people type in lower case; "it" and "us" are words too and stay as typed."""

# "24 hr" is hours
_LOWER_ACRONYM = re.compile(r"(?<![\d.])(?<!\d\s(?=hr))\b(" + "|".join(sorted(_ACRONYMS)) + r")\b")
_ABBREVIATIONS = {"avg": "average", "approx": "approximately", "mgr": "manager", "dept": "department",
                  "yr": "year", "yrs": "years", "mo": "month", "mos": "months", "wk": "week", "wks": "weeks"}
_PLACE_ABBREVIATIONS = {"NYC": "New York", "nyc": "New York", "SF": "San Francisco", "LA": "Los Angeles"}
"""Cities typed by their initials, as documents name them ("hotel cap in NYC": "The hotel cap in New York is ...")."""
_PLACE_ABBREVIATED = re.compile(r"(?<![\w.&'’\-])(" + "|".join(_PLACE_ABBREVIATIONS)
                                + r")(?![\w.&'’\-])(?!\s+[A-Z])")
_FIRST_WORD_TYPOS = {"hw": "how", "wat": "what", "wht": "what", "whr": "where"}
"""Question words typed short, read only as a question's first word ("hw much ...")."""
_FIRST_WORD_TYPO = re.compile(r"^(" + "|".join(_FIRST_WORD_TYPOS) + r")\b(?=\s+[a-z])", re.IGNORECASE)
_ABBREVIATED = re.compile(r"\b(" + "|".join(_ABBREVIATIONS) + r")\b(?!\.\w)")
_PERSON_VERBS = r"(?:can|could|would|will|do|did|are|were|have|had|should|may|must|if|for|to|let|give|tell|show|help)"
_YOU = re.compile(rf"\b({_PERSON_VERBS})\s+u\b(?!\.)", re.IGNORECASE)
_YOUR = re.compile(r"\b(?<![A-Z])ur\s+(?=[a-z])")
_ARE = re.compile(r"(?<![\w.'’\-])r\s+(?=(?:we|you|u|they|i|employees|staff)\b)", re.IGNORECASE)
_WH_ARE = re.compile(r"^(?P<wh>(?:what|where|who|when|how|which|why)(?:\s+(?:much|many|long|often))?)\s+r\s+(?=[a-z])",
                     re.IGNORECASE)
_WFH = re.compile(r"\bwfh\b(?P<noun>\s+(?:days?|policy|rules|allowance|arrangements?))?", re.IGNORECASE)
_PLEASE = re.compile(r"(?:^|(?<=\s)|(?<=,))(?:pls|plz|please)\b[,]?\s*|[,\s]+(?:pls|plz|please)(?=\s*[?.!]*\s*$)",
                     re.IGNORECASE)
_OPENING = re.compile(r"^\s*(?:(?:hey|hi|hello|yo|ok|okay|so|um+|uh+)(?:\s+there)?\s*[,:\-]+\s*|"
                      r"(?:hey|hi|hello)(?:\s+there)?\s+(?=(?:what|who|where|when|how|which|why|is|are|can|do|does|did)"
                      r"\b)|(?:quick\s+)?(?:q|question)\s*[:\-]\s*)", re.IGNORECASE)
_LONE_I = re.compile(r"(?<![\w.'’-])i(?=(?:['’](?:m|ve|d|ll)\b)|\s|[?,!]|\.(?!\w)|$)")


def as_typed(question: str) -> tuple[str, list[str]]:
    """``question`` in the form the planner reads (see the module docstring) and a note per kind of rewrite made;
    ``(question, [])`` when nothing is rewritten."""
    t = question
    notes: list[str] = []

    def rewrite(pattern: re.Pattern[str], repl: str | Callable[[re.Match[str]], str], what: str) -> None:
        nonlocal t
        new = pattern.sub(repl, t)
        if new != t and re.search(r"\w", new):  # "Thanks!" alone stays: a courtesy, which the planner reports
            t = new
            notes.append(what)

    if _shouted(t):
        t = t.lower()  # 'WHAT IS THE HOTEL CAP IN PARIS?': typed in capitals, read as typed in lower case
        notes.append("typed in capitals, read in lower case")
    rewrite(_OPENING, "", "an opening greeting left out")
    rewrite(_PLEASE, "", "a 'please' left out")
    rewrite(_FIRST_WORD_TYPO, lambda m: _FIRST_WORD_TYPOS[m.group(1).casefold()], "a question word typed short")
    rewrite(_NO_APOSTROPHE, lambda m: _keep_case(m.group(1), _APOSTROPHE[m.group(1).casefold()]),
            "contractions with their apostrophe")
    rewrite(_LONE_I, "I", "'i' as 'I'")
    rewrite(_ARE, "are ", "'r' as 'are'")  # 'how much r we allowed to spend': before a person
    rewrite(_WH_ARE, lambda m: f"{m.group('wh')} are ", "'r' as 'are'")  # 'what r the hotel caps': after a wh-word
    rewrite(_YOU, lambda m: f"{m.group(1)} you", "'u' as 'you'")
    rewrite(_YOUR, "your ", "'ur' as 'your'")
    rewrite(_WFH, lambda m: ("remote" if re.match(r"\s+days?$", m.group("noun")) else "remote work") + m.group("noun")
            if m.group("noun") else "work from home", "'wfh' as working from home")  # 'wfh days': remote days
    rewrite(_ABBREVIATED, lambda m: _ABBREVIATIONS[m.group(1)], "abbreviations written out")
    rewrite(_LOWER_ACRONYM, lambda m: m.group(1).upper(), "acronyms in capitals")
    rewrite(_PLACE_ABBREVIATED, lambda m: _PLACE_ABBREVIATIONS[m.group(1)], "a city's initials written out")
    if t != question:
        t = re.sub(r"\s+", " ", t).strip()
        t = t[:1].upper() + t[1:]
    return t, notes


def _keep_case(typed: str, meant: str) -> str:
    """``meant`` with the first letter in the case ``typed`` has ("Whats" -> "What's"); "I" stays a capital."""
    if meant.startswith("I"):
        return meant
    return meant[:1].upper() + meant[1:] if typed[:1].isupper() else meant


def typed_in_lower_case(question: str) -> bool:
    """Whether ``question`` was typed without capitals (its first letter aside): its names, if any, are in lower
    case too, and :func:`recase` may read them off the evidence."""
    if _shouted(question):
        return True  # typed in capitals: no capital tells a name either
    return not any(ch.isupper() for ch in question[1:]) and re.search(r"[a-z]", question) is not None and not re.search(
        r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]", question)  # a script with capitals: not Chinese, say


def _shouted(question: str) -> bool:
    """Whether ``question`` was typed all in capitals ('WHAT IS THE HOTEL CAP IN PARIS?'), three words or more, in
    the Latin alphabet (a Chinese question with "GOTH" in it is not)."""
    return (len(_WORD.findall(question)) >= 3 and not re.search(r"[a-z]", question)
            and re.search(r"[A-Z]{2}", question) is not None and re.fullmatch(r"[\x00-\x7f’]*", question) is not None)


_WORD = re.compile(r"[^\W\d_][\w'’\-]*")
_SENTENCE_START = re.compile(r"(?:^|[.!?:;]\s+|\n\s*|\|\s*)$")
_CAPITALISED_BEFORE = re.compile(r"\b[A-Z][\w'’\-]*\s+$")
_CAPITALISED_AFTER = re.compile(r"\s+[A-Z][\w\-]*")


def recase(question: str, texts: Iterable[str]) -> tuple[str, list[str]]:
    """``question`` with each run of one to three of its lower-case words that ``texts`` write with capitals, and
    never in lower case, written as they write it ("new york" -> "New York", "berlin" -> "Berlin"); the names so
    written. An occurrence that opens a sentence (or a table cell) tells nothing and is not counted; a function word
    ("it", "us", "in") is never a name by itself. Longer runs first, so "new york" is one name and "new" alone stays."""
    words = list(_WORD.finditer(question))
    said = list(texts)
    out = question
    names: list[str] = []
    taken = [False] * len(words)
    for n in (3, 2, 1):
        for i in range(len(words) - n + 1):
            run = words[i:i + n]
            if any(taken[i:i + n]) or any(not w.group().islower() for w in run):
                continue
            if run[0].group().casefold() in CONTENT_STOP or run[-1].group().casefold() in CONTENT_STOP:
                continue
            if question[run[0].start():run[-1].end()] != " ".join(w.group() for w in run):
                continue  # one space between the words, as a name is written
            form = _written_form(" ".join(w.group() for w in run), said)
            if form is None:
                continue
            for j in range(i, i + n):
                taken[j] = True
            names.append(form)
            out = out[: run[0].start()] + form + out[run[-1].end():]
    return out, names


def _written_form(phrase: str, texts: list[str]) -> str | None:
    """How ``texts`` write ``phrase`` when every occurrence inside a sentence has a capital (and one at least is
    inside a sentence), the most common such form; ``None`` otherwise."""
    pattern = re.compile(rf"(?<![\w'’\-]){re.escape(phrase)}(?![\w\-])", re.IGNORECASE)
    forms: Counter[str] = Counter()
    for text in texts:
        for m in pattern.finditer(text):
            form = m.group()
            if _SENTENCE_START.search(text[: m.start()]) or _CAPITALISED_BEFORE.search(text[: m.start()]) or \
                    _CAPITALISED_AFTER.match(text, m.end()):
                continue  # a sentence's first word, or part of a longer name ("New" of "New York")
            if form.islower() or not all(w[:1].isupper() for w in form.split()):
                return None
            forms[form] += 1
    return forms.most_common(1)[0][0] if forms else None
