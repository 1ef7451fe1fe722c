"""Pure text helpers: atomic-fact splitting, slot placeholders and candidate values for open slots."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from claimbound.cjk import CJK_RE, HAN_CHARS, ORGANISATION_NOUNS_ZH, has_han, leading_han_words, load_jieba
from claimbound.claims.calendar import MONTHS, WEEKDAYS
from claimbound.claims.conditions import GREATER_WORDS, LESSER_WORDS, thresholds
from claimbound.claims.english import (
    ASKER_WORDS,
    AUXILIARIES,
    DAY_NOUNS,
    DO,
    IRREGULAR_BASE,
    IRREGULAR_PARTICIPLES,
    MODAL,
    PEOPLE_PLURALS,
    PLACE_PREPOSITIONS,
    PREPOSITIONS,
    REPORTING_VERBS,
)
from claimbound.claims.plan import CONTENT_STOP, DYNASTY, EVENT, content_words, fill_refs, fold_accents, kind_noun
from claimbound.sentences import blank_cell, sentence_bounds, sentences, table_cells
from claimbound.verifier.places import (
    KIND_RANKS,
    country_or_adjective,
    excluded_for,
    is_continent,
    is_country,
    is_demonym,
    is_language,
    is_us_state,
)

__all__ = ["split_atomic", "fill_slot", "slot_candidates", "SlotCandidate", "PLACEHOLDER_RE"]

PLACEHOLDER_RE = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")

_NOT_VERBS = frozenset("this its his hers ours yours theirs always perhaps news series species across towards whereas "
                       "unless thus less plus".split())
_PREPOSITIONS = PREPOSITIONS | {"of"}
_ADVERBS = frozenset("not never also then still now often later subsequently thus therefore further even only "
                     "successfully significantly largely".split())
_WORD_RE = re.compile(r"[A-Za-z][\w'\-]*")
_COORDINATION = re.compile(r",\s+(and|but|while|whereas)\s+|\s+(and)\s+", re.IGNORECASE)
_RELATIVE = re.compile(r"\b(?:that|which|who|whom|whose|where|when)\b", re.IGNORECASE)
_LIST_OPENERS = ("between", "both", "either")
_SUBORDINATORS = frozenset("while although though if when as because since whereas unless not only".split())
_PRONOUNS = frozenset("it he she they we i you this that these those there".split())


def verb_form(word: str) -> bool:
    """A lower-case word in -s / -ed that reads as a finite verb (not "this", "news", "famous", "analysis")."""
    return word.islower() and len(word) > 3 and word not in _NOT_VERBS and (
        word.endswith("ed") or (word.endswith("s") and not word.endswith(("ss", "ous", "is", "us"))))


def first_verb_at(claim: str) -> int:
    """Where the claim's first verb starts (an auxiliary, or a lower-case word in -s / -ed after the first word), the
    end of its subject; the claim's length when none is found. A rough cut: a plural noun may end the subject early."""
    for i, m in enumerate(_WORD_RE.finditer(claim)):
        w = m.group(0)
        if i > 0 and (w.lower() in AUXILIARIES or verb_form(w)):
            return m.start()
    return len(claim)


def _has_finite_verb(clause: str) -> bool:
    """An auxiliary, or a verb in -s / -ed followed by a word that is not a preposition ("Acme employs 1,200 people",
    not "studies into the effect" or "producing cells")."""
    words = clause.split()
    for i, w in enumerate(words):
        bare = w.strip(",;:()\"'“”")
        if bare.lower() in AUXILIARIES:
            return True
        if i > 0 and bare == w and verb_form(w) and i + 1 < len(words) and words[i + 1].lower() not in _PREPOSITIONS:
            return True
    return False


def _predicate_start(text: str) -> bool:
    """``text`` opens with an auxiliary (after adverbs such as "also", "never"): "is accused of ...", "has increased
    ...". A word in -s / -ed is not enough here: "scientists are ...", "related fields have ..." open clauses."""
    for w in _WORD_RE.findall(text)[:3]:
        if w.lower() not in _ADVERBS:
            return w.lower() in AUXILIARIES
    return False


def _coordinated_part(left: str, right: str, conj: str) -> str | None:
    """The atomic fact that ``right`` (the text after "and" / "but" / "while" / "whereas") states, or None when the
    conjunction joins less than a clause (a list of nouns or adjectives, "between A and B").

    - A verb phrase borrows the subject of ``left``: "X faces trial and is accused of fraud" -> "X is accused of
      fraud".
    - A prepositional phrase borrows ``left`` up to the same preposition: "X is criticized for A and for B" -> "X is
      criticized for B".
    - A clause with its own subject and an auxiliary (before any relative pronoun) stands alone; after "but",
      "while" or "whereas" a looser clause test is enough.
    """
    listed = re.sub(r"(?<=\d),(?=\d{3})", "", left)  # "1,200 people" is one number, no list
    tail = listed.split(",")[-1].split()
    if conj == "and" and "," in listed and len(tail) <= 3:
        return None  # the end of a list: "China, India, Indonesia and the US"
    opener = max((i for i, w in enumerate(left.lower().split()) if w in _LIST_OPENERS), default=-1)
    if opener >= 0 and "and" not in left.lower().split()[opener:]:
        return None  # "between A and B", "both A and B"
    if not _has_finite_verb(left):
        return None
    first = right.split()[0].lower() if right.split() else ""
    if _predicate_start(right):
        cut = first_verb_at(left)
        subject = left[:cut].strip()
        verb = left[cut:].split()[0].lower() if cut < len(left) else ""
        plausible = 0 < len(subject.split()) <= 12 and (len(subject.split()) > 1 or verb in AUXILIARIES) \
            and "," not in subject and subject.split()[0].lower() not in _SUBORDINATORS
        return f"{subject} {right}" if plausible else None
    if first in _PREPOSITIONS:
        at = left.lower().rfind(f" {first} ")
        return f"{left[:at + 1]}{right}" if at > first_verb_at(left) else None
    own = _WORD_RE.findall(_RELATIVE.split(right)[0])
    named = bool(own) and (own[0][:1].isupper() or own[0].lower() in _PRONOUNS)
    aux = next((i for i, w in enumerate(own) if w.lower() in AUXILIARIES), 0)
    if aux >= 2 or (aux == 1 and named) or (named and len(own) > 2 and verb_form(own[1])):
        return right  # its own subject ("the hotel cap is", "it is", "Acme employs"), not "ice have diminished"
    if conj != "and" and _has_finite_verb(right):
        return right
    return None


def _split_coordination(piece: str) -> list[str]:
    """Cut ``piece`` at each conjunction that joins clauses; a cut-off verb or prepositional phrase carries the text it
    borrowed from the left (its subject, or the words up to the shared preposition)."""
    parts: list[str] = []
    start, borrowed = 0, ""
    matches = list(_COORDINATION.finditer(piece))
    for i, m in enumerate(matches):
        left = (borrowed + piece[start:m.start()]).strip()
        right = piece[m.end():matches[i + 1].start() if i + 1 < len(matches) else len(piece)].strip()
        atom = _coordinated_part(left, right, (m.group(1) or m.group(2)).lower())
        if atom is None:
            continue  # the conjunction stays inside the current fact
        parts.append(left.strip(" ."))
        borrowed, start = atom[:len(atom) - len(right)], m.end()
    parts.append((borrowed + piece[start:]).strip(" ."))
    return parts


def split_atomic(claim: str) -> list[str]:
    """Split a claim into atomic facts.

    Splits on sentence ends (:func:`claimbound.sentences.sentences`, the splitter that cuts documents into spans),
    semicolons, and "and" / "but" / "while" / "whereas" where they join clauses
    (:func:`_coordinated_part`): "the meal cap is 80 USD and the hotel cap is 200 USD" becomes two facts, "X faces
    trial and is accused of fraud" becomes "X faces trial" and "X is accused of fraud", and "salt and pepper", "rapid
    and long-lasting antibodies", "between A and B" or a list "China, India and the US" stay whole. A claim that does
    not split is returned as a one-element list.
    """
    parts: list[str] = []
    for sentence in sentences(claim.strip()):
        for piece in re.split(r"\s*;\s*", sentence):
            piece = piece.strip(" .")
            if piece:
                parts.extend(_split_coordination(piece))
    parts = [p for p in parts if len(p.split()) >= 2]
    return parts if len(parts) > 1 else [claim.strip()]


def fill_slot(text: str, slot: str, value: str) -> str:
    """Replace ``{slot}`` in ``text`` by ``value`` (as :func:`~claimbound.claims.plan.fill_refs` does: "from 07:00 to
    19:00" takes the place of "in {slot}")."""
    return fill_refs(text, {slot: value})


@dataclass(frozen=True)
class SlotCandidate:
    """A candidate value for an open slot and its character offsets inside the span text."""

    value: str
    start: int
    end: int
    kind: str


_LATIN_CHAR = r"(?:(?![\u3000-\u9fff\uac00-\ud7af\uff00-\uffef])[\w&'\-])"  # a name stops at CJK text ("Lee的总部")
# a capitalised word, a dotted acronym ("U.S."), or a middle initial followed by the rest of the name ("Lewis S.
# Eaton", "Franklin D. Roosevelt"; not "Team B. The next ...")
_CAP_WORD = r"[A-Z](?:(?:\.[A-Z])+\.|\.(?=[ \t]+(?!(?:The|A|An|In|On|At|It|He|She|They|This|That|His|Her|Its|Their|But|And|However)\b)[A-Z][a-z])|" + _LATIN_CHAR + "*)"
_MODEL_NUMBER = r"[A-Z][A-Za-z]{0,2}[ \t]+-[ \t]+\d+\b(?![.,]\d)"  # "B - 29", "MiG - 21"; not "Paris - 3"
_NAME_PART = rf"(?:{_MODEL_NUMBER}|{_CAP_WORD})"
_CAPS = re.compile(rf"\b{_NAME_PART}(?:[ \t]+(?:(?:of|the|de|du|van|von|and|for|&)[ \t]+)?{_NAME_PART}"
                   rf"|[ \t]+-[ \t]+{_CAP_WORD})*")
"""A name: capitalised words, some joined by "of", "the", "van" ...; a hyphen the text spaces ("Harley - Davidson",
"B - 29", as tokenised Wikipedia text writes them) joins a name's parts too."""
_JOIN_THE = re.compile(r"[ \t]+(?:of|for)[ \t]+the[ \t]+")
_JOINING_HEADS = frozenset(
    "Society Association Institute Institution Foundation Fund Center Centre Council Committee Commission League Union "
    "Federation Organization Organisation Alliance Coalition Agency Office Department Ministry Bureau Board Academy "
    "College School University Museum Library Hospital Bank Company Corporation Party Club Order Church Cathedral "
    "Basilica Abbey Temple Chapel Palace Castle House Hall Court Parliament Assembly Congress Senate Army Navy Corps "
    "Guard Republic Kingdom Empire Duchy Principality Sea Gulf Bay Isle Islands Lake Cape Mount Battle Siege Treaty "
    "Festival Friends Knights Daughters Sons Sisters Brothers".split())
"""The last word of a name that "of the" or "for the" continues ("Society for the Exploration of Psychotherapy
Integration", "Bank of the Philippine Islands", "Battle of the Bulge"); after any other ("John Lennon of the Beatles",
"Realtime Associates for the Nintendo Entertainment System") the two names stay two."""
_MONTHS_ALT = "|".join(MONTHS)
# size, length, mass and area units: a number read with one keeps it; a "how big / tall ..." slot prefers it
_MEASURE_UNITS = (r"(?:[KMGT]i?B|bytes|(?:kilo|centi|milli)?met(?:re|er)s?|[ckm]?m|ft|feet|inch(?:es)?|tonnes?|tons?|"
                  r"pounds|lbs?|kg|acres?|hectares?|miles?)\b")
_BARE_MONTH = re.compile(  # "in October", "every October": a month with no day or year, after a word that dates it
    r"\b(?:in|every|each|since|until|till|by|from|through|during|early|late|mid|last|next|of)\s+(?:mid-)?"
    r"(?P<month>(?-i:" + _MONTHS_ALT + r"))\b(?![\s,]*\d)", re.IGNORECASE)
_NOT_AFTER_WORD = r"(?<![^\W\u3040-\u9fff\uac00-\ud7af]|[$€£])"
"""No letter, digit or currency sign right before (a Chinese, Japanese or Korean character may be: "全长1122米")."""
_NUMDATE = re.compile(
    _NOT_AFTER_WORD + r"(?:(?:\d{1,2}\s+)?(?:" + _MONTHS_ALT + r")(?:\s+\d{1,2})?,?\s+\d{4}|\d{4}-\d{2}-\d{2}"
    r"|(?:" + _MONTHS_ALT + r")\s+\d{1,2}(?:st|nd|rd|th)?\b|\d{1,2}(?:st|nd|rd|th)?\s+(?:" + _MONTHS_ALT + r")\b"
    r"|[$€£]?\d[\d,]*(?:\.\d+)?(?:万|亿|\s?(?:%|percent|million|billion|"
    r"thousand|[A-Z]{3}\b|km|kg|miles?|years?|weeks?|days?|months?|hours?|minutes?|mins?\b|seconds?|secs?\b|"
    # sizes and lengths, so that "how big" binds "46.2 MB", not "46.2"
    + _MEASURE_UNITS + r"))?)"
)
_ID_LABEL_BEFORE = re.compile(r"\b(?P<label>seed|batch|port|version|step|stop|epoch|layer|id|issue|chapter|page|episode|"
                              r"season|round|commit|line|column|row|item|table|figure|section|no\.)\s*[:=#]?\s*$", re.I)


def _modifies_a_word(c: SlotCandidate, span_text: str) -> bool:
    """The number is glued by a hyphen to the word it modifies ("3-way macro-F1", "a 2-core machine"), or is a
    year that dates the noun before it ("the boreal remote work policy of 2022")."""
    return re.match(r"-[A-Za-z]", span_text[c.end:c.end + 2]) is not None or (
        re.fullmatch(r"(?:1[5-9]|20)\d\d", c.value) is not None
        and re.search(r"\b[a-z][\w\-]+\s+of\s+$", span_text[:c.start]) is not None)


def _labelled_elsewhere(before: str, claim_text: str) -> bool:
    """The number after ``before`` is named by a label ("seed 13", "batch 64") the claim does not name."""
    m = _ID_LABEL_BEFORE.search(before)
    return m is not None and m.group("label").lower() not in claim_text.lower()


_GLUED_WORD = re.compile(r"(?!(?:st|nd|rd|th|s)\b)[A-Za-z]{2,}")
_TIME_UNIT = re.compile(r"\b(?:years?|months?|weeks?|days?|hours?|minutes?|mins?|seconds?|secs?)\b", re.I)
_ORDINALS = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
             "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth twenty-first").split()
_CENTURY = re.compile(r"\b(?:(?:early|mid|late)[ -])?(?:\d{1,2}(?:st|nd|rd|th)|" + "|".join(_ORDINALS)
                      + r")[ -]century\b", re.IGNORECASE)
_FREQUENCY = re.compile(
    r"\b(?:every|each)\s+(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|other)\s+)?"
    r"(?:year|month|week|day|hour|quarter)s?\b"
    r"|\b(?:once|twice|(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+times)\s+(?:a|per|each|every)\s+"
    r"(?:year|month|week|day)\b"
    r"|\b(?:annually|yearly|monthly|weekly|daily|hourly|quarterly|biannually|biennially)\b"
    r"|\b(?:every|each)\s+(?:" + "|".join(MONTHS + WEEKDAYS) + r"|spring|summer|autumn|fall|winter)\b",
    re.IGNORECASE,
)  # "every three years", "twice a month", "annually", "every October"
_REPEATS = re.compile(
    r"\b(?:once|twice|thrice|(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+times|-time))\b",
    re.IGNORECASE,
)  # how many times: "twice", "three times", "a two-time Pro Bowl selection"
_DECADE = re.compile(r"\b(?:(?:early|mid|late)[ -])?(?:1[5-9]|20)\d0s\b", re.IGNORECASE)  # "the 1970s", "late 1990s"
_COUNT_WORD = re.compile(
    r"\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|"
    r"eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a dozen|dozens|hundreds|thousands)\b"
    r"(?:\s(?:percent|per cent)\b)?",  # "fifty percent" is a share, not the count "fifty"
    re.IGNORECASE,
)  # "one" is left out: it is far more often a pronoun or an article than a count
_SMALL_COUNT = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"  # a count in words, "one" too
_SPAN_UNIT = r"(?:days?|weeks?|months?|years?|hours?|minutes?)"
_WORK_DAYS = r"(?:(?:working|business|calendar)\s+)?"
_WORD_SPAN = re.compile(  # "one extra week", "two years": a count of a unit of time in words ("one" too, before one)
    rf"\b{_SMALL_COUNT}\s+(?:(?:extra|more|additional|full)\s+)?{_SPAN_UNIT}\b", re.IGNORECASE)
_DEADLINE = re.compile(  # "within 30 days", "within 12 months of a birth or adoption": when, counted from an event
    rf"\b(?:within|after|before|no later than)\s+(?:\d[\d,.]*|{_SMALL_COUNT})\s+{_WORK_DAYS}{_SPAN_UNIT}\b"
    r"(?:\s+(?:of|after|before)\s+(?:(?:an?|the)\s+)?[a-z]+(?:\s+(?:or|and)\s+(?:(?:an?|the)\s+)?[a-z]+)?\b)?"
    rf"|\b(?:\d[\d,.]*|{_SMALL_COUNT})\s+{_WORK_DAYS}(?:days?|weeks?|months?|years?|hours?)\s+"
    r"(?:in advance|beforehand)\b"  # "30 days in advance"
    r"|\bon\s+(?:their|the|his|her|its|your|our)\s+(?:first|last|final)\s+(?:working\s+)?(?:day|week)\b"
    r"|\bat\s+the\s+(?:start|end|beginning)\s+of\s+(?:the|each|every)\s+(?:week|month|quarter|year)\b",
    # "on their first day", "at the end of each month": when, from a moment the reader knows
    re.IGNORECASE)
_MONEY_RANGE = re.compile(  # "850,000 to 1,000,000 NOK", "$50-$80": a range of money, its ends stay numbers too
    r"(?<![\w$€£])(?:[$€£]\s?\d[\d,]*(?:\.\d+)?\s*(?:to|-|–)\s*[$€£]?\s?\d[\d,]*(?:\.\d+)?"
    r"|\d[\d,]*(?:\.\d+)?\s*(?:to|-|–)\s*\d[\d,]*(?:\.\d+)?\s?(?-i:[A-Z]{3})\b)")
_CLOCK = re.compile(r"(?<![\w.])\d{1,2}(?:[:.]\d{2})?\s?(?:[ap]\.m\.?|[ap]m\b)", re.IGNORECASE)  # "5 pm", "9:30 a.m."
_HOURS = r"(?:(?<![\w.:])(?:[01]\d|2[0-3]):[0-5]\d(?![\d:])|" + _CLOCK.pattern + ")"
_TIME_RANGE = re.compile(  # "from 07:00 to 19:00", "9 am - 5 pm": hours of the day (a lone "07:00" may be a score)
    rf"(?:\bfrom\s+)?(?P<a>{_HOURS})\s*(?:to|until|till|-|–)\s*(?P<b>{_HOURS})"
    rf"|\bbetween\s+(?P<c>{_HOURS})\s+and\s+(?P<d>{_HOURS})", re.IGNORECASE)
_CLOSING_AT = re.compile(r"\b(?:closes?|closing|shuts?)\s+(?:at|by|in)\s+", re.IGNORECASE)  # not "is closed": a state
_OPENING_AT = re.compile(r"\b(?:opens?|opening)\s+(?:at|by|in)\s+", re.IGNORECASE)
_OPENS_AT = re.compile(r"\b(?:opens|opening)\s+(?:at|by|in)\s+", re.IGNORECASE)  # not "is open in {sq1}": its hours


def clock_minutes(text: str) -> int | None:
    """Minutes after midnight of a time of day ("19:00", "7 pm", "9:30 a.m."); None for anything else."""
    m = re.fullmatch(r"\s*(\d{1,2})(?:[:.](\d{2}))?\s?([ap])?\.?m?\.?\s*", text, re.IGNORECASE)
    if m is None or (m.group(3) is None and m.group(2) is None):
        return None
    hour, minute = int(m.group(1)), int(m.group(2) or 0)
    if m.group(3):
        hour = hour % 12 + (12 if m.group(3).lower() == "p" else 0)
    return hour * 60 + minute if hour < 24 and minute < 60 else None


def hours_ranges(text: str) -> list[tuple[tuple[str, int], tuple[str, int]]]:
    """The ranges of hours a text gives ("open from 07:00 to 19:00"): ((start, offset), (end, offset)) each."""
    out = []
    for m in _TIME_RANGE.finditer(text):
        a, b = ("a", "b") if m.group("a") else ("c", "d")
        out.append(((m.group(a), m.start(a)), (m.group(b), m.start(b))))
    return out


def asked_moment(claim_text: str) -> tuple[str, str] | None:
    """("close" | "open", the time) when the claim says when something closes or opens ("the office closes at
    19:00"); None otherwise, and for a range ("opens from 07:00 to 19:00")."""
    for kind, pattern in (("close", _CLOSING_AT), ("open", _OPENING_AT)):
        for m in pattern.finditer(claim_text):
            t = re.match(_HOURS, claim_text[m.end():], re.IGNORECASE)
            if t is not None and not _TIME_RANGE.match(claim_text, m.end()):
                return kind, t.group(0)
    return None


def asks_hour(claim_text: str, slot: str | None) -> str | None:
    """"close" when the claim asks when something closes ("the Bergen office closes at {sq1}"), "open" when it asks
    when it opens ("... opens at {sq1}"; "is open in {sq1}" asks its hours), else ``None``."""
    if slot is None:
        return None
    for kind, pattern in (("close", _CLOSING_AT), ("open", _OPENS_AT)):
        if re.search(pattern.pattern + re.escape("{" + slot + "}"), claim_text, re.IGNORECASE):
            return kind
    return None


def closing_times(claim_text: str, slot: str, span_text: str, cands: list[SlotCandidate]) -> list[SlotCandidate]:
    """For a claim that asks when something closes or opens (:func:`asks_hour`), a range of hours the span gives
    ("open from 07:00 to 19:00") is read as its end ("19:00") or its start ("07:00"): the opening hours' end is the
    closing time, their start the opening time."""
    kind = asks_hour(claim_text, slot)
    if kind is None:
        return cands
    ranges = hours_ranges(span_text)
    out = []
    for c in cands:
        edge = next(((first if kind == "open" else last) for first, last in ranges if c.start <= first[1] < c.end), None)
        out.append(c if edge is None else SlotCandidate(value=edge[0], start=edge[1], end=edge[1] + len(edge[0]),
                                                         kind=c.kind))
    return out


def _asks_time_to(claim_text: str, slot: str) -> bool:
    """Whether the claim asks the time one has to do a thing ("I have {sq1} to submit receipts")."""
    return re.search(r"\bha(?:ve|s|d)\s+\{" + re.escape(slot) + r"\}\s+to\s+[a-z]", claim_text) is not None


def time_given(claim_text: str, slot: str, span_text: str, cands: list[SlotCandidate]) -> list[SlotCandidate]:
    """For a claim of the time one has to do a thing ("I have {sq1} to submit receipts"), only a length the span gives
    as a deadline ("within 60 days", "no later than 1 hour", "30 days in advance"): "Acme offers 20 weeks of paid
    parental leave" gives no time to take it in."""
    if not _asks_time_to(claim_text, slot):
        return cands
    return [c for c in cands if re.search(r"\b(?:within|no\s+later\s+than|in\s+less\s+than|in\s+under)\s+$",
                                          span_text[: c.start], re.I)
            or re.match(r"\s+(?:in\s+advance|beforehand)\b", span_text[c.end:], re.I)]


LEAD_TIME = re.compile(r"\s+(?:in\s+advance|beforehand|ahead\s+of\s+time)\b", re.IGNORECASE)
"""What follows a length that makes it a lead time: "30 days | in advance"."""
_ASKS_LEAD = re.compile(r"\b(?:advance|ahead|beforehand|notice|prior|before|early)\b", re.IGNORECASE)


def lead_times_unasked(claim_text: str, slot: str, span_text: str,
                       cands: list[SlotCandidate]) -> list[SlotCandidate]:
    """Without a length the span gives as a lead time ("Parental leave must be requested 30 days in advance"), unless
    the claim asks how far ahead ("... requested {sq1} in advance") or the time one has (:func:`time_given`): a lead
    time is no length of the thing ("{sq1} was the previous parental leave" is not 30 days)."""
    if _ASKS_LEAD.search(claim_text) or _asks_time_to(claim_text, slot):
        return cands
    return [c for c in cands if not LEAD_TIME.match(span_text, c.end)]


# a plural, not a word in -ss ("wellness")
_COUNTED_NOUN = re.compile(r"\{(?P<slot>[^}]+)\}\s+(?:[a-z][a-z\-]*\s+)?(?P<noun>[a-z][a-z\-]*(?<!s)s)\b")
_DAY_NOUNS_ONE = "|".join(sorted(w for w in DAY_NOUNS if not w.endswith("s")))  # "holiday": its plural by "s?"
_MEASURE_END = re.compile(rf"(?:\b(?:minute|hour|day|{_DAY_NOUNS_ONE}|week|month|year|night|km|kilometre|kilometer"
                          r"|mile|percent)s?|\b(?-i:[A-Z]{3})|%|\d:\d\d)\s*$", re.IGNORECASE)
_BOUND_BEFORE = re.compile(r"\b(?:over|under|above|below|aged|age)\s+$", re.IGNORECASE)


def counts_of_the_noun(claim_text: str, slot: str, span_text: str, cands: list[SlotCandidate],
                       answer_type: str | None = "number") -> list[SlotCandidate]:
    """For a claim counting things ("boreal has {sq1} employees"), without the values that measure time, money or
    distance ("one extra week" of "Employees over 60 receive one extra week of annual leave", "from 07:00 to 19:00")
    and the bare numbers a bound puts on them ("over 60"): no count of employees. A claim counting a measure itself
    ("I get {sq1} vacation days") keeps them, and so does a claim asking for anything but a number."""
    m = _COUNTED_NOUN.search(claim_text) if answer_type == "number" else None  # "{sq1} requires ...": no count
    if m is None or m.group("slot") != slot or _MEASURE_END.search(m.group("noun")) or any(
            w in CONTENT_STOP or w in PREPOSITIONS for w in claim_text[m.end("slot") + 1: m.end()].split()):
        return cands  # "{sq1} is the meal allowance": no count
    return [c for c in cands if not _MEASURE_END.search(c.value)
            and not (c.value[:1].isdigit() and _BOUND_BEFORE.search(span_text[: c.start]))]


_NP = re.compile(r"\b(?:the|a|an)\s+((?:[a-z][\w\-]*\s+){0,2}[a-z][\w\-]*)")
_OPENING_NP = re.compile(r"(?<![\w\-])(?P<np>[A-Z][a-z\-]+(?:[ \t]+[a-z][a-z\-]+){1,2})[ \t]+"
                         r"(?=(?:is|are|was|were|must|may|can|should|will|shall|need|needs)\b)")
"""A sentence's bare subject before its auxiliary: a capitalised word and one or two in lower case ("Conference travel
is paid ...", "Parking fees are not ...", "Security incidents must ...")."""
_PAIRED_NP = re.compile(r"\b(?:the|a|an)\s+((?P<a>[a-z][\w\-]*)\s+and\s+(?P<b>[a-z][\w\-]*)\s+(?P<noun>[a-z][\w\-]*))\b")
_NP_BREAK = frozenset(
    "to in on at by for with from into onto along about as than that which who whom whose and or but nor the a an "
    "is was are were be been being has have had this these those it its their his her must should shall would could "
    "might cannot need".split()
)  # a noun phrase ends before these ("an increase to the present" -> "increase"; "the cap need written approval" ->
# "cap": a plural subject's "need" is its verb); "of" may stay inside


def _runs_on(span_text: str, end: int) -> bool:
    """A phrase of three words ending at ``end`` that the span goes on with two more words of its compound ("a former
    professional ice | hockey right winger"): cut short inside it, the phrase names nothing. Words of a compound are
    lower-case and no function word, auxiliary, adverb or verb form (-ed, -ing; the first no plural either)."""
    words = re.match(r"\s+([a-z][a-z\-]*)\s+([a-z][a-z\-]*)\b(?![\-'’])", span_text[end:])
    if words is None:
        return False
    first, second = words.groups()
    return all(w not in CONTENT_STOP and w not in AUXILIARIES and w not in _NP_BREAK and w not in _NO_NOUN
               and not w.endswith(("ed", "ing", "ly")) for w in (first, second)) and not first.endswith("s")


_NO_NOUN = frozenset(
    "following same first last former latter next other others previous above below entire whole only early late mid "
    "oldest largest biggest smallest highest lowest best worst most least few many several".split()
)  # after an article, words that modify a noun to come, or stand for one already named: "the following", "the oldest"


_NAMED_PHRASE = re.compile(r"\b(?:the|an?)\s+((?:[A-Za-z][\w\-]*\s+){0,3}[a-z][\w\-]*)\b")
_LOCATIVE_BEFORE = re.compile(rf"(?<![\w-])(?:{'|'.join(PLACE_PREPOSITIONS)})\s+(?:the|an?)\s+$", re.IGNORECASE)
_NOT_PLACES = frozenset("past future present meantime meanwhile end beginning start hand way case time event period "
                        "process form course basis order fact part sense number term words moment day year month week "
                        "age era century decade".split())  # "in the past", "on the other hand": no place
_PHRASE_PLACES = frozenset({"location", "place"})  # "where": a place may be a phrase ("the acme travel portal")


def _np_head(phrase: str) -> str:
    """The noun phrase of "the / a / an + up to three words" up to its first function word, without a dangling
    "of": "increase to the" -> "increase", "negative effect on" -> "negative effect", "amount of resources" stays.
    A lone word that names no thing ("the following.", "the early 1950s", "the oldest and ...") is no phrase."""
    words = list(re.finditer(r"\S+", phrase))  # kept as a prefix of ``phrase``, so offsets into the span hold
    cut = next((i for i, w in enumerate(words) if w.group(0) in _NP_BREAK), len(words))
    words = words[:cut]
    while words and words[-1].group(0) == "of":
        words.pop()
    if len(words) == 1 and words[0].group(0).rstrip(",.;:") in _NO_NOUN:
        return ""
    return phrase[: words[-1].end()] if words else ""


_AND_RE = re.compile(r"\s+(?:and|&)\s+")
_AND_THE = re.compile(r"[ \t]+and[ \t]+the[ \t]+")
_OF_RE = re.compile(r"\s+of\s+(?:the\s+)?")


def _name_parts(name: str) -> list[tuple[int, str, str]]:
    """(offset, part, kind) of a joined name's conjuncts ("name") and of each one's capitalised tail after "of"
    ("place_part", offered to place slots only): "Scott Alexander and Larry Karaszewski" -> both names;
    "Philbrook Museum of Tulsa" -> "Tulsa"."""
    pieces, pos = [], 0
    for m in _AND_RE.finditer(name):
        pieces.append((pos, name[pos : m.start()]))
        pos = m.end()
    pieces.append((pos, name[pos:]))
    out = [(offset, piece, "name") for offset, piece in pieces if len(pieces) > 1]
    for offset, piece in pieces:
        tails = list(_OF_RE.finditer(piece))
        if tails and piece[tails[-1].end() :][:1].isupper():
            out.append((offset + tails[-1].end(), piece[tails[-1].end() :], "place_part"))
    return out


_CONNECTORS = frozenset({"of", "the", "de", "du", "van", "von", "and", "for", "&"})
_CALENDAR = frozenset(w.casefold() for w in MONTHS + WEEKDAYS)
_DATE_WORDS = _CALENDAR | _CONNECTORS  # a capitalised run made only of these is part of a date
_BAD_START = frozenset(
    "The A An In On At It This That These Those He She They We However But And Or If When While After Before Since "
    "As For Its His Her Their Our My With Without Later Also During From By To Of Although Though Then There Here "
    "Such Some Many Most Both Each Shortly Following According Despite Between Under Upon Among Within Once Today "
    "Currently Originally Previously Subsequently Eventually Meanwhile Thus Therefore Conversely Similarly Finally "
    "Additionally Furthermore Moreover Consequently Accordingly Nevertheless Nonetheless Instead Likewise Hence Indeed "
    "Namely Notably Initially Ultimately Recently Historically Traditionally Generally Typically Usually Alternatively "
    "Overall Unfortunately Fortunately Using Citing Including Regarding Concerning Considering Excluding Speaking Amid "
    "Amidst Unlike Throughout Besides".split()
)  # sentence-initial function words, pronouns, adverbs and participles opening a clause: never the start of a name


_CJK_KINDS = {"nr": "name", "nrfg": "name", "nrt": "name", "nt": "name", "nz": "name", "ns": "place_part",
              "t": "noun_phrase"}
"""jieba part-of-speech tags of proper nouns: person, organisation and other names; places (offered to place slots
only, like the tail of "Philbrook Museum of Tulsa"); time words ("北宋") as noun phrases."""
_CJK_RELATIVE_TIMES = frozenset("今年 去年 明年 当时 现在 目前 以前 以后 后来 同年 当年 之后 之前 最近 此后 其后 未来 过去 "
                                "今天 昨天 明天 期间 时期 年代 初期 中期 后期 早期 晚期 "
                                # adverbs and directions jieba tags as time words: "后者往往因 ..." names no time
                                "往往 本来 刚才 正在 如今 先后 下来 下去 过来 上来 上去 向前 前来 前往 如下 眼前 当下 平时 "
                                "最初 将来 当前 当初 日前 近日 近年来 今后 今日 昨日 当日 会上 年纪".split())
_CJK_DAY_TIMES = frozenset("凌晨 清晨 早上 早晨 上午 中午 下午 傍晚 晚上 晚间 夜间 深夜 黎明 午夜 半夜 夜晚 白天".split())
"""Times of a day, of no day in particular: no value alone ("2013年6月21日凌晨1时许" names the date), only with the day
they join ("星期日晚上")."""


@lru_cache(maxsize=4096)
def _cjk_names(text: str) -> tuple[tuple[str, int, str], ...]:
    """(value, offset, kind) of the proper nouns jieba tags in Chinese ``text``, adjacent ones of a kind joined
    ("湖南省" + "长沙县" -> "湖南省长沙县"); time words only when they are not relative ("北宋", not "当时" or the adverb
    "往往"), and a time of day only with the day it joins ("星期日晚上", not "凌晨")."""
    import jieba.posseg  # the tagger loads its tables on import (~0.2 s): only when a Chinese span comes

    load_jieba()  # the shared loader, start-up logging silenced
    out: list[tuple[str, int, str]] = []
    pos = 0
    for token in jieba.posseg.cut(text):
        word, kind = token.word, _CJK_KINDS.get(token.flag)
        start = text.find(word, pos)
        if start < 0:
            continue
        pos = start + len(word)
        if kind is None or (token.flag == "t" and (word in _CJK_RELATIVE_TIMES or re.search(r"\d", word))):
            continue
        if out and out[-1][2] == kind and out[-1][1] + len(out[-1][0]) == start:
            out[-1] = (out[-1][0] + word, out[-1][1], kind)
        else:
            out.append((word, start, kind))
    return tuple((v, st, k) for v, st, k in out if len(v) >= 2 and v not in _CJK_DAY_TIMES)


_DETERMINERS_AFTER_VERB = frozenset({"the", "a", "an", "this", "these", "those", "your", "our", "its", "their", "my",
                                     "each", "every", "any", "some"})


def _opens_sentence(text: str, start: int) -> bool:
    """A sentence of ``text`` opens at ``start``: nothing but a sentence end (or a line break) comes before it."""
    return text[:start].rstrip()[-1:] in ("", ".", "!", "?", ":", "\n")


def _lone_word_opening(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` is one word, and a sentence opens with it."""
    return " " not in text[start:end].strip() and _opens_sentence(text, start)


def _capitalised_for_the_sentence(text: str, start: int, end: int) -> bool:
    """A lone capitalised word that opens a sentence and is followed by a determiner ("Use the --port flag", "Set a
    limit"): an imperative verb, capitalised because it opens the sentence, not a name (a name there is followed by
    its verb: "Claire approves", "Obama said")."""
    if not _lone_word_opening(text, start, end):
        return False
    nxt = re.match(r"\s+([a-z]+)\b", text[end:])
    return nxt is not None and nxt.group(1) in _DETERMINERS_AFTER_VERB


def common_word_opening(value: str, start: int, text: str, title: str = "") -> bool:
    """A lone capitalised word that opens a sentence of ``text`` at ``start`` and that the span's text or its title
    also writes in lower case, also in its other number ("Remote work requires approval ..." under "Acme remote work
    policy", "Expenses above 1,000 USD ..." under "Cobalt expense approval"), or an adverb before a word in lower
    case ("Fully remote work ..."): a word capitalised for the sentence, not a name."""
    if not value[:1].isupper() or not _lone_word_opening(text, start, start + len(value)):
        return False
    if (value.lower().endswith(_ADVERB_ENDINGS) or value in _OPENING_ADJECTIVES) and re.match(
            r"\s+[a-z]", text[start + len(value):]):
        return True  # an adverb or adjective that opens the sentence ("Fully remote work ...", "New employees ...")
    if value.lower() in CONTENT_STOP and re.match(r"\s+(?:to\s+)?[a-z0-9]", text[start + len(value):]):
        return True  # a function word that opens the sentence ("Up to 5 unused annual leave days ...")
    return re.search(rf"(?<![\w-]){_number_forms(value.lower())}(?![\w-])", f"{title}\n{text}") is not None


def _number_forms(word: str) -> str:
    """A pattern for ``word`` in the singular and the plural ("expenses" / "expense", "policy" / "policies")."""
    forms = {word, word + "s", word + "es"}
    if word.endswith("ies"):
        forms.add(word[:-3] + "y")
    if word.endswith("es"):
        forms.add(word[:-2])
    if word.endswith("s") and not word.endswith("ss"):
        forms.add(word[:-1])
    if word.endswith("y"):
        forms.add(word[:-1] + "ies")
    return "(?:" + "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True)) + ")"


_ADVERB_ENDINGS = ("ally", "fully", "ually", "ently", "antly", "ately", "ively", "ously", "arly", "ctly", "ghly")
_OPENING_ADJECTIVES = frozenset("New Old All Other Several Few Former Current Existing Additional Extra Unused Unpaid "
                                "Paid Full Part Senior Junior Annual Daily Monthly Weekly "
                                "Every Any No".split())


_SLASHED_ID = re.compile(r"(?<![\w/.:\-])[A-Za-z][\w.\-]*[A-Za-z0-9]/[A-Za-z0-9][\w.\-]*[A-Za-z0-9](?![\w/])")
_CODE = re.compile(r"(?<!`)`([^`\s][^`\n]{0,58}[^`\s]|[^`\s])`(?!`)")  # `a value`; not ``a quotation''


_BE_FORMS = frozenset({"is", "are", "was", "were"})


def _phrase(words: list[str], *, adverbs: bool = False) -> str:
    """A pattern for ``words`` in order, any run of whitespace between them ("head of\nfinance"); with ``adverbs``,
    also one limiting adverb ("are issued only to"), and a form of 'be' also read as a modal and 'be' ("is used
    for" in "can be used for")."""
    if not adverbs:
        return r"\s+".join(re.escape(w) for w in words)
    return r"\s+(?:(?:only|also|usually|normally|generally|always|mainly)\s+)?".join(
        rf"(?:{re.escape(w)}|(?:can|may|must|will|should|could|might)\s+be)" if w.casefold() in _BE_FORMS
        else _tenses(w) if i == len(words) - 1 and i > 0 and verb_form(w) else re.escape(w)
        for i, w in enumerate(words))


def _tenses(verb: str) -> str:
    """A pattern for a verb in -s or -ed in either tense and number ("covers" / "covered" / "cover", "carries" /
    "carried" / "carry"): a claim worded from a question in the present singular reads a span that tells it in the
    past or of a plural ("Hotel bookings ... need written approval" for "{sq1} needs written approval")."""
    if verb.endswith(("ies", "ied")):
        return re.escape(verb[:-3]) + r"(?:ies|ied|y)"
    stem = verb[:-2] if verb.endswith(("ed", "es")) else verb[:-1]
    return re.escape(stem) + r"(?:es|ed|e?s|e?d|e)?"


_ANY_BE = "(?:" + "|".join(sorted(_BE_FORMS)) + ")"


def _clause_start(span_text: str, end: int) -> int:
    """Where the sentence (or the clause after "that") holding ``end`` starts, past a leading article."""
    start = max((b.end() for b in re.finditer(r"[.;:!?]\s+|\bthat\s+", span_text[:end])), default=0)
    lead = re.match(r"(?:the|a|an)\s+", span_text[start:], re.I)
    return start + (lead.end() if lead else 0)


def _sentence_subject(span_text: str, end: int) -> SlotCandidate | None:
    """The words from the start of the sentence (or of a clause after "that") to ``end``, without a leading article,
    when they are two to eight words with no punctuation inside (a thousands separator aside): a sentence's subject
    before the claim's verb."""
    start = _clause_start(span_text, end)
    words = span_text[start:end].split()
    if not 2 <= len(words) <= 8 or re.search(r",(?!\d)|[;:()\[\]\"“”]", span_text[start:end]):
        return None
    return SlotCandidate(value=span_text[start:end].strip(), start=start, end=end, kind="aligned")


def _after_slot(words: list[str]) -> str:
    """A pattern for the claim's words after its slot, their verb in any number or tense ("{sq1} is approved by" reads
    "Expenses ... are approved by", "{sq1} needs written approval" reads "... need written approval")."""
    return r"\s+".join(_ANY_BE if i == 0 and w.casefold() in _BE_FORMS
                       else _tenses(w) if i == 0 and verb_form(w) else re.escape(w) for i, w in enumerate(words))


@lru_cache(maxsize=4096)
def _after_slot_pattern(claim_text: str, end: int) -> str | None:
    """:func:`_after_slot` for the claim's context words after its slot (which ends at ``end``; :func:`_context`), or
    None when they hold too few content words to place a value."""
    after = _context(re.findall(r"[\w'’\-]+", claim_text[end:]), ending=True)
    return _after_slot(after) if after else None


@lru_cache(maxsize=4096)
def _before_slot_pattern(claim_text: str, start: int) -> str | None:
    """A pattern for the claim's context words before its slot (which starts at ``start``; :func:`_context`), any
    article after them, or None when they hold too few content words to place a value ("apply to (the) ...")."""
    before = _context(re.findall(r"[\w'’\-]+", claim_text[:start])[::-1])
    return r"\b" + _phrase(before[::-1], adverbs=True) + r"\s+(?:(?:the|a|an)\s+)?" if before else None


def slot_candidates(span_text: str, *, limit: int = 12) -> list[SlotCandidate]:
    """Candidate fillers for an open slot: numbers / dates, values in backticks (`../shared`) and slashed identifiers
    ("sentence-transformers/all-MiniLM-L6-v2", "openai/gpt-4o"), capitalised names, short noun phrases, and noun
    phrases with a name inside ("the cobalt HR portal", kind ``named_phrase``, which only a where or a who slot
    takes) (in that order). Hours of the day come as a range when the span gives one ("from 07:00 to 19:00"), a count
    of a unit of time in words with its unit ("one extra week").

    Offsets are into ``span_text``. Duplicate values keep their first occurrence; at most ``limit`` are returned.
    """
    seen: set[str] = set()
    out: list[SlotCandidate] = []

    def add(value: str, start: int, kind: str) -> None:
        value = value if kind == "code" else value.strip(" ,.;:")  # "../shared" keeps its dots
        if value.endswith("'s") or value.endswith("’s"):
            value = value[:-2]
        if not value or value.lower() in seen or len(value) > 80:
            return
        seen.add(value.lower())
        out.append(SlotCandidate(value=value, start=start, end=start + len(value), kind=kind))

    # centuries, decades and times of day before the bare numbers inside them ("19th century", "the 1970s", "5 pm"
    # rather than "19", "1970", "5"); counts in words ("eight U.S. presidents") after the digits
    for pattern, kind in ((_CENTURY, "number"), (_DECADE, "number"), (_TIME_RANGE, "number"), (_DEADLINE, "deadline"),
                          (_MONEY_RANGE, "range"),
                          (_CLOCK, "number"),
                          (_FREQUENCY, "frequency"), (_CJK_DATE_RE, "number"),
                          (_NUMDATE, "number"), (_REPEATS, "number"), (_WORD_SPAN, "number"), (_COUNT_WORD, "number")):
        for m in pattern.finditer(span_text):
            if pattern is _NUMDATE and _GLUED_WORD.match(span_text, m.end()):
                continue  # the digits of a word ("2886dba", a commit), no number
            inside = [c for c in out if c.start <= m.start() < c.end and c.kind not in ("deadline", "range")]
            # a deadline or a range is another reading of the numbers inside ("within 30 days" and "30 days"),
            # which stay
            if (pattern in (_COUNT_WORD, _REPEATS, _WORD_SPAN) and inside) or (pattern is _NUMDATE and any(
                    c.kind == "number" for c in inside)):
                # the "three" of "every three years" is part of that frequency ("twice" of "twice a year"), the
                # "1950" of "the early 1950s" part of that decade: no year of its own ("5 years" of "every 5 years"
                # stays a length)
                continue
            add(m.group(0), m.start(), kind)
    if has_han(span_text):  # "有效期为二十年", "约两平方公里": a number in Chinese numerals before its unit
        for m in _CJK_NUMERAL.finditer(span_text):
            if not any(c.start <= m.start() < c.end for c in out):
                add(m.group(0), m.start(), "number")
    for m in _BARE_MONTH.finditer(span_text):  # "reviewed every October": the month, when nothing else dates it
        # (the frequency "every October" answers how often; the month answers when)
        if not any(c.start <= m.start("month") < c.end and c.kind != "frequency" for c in out):
            add(m.group("month"), m.start("month"), "number")
    for m in _CODE.finditer(span_text):  # technical text quotes its values: "(default `../shared`)"
        add(m.group(1), m.start(1), "code")
    for m in _SLASHED_ID.finditer(span_text):  # "sentence-transformers/all-MiniLM-L6-v2": one name, unquoted
        if re.search(r"[\d\-_]", m.group(0)):  # not "and/or", "km/h", "pairs/s"
            add(m.group(0), m.start(), "code")
    caps = list(_CAPS.finditer(span_text))
    named: list[tuple[int, int]] = []  # (start, end) of each name added, in order
    i = -1
    while i + 1 < len(caps):
        i += 1
        m, end = caps[i], caps[i].end()
        while (i + 1 < len(caps) and _JOIN_THE.fullmatch(span_text, end, caps[i + 1].start())
               and span_text[:end].split()[-1] in _JOINING_HEADS):
            i += 1  # "Society | for the | Exploration of Psychotherapy Integration": one name
            end = caps[i].end()
        text, start = span_text[m.start() : end], m.start()
        words = text.split()
        while words and (words[0] in _BAD_START or words[0] in _CONNECTORS):  # drop a sentence-initial function
            # word, and a connector it leaves first ("As for the All Blacks" -> "All Blacks")
            start = span_text.index(words[1], start + len(words[0])) if len(words) > 1 else start
            words = words[1:]
        if any(w.lower() not in _DATE_WORDS for w in words) and not _capitalised_for_the_sentence(span_text, start,
                                                                                                  end):
            name = span_text[start:end]
            parts = _name_parts(name)
            # a list of names ("Scott Alexander and Larry Karaszewski") is a group; its parts are names, and the
            # tail of "Philbrook Museum of Tulsa" is a place part
            add(name, start, "name_group" if any(k == "name" for _o, _p, k in parts) else "name")
            for offset, part, kind in parts:
                add(part, start + offset, kind)
            if named and _AND_THE.fullmatch(span_text, named[-1][1], start):  # "Switzerland and the Netherlands":
                # a group whose last name takes an article, which the run of capitals does not join
                add(span_text[named[-1][0]:end], named[-1][0], "name_group")
            named.append((start, end))
    if CJK_RE.search(span_text):  # Chinese has no capitals: jieba's part-of-speech tags find the names
        for value, start, kind in _cjk_names(span_text):
            add(value, start, kind)
    for m in _NP.finditer(span_text):
        phrase = _np_head(m.group(1))
        if phrase == m.group(1) and re.match(r"\s+[A-Z]", span_text[m.end(1):]):
            # the phrase runs on into a name: an of-phrase leaves the noun before it ("the daughters of former | King
            # of Thebes"), a lone word is the name's modifier ("the current | King of Thebes")
            phrase = phrase[: phrase.rindex(" of ")] if " of " in phrase else phrase if " " in phrase else ""
        if phrase and not (phrase == m.group(1) and _runs_on(span_text, m.end(1))):
            add(phrase, m.start(1), "noun_phrase")
    for m in _OPENING_NP.finditer(span_text):  # "Conference travel is paid ...": a bare subject opening a sentence
        words = m.group("np").split()
        if (words[0] not in _BAD_START and _opens_sentence(span_text, m.start())
                and not any(w in CONTENT_STOP or w in AUXILIARIES or w.endswith("ly") for w in words[1:])):
            add(m.group("np"), m.start(), "noun_phrase")
    for m in _PAIRED_NP.finditer(span_text):  # "the start and end address": two words sharing their noun
        if not ({m.group("a"), m.group("b"), m.group("noun")} & _NP_BREAK):
            add(m.group(1), m.start(1), "noun_phrase")
    for m in _NAMED_PHRASE.finditer(span_text):  # "the cobalt HR portal", "the IT team": a name inside a noun phrase
        phrase = _np_head(m.group(1))
        words = phrase.split()
        if words and words[-1][:1].islower() and words[-1] not in _NOT_PLACES and any(w[:1].isupper() for w in words):
            add(phrase, m.start(1), "named_phrase")
    return out[:limit]


# Which candidate kinds can fill a slot of a given answer type (the planner's sub-question slot: a wh-type such as
# person / location / date / number, or the noun of "which NOUN" / "what is the NOUN").
_PROPER_TYPES = frozenset({"person", "location", "city", "country", "state", "place", "nation", "town", "village",
                           "county", "province", "capital", "district", "municipality", "borough", "neighborhood",
                           "prefecture", "continent", "island", "region", "suburb", "birthplace"})  # proper names only
CHOICE_TYPES = frozenset({"option", "choice", "alternative"})
"""Slots of a thing one may choose, which no group of people ("Parents") and no name ("Boreal") answers."""
_COUNTS_THINGS = re.compile(r"\s+(?:[a-z]+\s+)?(?:people|persons|employees|staff|workers|members|students|users|"
                            r"customers|visitors|days|weeks|months|years|hours|times)\b")
"""After a bare number: what it counts ("1,200 people", "25 days"), which makes it no sum of money."""
_PER_DAY = re.compile(r"\s+(?:(?:per|a|each)\s+day|daily)\b", re.IGNORECASE)
_MONEY_TYPES = frozenset({"price", "cost", "budget", "salary", "revenue", "stipend", "allowance", "wage", "wages",
                          "bonus", "fare", "rent", "subsidy", "reimbursement", "compensation", "payment", "fine", "fee",
                          "tuition", "premium", "pay", "cap", "limit", "ceiling", "deductible", "per diem",
                          "per-diem"})
# a sum of money, when the span has one
_TIMED_SUMS = frozenset({"allowance", "budget", "cap", "limit", "ceiling"})
"""Sums that may be counted in time too ("an annual leave allowance of 25 days"), unlike a pay or a price."""
_NUMBER_TYPES = frozenset({"date", "number", "per_unit", "threshold", "cutoff", "cut-off", "year", "amount", "percentage", "percent", "count", "age", "size",
                           "duration", "distance", "measure", "frequency", "population", "rate", "height", "length",
                           "weight", "capacity", "attendance", "century", "decade", "month",
                           "day", "accuracy", "score", "f1", "macro-f1", "micro-f1", "precision", "recall", "ratio",
                           "proportion", "probability", "likelihood", "odds", "margin", "speed", "velocity",
                           "temperature", "density", "throughput", "latency", "elevation", "altitude", "depth", "width",
                           "mass", "port", "share", "fraction", "portion", "maximum", "minimum", "hour", "hours",
                           "headcount", "enrollment", "enrolment"}) | _MONEY_TYPES
# numbers and dates only ("What is the maximum I can spend ...": an amount)
MEMBER_ROLES = frozenset("vocalist vocalists singer singers guitarist guitarists drummer drummers bassist bassists "
                          "keyboardist keyboardists frontman rapper rappers".split())
"""Roles in a band that make their holder a member of it ("the main vocalist of ... Apink"); no band themselves."""
_ORGANISATION_TYPES = frozenset({"organization", "company", "team", "band", "publisher", "label", "university",
                                 "school", "club", "newspaper", "magazine", "house", "network", "channel"})
"""Slots for a body of people or a business, which a nationality ("South Korean", "American") never fills."""
AGENT_NOUNS = frozenset({"insurer", "provider", "employer", "supplier", "vendor", "carrier", "sponsor", "contractor",
                          "owner", "founder", "operator", "producer", "manufacturer", "distributor", "developer",
                          "maker", "lender", "bank", "agency", "firm", "broker", "landlord", "administrator",
                          "regulator", "auditor", "consultant", "retailer", "insurance company", "partner"})
"""Who provides, makes or runs a thing: a name or a noun phrase, never a number the span gives beside it."""
_NAME_TYPES = frozenset({"organization", "name", "company", "team", "band", "film", "movie", "song", "language",
                         "religion", "entity", "publisher", "house", "magazine", "newspaper", "label", "university",
                         "school", "club", "album", "novel", "book", "show", "series", "game", "airport", "license",
                         "licence", "model", "library", "package", "tool", "format", "protocol"})  # names or noun phrases, unless the span has none


def trim_to_slot(claim_text: str, slot: str, cands: list[SlotCandidate]) -> list[SlotCandidate]:
    """Candidates without the claim's own words at their edges: for "{sq1} increases as ...", "tax rate increases"
    becomes "tax rate" (the verb after the slot is the claim's, not the value's); for "... founded by {sq1}",
    "by Ada" becomes "Ada". A candidate left empty is dropped; duplicates keep their first occurrence; a group of
    names that holds one of the claim's own names is dropped (its other part stays a candidate)."""
    m = re.search(r"(\S+)?\s*\{" + re.escape(slot) + r"\}\s*(\S+)?", claim_text)
    if m is None:
        return cands
    before = (m.group(1) or "").casefold().strip(".,;:")
    after = (m.group(2) or "").casefold().strip(".,;:")
    out: list[SlotCandidate] = []
    seen: set[str] = set()
    low_claim = claim_text.casefold()
    # a value trimmed to one another reader found is that reader's ("1,200 people" for "{sq1} people" is the number)
    kinds = {c.value.casefold(): c.kind for c in cands if c.kind != "aligned"}
    for c in cands:
        value, start, end = c.value, c.start, c.end
        if c.kind == "name_group" and " and " in value and any(p.casefold() in low_claim for p in value.split(" and ")):
            continue  # "BSkyB and Virgin Media" for "{sq1} agreed ... with Virgin Media": the group holds the claim's own
        words = value.split()
        if after and len(words) > 1 and words[-1].casefold().strip(".,;:") == after:
            value = value[: value.rfind(words[-1])].rstrip(" ,")
            end = start + len(value)
        words = value.split()
        if before and len(words) > 1 and words[0].casefold() == before:
            cut = value.index(words[1], len(words[0]))
            value, start = value[cut:], start + cut
        if not value or value.casefold() in seen:
            continue
        seen.add(value.casefold())
        kind = kinds.get(value.casefold(), c.kind) if c.kind == "aligned" else c.kind
        out.append(c if value == c.value else SlotCandidate(value=value, start=start, end=end, kind=kind))
    return out


def _verb_stem(word: str) -> str:
    """A word without an ending of tense or number, and without a final e ("carried" and "carry" -> "carry",
    "managed" and "manage" -> "manag")."""
    for ending, put in (("ied", "y"), ("ies", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            word = word[: -len(ending)] + put
            break
    return word[:-1] if word.endswith("e") and len(word) > 3 else word


def restates_a_verb(claim_text: str, value: str) -> bool:
    """True when a value of two or more words is nothing but the claim's own words with another ending: the claim's
    verb as the span inflects it ("carried over" for "acme employees can carry over {sq1} to the next year"), no
    value of the slot."""
    words = [w.casefold() for w in re.findall(r"[A-Za-z]+", value)]
    said = {_verb_stem(w) for w in _claim_words(claim_text, r"[A-Za-z]+")}
    return len(words) > 1 and all(_verb_stem(w) in said for w in words)


@lru_cache(maxsize=1024)
def _claim_words(claim_text: str, pattern: str) -> frozenset[str]:
    """The claim's words outside its placeholders, case-folded (one split per claim, not per candidate value)."""
    return frozenset(w.casefold() for w in re.findall(pattern, re.sub(r"\{[^}]*\}", " ", claim_text)))


def restates(claim_text: str, value: str, stop: frozenset[str] = frozenset()) -> bool:
    """True when a slot value adds nothing: every word of it (``stop`` words aside) already stands in the claim
    outside its placeholders ("Lyon is the hotel cap in Lyon", "cobalt offers Cobalt weeks of leave"), in the
    singular or the plural ("Expenses" for "{sq1} approves an expense of 300 EUR"). A value of nothing but stop
    words is not judged (False)."""
    if CJK_RE.search(value) and value.strip() in PLACEHOLDER_RE.sub(" ", claim_text):
        return True  # Chinese has no spaces: "蓝天" restates the name of "碧海蓝天的用途是{sq1}"
    words = {w.casefold() for w in re.findall(r"\w+", fold_accents(value))} - stop  # "Akinoshū" is "Akinoshu"
    said = _claim_words(fold_accents(claim_text), r"\w+")
    return bool(words) and all(w in said or w + "s" in said or (w.endswith("s") and w[:-1] in said) for w in words)


_ASKS_A_NAME = re.compile(r"名|称|\b(?:names?|named|called|known|abbreviat\w*|acronym|stands? for)\b", re.I)
_ALIAS_OPEN = re.compile(r"[（(]\s*$")
_ALIAS_MIN_HAN = 3  # characters of the claim a Chinese name before the parenthesis must end in


def alias_of_claim_name(claim_text: str, span_text: str, start: int) -> bool:
    """The value at ``start`` is a name in Latin letters that opens a parenthesis right after a Chinese name the
    claim says: "小榄精神病治疗中心（Siu Lam Psychiatric Centre，……）" for "小榄精神病治疗中心附近有{sq1}". The first
    sentence of a Chinese page gives its subject's English name so: the claim's own thing again, never what the claim
    asks of it, unless the claim asks a name ("……的英文名称是{sq1}"). English text puts other things in parentheses
    (dates, an actor after the role: "Captain John H. Miller (Tom Hanks)"), so it is not read so."""
    if _ASKS_A_NAME.search(claim_text) or not re.match(r"[A-Za-z]", span_text[start:start + 1]):
        return False
    opened = _ALIAS_OPEN.search(span_text[:start])
    han = re.search(HAN_CHARS + "+$", span_text[: opened.start()].rstrip()) if opened is not None else None
    if han is None:
        return False
    said, run = PLACEHOLDER_RE.sub(" ", claim_text), han.group(0)
    return any(run[-k:] in said for k in range(len(run), _ALIAS_MIN_HAN - 1, -1))


def names_again(name: str, value: str) -> bool:
    """True when ``value`` holds every word of a ``name`` of two or more words ("Frank Jeffrey Edson Smart" holds
    "Jeffrey Smart"): it names that one again."""
    words = {w.casefold() for w in re.findall(r"\w+", fold_accents(name))}
    return len(words) >= 2 and words <= {w.casefold() for w in re.findall(r"\w+", fold_accents(value))}


_CLAIM_NAME = re.compile(r"[A-Z][\w\-]*\.?(?:\s+(?:(?:van|von|de|der|den|du|da|di|del|la|le|bin)\s+)*[A-Z][\w\-]*\.?)+")
_NAME_SUFFIXES = frozenset({"jr", "sr", "junior", "senior", "i", "ii", "iii", "iv", "v"})
_FOUNDING = re.compile(r"\b(?:co-?)?(?:f(?:ou)?nd(?:s|ed|ing)?|establish(?:es|ed|ing)?|creat(?:es|ed|ing)|form(?:s|ed|ing)?|"
                       r"start(?:s|ed|ing)?|launch(?:es|ed|ing)?|set\s+up|endow(?:s|ed|ing)?)\b", re.IGNORECASE)
"""A verb of founding: what a person founds may bear the founder's whole name ("the Walt Disney Company")."""
_KIN = re.compile(r"\b(?:sons?|daughters?|children|child|fathers?|mothers?|parents?|brothers?|sisters?|siblings?|"
                  r"grand(?:sons?|daughters?|children|child|fathers?|mothers?)|nephews?|nieces?|cousins?|uncles?|aunts?|"
                  r"relatives?|descendants?|heirs?|namesakes?)\b", re.IGNORECASE)
"""A word of kinship: a relative may bear a person's whole name and more ("John Quincy Adams", son of John Adams)."""


@lru_cache(maxsize=4096)
def _claim_names(claim_text: str) -> tuple[frozenset[str], ...]:
    """The word sets of the names of two words or more that the claim says outside its placeholders ("The" aside,
    possessives cut), leaving out a country, US state or continent, and every name of a claim that asks for a name
    ("the full name of ..."), says a founding (:data:`_FOUNDING`) or a kinship (:data:`_KIN`)."""
    text = fold_accents(PLACEHOLDER_RE.sub(" ", claim_text))
    if re.search(r"\bnames?\b", text) or _FOUNDING.search(text) or _KIN.search(text):
        return ()
    out = []
    for m in _CLAIM_NAME.finditer(re.sub(r"['’]s\b", "", text)):
        words = frozenset(w.casefold() for w in re.findall(r"\w+", m.group(0))) - {"the", "a", "an"}
        if len(words) >= 2 and not known_place(re.sub(r"^(?:The|A|An)\s+", "", m.group(0))):
            out.append(words)
    return tuple(out)


def holds_claim_name(claim_text: str, value: str) -> bool:
    """True when ``value`` holds a name of two or more words that the claim says outside its slot and more words
    besides: "San Joaquin River Parkway's Lewis S. Eaton Trail" for "Lewis S. Eaton donated {sq1}", "Professor Abraham
    Van Helsing" for "{sq1} comes from the same book as Abraham Van Helsing". Such a value is the claim's own thing
    again or a thing named after it, never what the claim's relation gives of it. A generational suffix ("John
    Smith Sr.") and a place that qualifies another ("McDowell County, West Virginia" for "Johnnycake, West Virginia
    is located in {sq1}") are other things; a claim asking for a name ("{sq1} is the full name of ..."), a relative
    ("{sq1} is the son of John Adams": "John Quincy Adams") or a founding may well get the name back longer."""
    names = _claim_names(claim_text)
    if not names:
        return False
    words = {w.casefold() for w in re.findall(r"\w+", fold_accents(re.sub(r"['’]s\b", "", value)))}
    return any(name <= words and words - name - _NAME_SUFFIXES for name in names)


_LOWER_SUBJECT = re.compile(r"^(?:(?:the|a|an|my|our|your|their)\s+)?(?P<subject>[a-z][\w\-]*(?:\s+[a-z][\w\-]*){0,2}?)"
                            r"\s+(?:is|are|was|were|must\s+be|can\s+be|may\s+be)\s+(?=[a-z])")
"""An open claim's subject of common words before its verb ("economy | is required for {sq1}")."""


def subject_again(claim_text: str, slot: str, value: str) -> bool:
    """True when ``value`` opens with the head of the claim's own subject, which comes before the slot: "Economy
    class" for "economy is required for {sq1}" (against "Economy class is required for flights shorter than eight
    hours") is the subject again, never what the claim asks of it. Only for a subject of common words (a name
    may well come back inside a longer one, :func:`holds_claim_name`)."""
    m = _LOWER_SUBJECT.match(claim_text)
    if m is None or f"{{{slot}}}" not in claim_text[m.end():]:
        return False
    first = re.findall(r"[\w\-]+", value)[:1]
    return bool(first) and first[0].casefold() == m.group("subject").split()[-1]


def _align_words(text: str) -> list[tuple[str, bool]]:
    """Content words with whether each is capitalised (function words are no evidence of where a value stands)."""
    return [(w.casefold(), w[:1].isupper()) for w in re.findall(r"[\w'’\-]+", text)
            if w.casefold() not in CONTENT_STOP]


def slot_alignment(claim_text: str, slot: str, span_text: str, cand: SlotCandidate) -> int:
    """How many content words next to the claim's ``{slot}`` the span has in the same places around the candidate,
    counted outwards from the slot on each side until the first that differs: "... precisionist depictions of {sq2}"
    against "... precisionist depictions of the urban landscape" gives 2 for "urban landscape". A side whose nearest
    claim word is capitalised is not counted (the value would continue that name: "at RAND {sq1}" against "the RAND
    Corporation"), and fewer than two words count as none (one shared word, such as a verb, is chance). The span's
    passive subject of the claim's verb and agent (:func:`_passive_subjects`) counts 2."""
    m = re.search(r"\{" + re.escape(slot) + r"\}", claim_text)
    if m is None:
        return 0
    if (cand.start, cand.end) in _passive_subject_bounds(claim_text, slot, span_text):
        return 2  # the span's passive subject of the claim's verb and agent ("Expenses above 1,000 USD | require
        # approval from the head of finance"), before a shorter phrase at the same place ("Expenses")
    score = 0
    for mine, theirs in ((_align_words(claim_text[: m.start()])[::-1], _align_words(span_text[: cand.start])[::-1]),
                         (_align_words(claim_text[m.end():]), _align_words(span_text[cand.end:]))):
        if not mine or mine[0][1]:
            continue
        for (a, _), (b, _) in zip(mine[:2], theirs[:2], strict=False):
            if a != b:
                break
            score += 1
    return score if score >= 2 else 0


_PHRASE_END = re.compile(r"(?!(?<=\d)[,.:]\d)[,.;:()\[\]\"“”!?]")  # not the separator of "3,000", "2.5", "10:00"


def _context(words: list[str], *, ending: bool = False) -> list[str] | None:
    """The fewest words, taken from the slot outwards, that hold two content words (at most eight, for a run of
    function words: "{sq1} | can be carried over to the next"): the context a span must repeat for the value beside
    it to stand where the claim's slot does. With ``ending`` (the words run to the claim's end), all of them when
    they are three or more and hold one content word ("{sq1} | can be carried over")."""
    out: list[str] = []
    for w in words[:8]:
        out.append(w)
        if sum(x.casefold() not in CONTENT_STOP for x in out) >= 2:
            return out
    if ending and len(out) == len(words) >= 3 and any(x.casefold() not in CONTENT_STOP for x in out):
        return out
    return None


_CLAUSE_END = re.compile(r"[.;:!?,()\[\]\"“”]|\s[-–—]\s|\s(?:which|who|whereas|while|but)\s")
_PREDICATE_ADVERBS = frozenset({"also", "still", "then", "now", "only", "first", "often", "always", "never", "usually",
                                "mainly", "mostly", "just", "already", "later", "finally"})
_PREDICATE_WORDS = 15  # at most this many words of a predicate


def _from_content(words: list[str]) -> list[str]:
    """``words`` from the first content word on ("the rate of ..." -> "rate of ...")."""
    first = next((i for i, w in enumerate(words) if w.lower() not in CONTENT_STOP), len(words))
    return words[first:]


MEASURE_NOUNS = frozenset({"rate", "level", "number", "amount", "share", "price", "cost", "size", "extent", "pace"})
"""Nouns that measure the thing they are "of": "the rate of deforestation" changes as "deforestation" does."""


def _restating_tail(claim_text: str, tail: str) -> bool:
    """True when ``tail``, the end of a clause, only says again where or when the claim is set: each of its words
    (stop words aside) stands in the claim, a nation also by its adjective ("in the Brazilian Amazon between 2004 and
    2014" for "... in the Amazon region of Brazil between 2004 and 2014 {sq1}")."""
    said = _claim_words(claim_text, r"\w+")
    words = {w.casefold() for w in re.findall(r"\w+", tail)} - CONTENT_STOP
    return bool(words) and all(restates(claim_text, w) or country_or_adjective(w) & said for w in words)


_CLAIM_MODAL = re.compile(r"\s+(?:must|should|can|could|may|might|shall|(?:need|needs|needed|have|has|had) to)\s*$",
                          re.IGNORECASE)
_SPAN_MODALS = frozenset({"must", "should", "can", "may", "shall"})


_ASKER_ONLY = re.compile(r"I|we|you", re.IGNORECASE)
_PASSIVE_RULE = re.compile(
    r"(?:^|(?<=[.!?]\s))(?P<thing>[A-Z][\w\-]*(?:\s+[a-z][\w\-]*){0,4}?)\s+"
    r"(?:is|are|must\s+be|should\s+be|has\s+to\s+be|have\s+to\s+be|needs?\s+to\s+be|can\s+be|may\s+be)\s+"
    rf"(?P<done>[a-z]+ed|{'|'.join(sorted(IRREGULAR_PARTICIPLES))})\s+"
    r"(?P<rest>(?:through|to|via|by|with|at|in|on|from|using|within|before)\b[^.;]*)")
def _base_of(participle: str) -> str:
    """The base form of a past participle: "reported" -> "report", "submitted" -> "submit", "approved" ->
    "approve", "copied" -> "copy", "agreed" -> "agree", "located" -> "locate"; irregular ones by
    :data:`~claimbound.claims.english.IRREGULAR_BASE`. A rough rule for the silent "e" (endings that keep it: -ved,
    -ced, -ated after a consonant, -ized, -ured ...)."""
    if participle in IRREGULAR_BASE:
        return IRREGULAR_BASE[participle]
    if participle.endswith("eed"):
        return participle[:-1]  # "agreed"
    stem = participle[:-2]
    if stem.endswith("i"):
        return stem[:-1] + "y"  # "copied"
    if len(stem) > 3 and stem[-1] == stem[-2] and stem[-1] not in "lsz":
        return stem[:-1]  # "submitted", "planned"
    if _SILENT_E.search(stem) or stem in _SILENT_E_STEMS:
        return stem + "e"
    return stem


_SILENT_E = re.compile(r"(?:[vcu]|[^aeiou]at|[aeiou][^aeiou]at|[aeiou]g|ang|[iu]r|[^aeiou][aio]s|[ae][ai]s|urs|[iy]z|"
                       r"ar|[^aeiou]il|[^aeioul]l|ul|[^aeiou]ut|[^aeiou]ok|[^aeiou]ib|[^aeiou]id|[^aeiou]ud|[^aeiou]od|"
                       r"uid)$")
_SILENT_E_STEMS = frozenset({"creat", "stor", "scor", "ignor", "restor", "explor", "requir", "retir", "us", "rout"})


def _passive_actions(span_text: str) -> list[SlotCandidate]:
    """What a span's passive rules have one do, said as an action: "Broken equipment is reported through the acme IT
    helpdesk" -> "report broken equipment through the acme IT helpdesk" (the value keeps the span's offsets of the
    whole rule)."""
    out = []
    for m in _PASSIVE_RULE.finditer(span_text):
        thing = m.group("thing")
        thing = thing if re.match(r"[A-Z]{2}|[A-Z][a-z]*[A-Z]", thing) else thing[:1].lower() + thing[1:]
        # what is done to people is what the asker among them does: "Visitors must be registered at the reception"
        # -> "register at the reception"
        thing = "" if thing.casefold() in PEOPLE_PLURALS else f" {thing}"
        value = f"{_base_of(m.group('done'))}{thing} {m.group('rest').strip()}"
        out.append(SlotCandidate(value=value, start=m.start(), end=m.end(), kind="predicate"))
    return out


def predicate_candidates(claim_text: str, slot: str, span_text: str) -> list[SlotCandidate]:
    """For a claim that is its subject and then the slot ("the scope guard {sq1}", from "What does the scope guard
    do?"): what the span says the subject does, the words after each mention of the subject up to the end of the
    clause ("still reads the whole input" from "The scope guard still reads the whole input, so ..."), when they
    open with a verb (an auxiliary, a verb in -s / -ed, or after a plural any plain word, after at most one adverb).
    The subject is found by its content
    words in order (or first as written, numbers and all: "expenses above 500 EUR"); a name also by its last word
    ("Curie" for "Marie Curie"); failing that, by its head phrase, the
    words before its first preposition but "of" ("the rate of deforestation in the Amazon ..." -> "rate of
    deforestation"), and the noun a measure word is of ("deforestation": "deforestation has declined significantly"
    tells what happened to its rate)."""
    m = re.search(r"\{" + re.escape(slot) + r"\}(?:\s+(?:at|in|on|when|if|after|before|during|by|with|about)\b[^{}]*)?"
                  r"\s*$", claim_text)
    if m is None:
        return []
    said = _WORD_RE.findall(claim_text[: m.start()])
    # the claim's own modal before the slot ("visitors need to {sq1} at the Bergen office"): the span's predicate is
    # taken after its own modal ("must | be registered at ..."), and the modal is no word of the subject
    modal = _CLAIM_MODAL.search(claim_text[: m.start()])
    if modal is not None:
        said = _WORD_RE.findall(claim_text[: modal.start()])
    subject = [w for w in said if w.lower() not in CONTENT_STOP]
    if not subject:  # "I should {sq1} if my laptop is broken": what the span's passive rules have one do, but what
        # the claim says one does already ("before booking travel": not "book travel through the acme travel portal")
        if modal is None or not _ASKER_ONLY.fullmatch(claim_text[: modal.start()].strip()):
            return []
        asked = {w[:4] for w in content_words(claim_text[m.start():])}
        return [c for c in _passive_actions(span_text) if c.value.split()[0][:4] not in asked]
    patterns = [_phrase(subject)]
    whole = _from_content(re.findall(r"[\w'\-]+(?:[.,]\d+)*", claim_text[: m.start()]))
    if whole and whole != subject:  # as written, numbers and all ("expenses above 500 EUR")
        patterns.insert(0, _phrase(whole))
    if len(subject) > 1 and subject[-1][:1].isupper():
        patterns.append(re.escape(subject[-1]))
    prep = next((i for i, w in enumerate(said) if i and w.lower() in PREPOSITIONS), len(said))
    head = _from_content(said[:prep])
    if head and len(head) < len(said):
        patterns.append(_phrase(head))
    if len(head) > 2 and head[0].lower() in MEASURE_NOUNS and head[1].lower() == "of" and _from_content(head[2:]):
        patterns.append(_phrase(_from_content(head[2:])))
    out: list[SlotCandidate] = []
    for pattern in patterns:
        for mention in re.finditer(r"\b" + pattern + r"\b", span_text, flags=re.I):
            rest = span_text[mention.end():]
            cut = _CLAUSE_END.search(rest)
            clause = rest[: cut.start() if cut else len(rest)]
            every = list(_WORD_RE.finditer(clause))
            words = every[:_PREDICATE_WORDS]
            if (len(words) > 1 and words[1].group(0).lower() in AUXILIARIES
                    and re.fullmatch(r"(?:day|week|month|hour|year)s", words[0].group(0)) is not None):
                words = words[1:]  # the subject counted in a unit of time: 'unused annual leave | days | can be ...'
                # (not another thing of the subject's: 'The expense report | form | is long')
            if modal is not None and len(words) > 1 and words[0].group(0).lower() in _SPAN_MODALS:
                words = words[1:]  # 'must | be registered': the claim says its own modal
            if not words:
                continue
            first = words[1] if words[0].group(0).lower() in _PREDICATE_ADVERBS and len(words) > 1 else words[0]
            verb = first.group(0)
            said_words = mention.group(0).split()
            nouns = said_words[: next((k for k, w in enumerate(said_words) if k and w.lower() in _AFTER_HEAD),
                                      len(said_words))]
            plural = re.search(r"[a-z]s$", nouns[-1]) is not None and not nouns[-1].endswith("ss")
            if not (verb.lower() in AUXILIARIES or verb_form(verb) or (  # after a plural: a plain word ("Expenses
                    plural and verb.islower() and verb not in CONTENT_STOP and verb not in PREPOSITIONS  # above 500
                    and not verb.endswith("ly"))):  # EUR | require approval")
                continue
            # a closing phrase that only restates the claim's setting is not what the subject did ("has declined
            # significantly | in the Brazilian Amazon between 2004 and 2014")
            last = next((words[k - 1].end() for k in range(1, len(words)) if words[k].start() > first.end()
                         and words[k].group(0).lower() in PREPOSITIONS
                         and _restating_tail(claim_text, clause[words[k].start():])),
                        # the whole clause when it is short enough, a closing number too ("discovered it in 1898")
                        len(clause.rstrip()) if len(every) <= _PREDICATE_WORDS else words[-1].end())
            start, end = mention.end() + words[0].start(), mention.end() + last
            value = span_text[start:end]
            if all(c.value != value for c in out):
                out.append(SlotCandidate(value=value, start=start, end=end, kind="predicate"))
        if out:
            break
    return out


def _cell_kind(value: str) -> str:
    """The candidate kind of a whole table cell: what :func:`slot_candidates` calls it when it reads the cell as one
    value ("121428" a number), else a name when it has a capital or a digit ("CC BY-SA 3.0"), else a noun phrase."""
    whole = [c.kind for c in slot_candidates(value, limit=len(value) + 1) if c.value == value]
    return whole[0] if whole else ("name" if re.search(r"[A-Z0-9]", value) else "noun_phrase")


def _table_words(text: str) -> set[str]:
    return {w.casefold() for w in re.findall(r"\w+", text)} - CONTENT_STOP


@dataclass(frozen=True)
class _RowForClaim:
    """A table row as a claim sees it: its cells, the claim's words and the columns the claim names."""

    bounds: list[tuple[int, int]]  # each cell's (start, end) in the row
    values: list[str]
    said: frozenset[str]  # the claim's content words outside its placeholders
    named: set[int]


def _row_for_claim(claim_text: str, answer_type: str | None, row: str, header: list[str]) -> _RowForClaim | None:
    """``None`` when the row's cells do not line up with ``header``. A column is named by the claim when every word
    of its name stands in the claim outside its placeholders ("licence" in "{sq1} is the licence of vitaminc",
    "held-out" in "cad_nli has {sq1} held-out pairs"), or when its name holds the slot's answer type ("set" for
    "Which set ...?")."""
    bounds = table_cells(row)
    if not header or len(bounds) != len(header):
        return None
    said = _claim_words(claim_text, r"\w+") - CONTENT_STOP
    kind = (answer_type or "").casefold()
    named = {i for i, name in enumerate(header) if (_table_words(name) and _table_words(name) <= said)
             or kind in _table_words(name)}
    if not named:  # "I can claim {sq1} for meals abroad": the one column whose name has a word of the claim (in
        # any number), "meal allowance", not "hotel cap"; the row's key column aside
        stems = {w.removesuffix("s") for w in said}
        partly = {i for i, name in enumerate(header) if i and {w.removesuffix("s") for w in _table_words(name)} & stems}
        named = partly if len(partly) == 1 else named
    return _RowForClaim(bounds, [row[s:e] for s, e in bounds], said, named)


def table_focus(claim_text: str, answer_type: str | None, row: str, header: list[str]) -> list[int] | None:
    """The columns of a table row to read a claim against: the first (the row's key), the ones the claim names and
    the ones whose cell or name shares a word with it; ``None`` (the whole row) when the claim names no column or
    the cells do not line up with the header. A row read whole entails nearly any of its values; read as "set:
    cad_nli; held-out: 500" it tells the held-out count from the raw one."""
    seen = _row_for_claim(claim_text, answer_type, row, header)
    if seen is None or not seen.named:
        return None
    # a column whose name shares a word with the claim stays as the claim's context ("pairs used" for "held-out pairs")
    return sorted({0} | seen.named | {i for i, value in enumerate(seen.values)
                                      if (_table_words(value) | _table_words(header[i])) & seen.said})


def table_candidates(claim_text: str, slot: str, answer_type: str | None, row: str,
                     header: list[str], title: str = "") -> list[SlotCandidate] | None:
    """The values a Markdown table row offers an open slot, read under its column names (``None`` when the row's
    cells do not line up with ``header``: read it as text).

    A column the claim names (see :func:`table_focus`) holds the value; when the claim names none, any cell may. A
    cell the claim already states is no value, and the row must be about the claim's subject: another of its cells
    shares a word with the claim, or the row offers nothing ("vitaminc_window | derived from vitaminc" is not the
    vitaminc row). The table's ``title`` speaks for every row: when it says each word the claim adds to the column
    it names ("abroad" of "{sq1} is the hotel cap abroad" under "Boreal rates for travel abroad"), every row is."""
    seen = _row_for_claim(claim_text, answer_type, row, header)
    if seen is None or "{" + slot + "}" not in claim_text:
        return None
    shares = [bool(_table_words(value) & seen.said) for value in seen.values]
    rest = seen.said - set().union(*(_table_words(header[i]) for i in seen.named)) if seen.named else set()
    if rest and rest <= _table_words(title):
        shares.append(True)  # the title's row: shared by every cell
    out = []
    for i in seen.named or range(len(seen.values)):
        value = seen.values[i]
        if (not blank_cell(value) and not restates(claim_text, value, CONTENT_STOP)
                and any(shared for j, shared in enumerate(shares) if j != i)):
            start, end = seen.bounds[i]
            out.append(SlotCandidate(value=value, start=start, end=end, kind=_cell_kind(value)))
    return out


_USE_OBJECT = re.compile(r"\b(?:used|spent|usable|use|spend)\s+(?:for|on)\s+(?P<value>(?:(?!(?:when|if|while|unless|"
                         r"during|per|each|every|up|at|by|within|from|in|to)\b)[\w'’\-]+\s*){1,6})", re.IGNORECASE)


def use_candidates(span_text: str) -> list[SlotCandidate]:
    """What the span says a thing is used or spent on ("can be used for [gym memberships]"): the phrase after the
    verb of use and its preposition, up to punctuation or a word that opens a condition or a place (at most six
    words). A purpose slot ("What can the stipend be spent on?") takes it however the claim words the use."""
    out = []
    for m in _USE_OBJECT.finditer(span_text):
        value = m.group("value").rstrip()
        out.append(SlotCandidate(value=value, start=m.start("value"), end=m.start("value") + len(value), kind="use"))
    return out


def aligned_candidates(claim_text: str, slot: str, span_text: str) -> list[SlotCandidate]:
    """Values that stand in the span where the claim puts its slot: the words after the span's copy of the claim's
    words before ``{slot}`` ("precisionist depictions of [urban landscapes]"; or of its subject head and verb,
    :func:`_subject_and_verb`), or before its copy of the words after
    it, up to a function word or punctuation (at most four words, or five when the fifth closes the phrase: "80
    percent of medical costs."), or to the end of a list that closes the sentence (:func:`_list_end`). They reach
    values the other candidates miss (no article, no capital: "urban landscapes", "free state"); the model and the
    checks still judge them."""
    m = re.search(r"\{" + re.escape(slot) + r"\}", claim_text)
    if m is None:
        return []
    if _chinese_claim(claim_text[: m.start()]) and has_han(span_text):
        return _aligned_zh(claim_text[: m.start()], claim_text[m.end():], span_text)
    out: list[SlotCandidate] = []
    before = _before_slot_pattern(claim_text, m.start())
    bounds = {t.at for t in thresholds(span_text)}  # "passes up to 800 NOK": the value ends before its bound
    patterns = []
    if before is not None and not re.findall(r"[\w'’\-]+", claim_text[: m.start()])[-1][:1].isupper():
        patterns.append(before)
    own = _subject_and_verb(claim_text, m.start())
    if own is not None:
        patterns.append(own)
    next_word = next(iter(re.findall(r"[\w'’\-]+", claim_text[m.end():])), "").casefold()
    for pattern in patterns:
        for hit in re.finditer(pattern, span_text, re.IGNORECASE):
            words = list(re.finditer(r"\S+", span_text[hit.end():]))[:_OF_PHRASE_WORDS + 1]
            keep: list[tuple[re.Match[str], str]] = []
            cut = False
            for i, w in enumerate(words[:5]):
                bare = _PHRASE_END.split(w.group(0))[0]
                if not bare or bare.casefold() in _NP_BREAK or hit.end() + w.start() in bounds:
                    break
                if len(keep) == 4 and bare == w.group(0) and not (
                        i + 1 < len(words) and words[i + 1].group(0).casefold() in _DANGLING):
                    cut = True  # a fifth word only when it closes the phrase ("80 percent of medical costs.", "25
                    break  # days of annual leave per year")
                keep.append((w, bare))
                if bare != w.group(0):
                    break
            if cut and any(b.casefold() == "of" for _w, b in keep[1:]):  # cut short inside an of-phrase: the words
                through = _closed_of_phrase(words, i, keep, next_word)  # through it where it closes soon ("20 weeks of
                if through is not None:  # paid parental leave."), and before it
                    out.append(_aligned_value(span_text, hit.end(), through))
                keep = keep[: max(i for i, (_w, b) in enumerate(keep) if b.casefold() == "of")]
            if keep:
                out.append(_aligned_value(span_text, hit.end(), keep))
    out.extend(_active_objects(claim_text, slot, span_text))
    out.extend(_passive_subjects(claim_text, slot, span_text))
    out.extend(_reduced_relative_heads(claim_text, slot, span_text))
    out.extend(reported_clauses(claim_text, slot, span_text))
    said_after = _after_slot_pattern(claim_text, m.end())
    if said_after is not None:
        pattern = r"(?:(?:the|a|an)\s+)?" + said_after + r"\b"
        for hit in re.finditer(r"\s" + pattern, span_text, re.IGNORECASE):
            back = list(re.finditer(r"\S+", span_text[: hit.start()]))[-4:][::-1]
            kept: list[re.Match[str]] = []
            for w in back:
                if _PHRASE_END.search(w.group(0)) or w.group(0).casefold() in _NP_BREAK:
                    break
                kept.append(w)
            whole = _sentence_subject(span_text, hit.start()) if m.start() == 0 else None
            if whole is not None and (not kept or whole.start < kept[-1].start()):  # the slot opens the claim: the
                # span's whole subject ("Hotel bookings above the cap", "Expenses of 1,000 USD or less"), which the
                # words read back cut short
                out.append(whole)
            if kept:
                start, end = kept[-1].start(), kept[0].end()
                out.append(SlotCandidate(value=span_text[start:end], start=start, end=end, kind="aligned"))
    return out


_CLAUSE_END_ZH = "，,。；;！!？?：:（(\n"
_ZH_ALIGN_MIN = 2  # the claim's characters right before its slot that the span must repeat
_ZH_VALUE_MAX = 40  # characters of a value read off a Chinese span
HAN_FUNCTION_CHARS = frozenset("的了是在有和与及或也都就而")
"""Chinese function characters: too common to end a value (:func:`_aligned_zh`) or say a word by themselves."""
_ASPECT_ZH = frozenset("着了过")


def _chinese_claim(left: str) -> bool:
    """The claim's words before its slot are Chinese: the last of them is a Chinese character ("CP3交易案中被送到",
    "MonoDevelop在Windows跟Mac OS X平台上执行是在"), or they hold more Chinese characters than Latin letters; not "Liang Ji
    (梁冀) was born in", an English claim quoting a Chinese name."""
    last = left.rstrip()[-1:]
    return bool(re.fullmatch(HAN_CHARS, last)) or len(re.findall(HAN_CHARS, left)) > len(re.findall(r"[A-Za-z]", left))


def _aligned_zh(left: str, right: str, span_text: str) -> list[SlotCandidate]:
    """The value a Chinese span puts where the claim puts its slot: after the span's copy of the claim's last
    characters before the slot (the longest copy found of two or more, two of them no common character; 是 may read
    为, "分子式是" as "分子式为"), up to the claim's first two characters after it ("而闻" of "而闻名", not the "而" of
    "付出少而收获多"), or its first alone where that is no common character ("任" of "任职" in "怡良最初在刑部任笔帖式"),
    within the clause; or to the clause's end when the slot ends the claim ("乙酰胺的分子式是{sq1}": "CHCONH"). Chinese
    has no capitals and jieba tags few common nouns as names, so without this a plain noun phrase ("刑部", "n-棱柱",
    "CHCONH") never fills a slot; the model and the checks still judge each value."""
    tail = re.sub(r"\s+", "", left)
    if not has_han(tail[-1:]) and not re.search(r"[\w\-]$", tail):
        tail = tail.rstrip("，,、：:；; ")
    anchors: list[str] = []
    for k in range(min(len(tail), 6), _ZH_ALIGN_MIN - 1, -1):
        piece = tail[-k:]
        anchors += [piece] + ([piece[:-1] + "为"] if piece.endswith("是") and k > _ZH_ALIGN_MIN else [])
    closer = re.sub(r"\s+", "", right)[:2]
    if closer and closer[0] in HAN_FUNCTION_CHARS and len(closer) < 2:
        return []
    out: list[SlotCandidate] = []
    for anchor in anchors:
        if sum(ch not in HAN_FUNCTION_CHARS for ch in anchor) < _ZH_ALIGN_MIN:
            continue  # "都是", "在有": in too many sentences to place a value
        for hit in re.finditer(re.escape(anchor), span_text):
            start = hit.end()
            while start < len(span_text) and span_text[start] in "：:“\"「『 ":
                start += 1
            clause_end = next((i for i in range(start, len(span_text)) if span_text[i] in _CLAUSE_END_ZH),
                              len(span_text))
            if not closer:
                end = clause_end
            else:
                end = span_text.find(closer, start + 1, clause_end)
                if end < 0 and closer[0] not in HAN_FUNCTION_CHARS:
                    end = span_text.find(closer[0], start + 1, clause_end)
                if end < 0:
                    continue
            if span_text[start:start + 1] in _ASPECT_ZH and end - start > 2:
                start += 1  # "汉塞克靠着大联盟名单扩编的机会": the verb's particle is no part of the value
            value = span_text[start:end].rstrip("”\"」』 的之")
            if 1 <= len(value) <= _ZH_VALUE_MAX:
                out.append(SlotCandidate(value=value, start=start, end=start + len(value), kind="aligned"))
        if out:
            break  # the longest anchor the span repeats
    return out


_DANGLING = PREPOSITIONS | {"of", "and", "or"}
_OF_PHRASE_WORDS = 8  # an aligned value cut inside an of-phrase may run to this many words where the phrase closes


def _aligned_value(span_text: str, at: int, keep: list[tuple[re.Match[str], str]]) -> SlotCandidate:
    """The aligned candidate made of the kept words (each a match in ``span_text[at:]`` and its text without trailing
    punctuation), to the end of a list it opens (:func:`_list_end`)."""
    start = at + keep[0][0].start()
    end = _list_end(span_text, at + keep[-1][0].start() + len(keep[-1][1]))
    return SlotCandidate(value=span_text[start:end], start=start, end=end, kind="aligned")


def _closed_of_phrase(words: list[re.Match[str]], i: int, keep: list[tuple[re.Match[str], str]],
                      next_word: str) -> list[tuple[re.Match[str], str]] | None:
    """``keep``, cut short at ``words[i]`` inside an of-phrase, run on to where the phrase closes within
    :data:`_OF_PHRASE_WORDS` words: at punctuation, before a word that ends a noun phrase or a preposition, before the
    claim's own word after its slot (``next_word``: "20 days of paid time off | per year"), or at the end of the span
    ("20 weeks of paid parental leave."). None when it runs on past that."""
    out = list(keep)
    for j in range(i, min(len(words), _OF_PHRASE_WORDS)):
        bare = _PHRASE_END.split(words[j].group(0))[0]
        if not bare:
            return None
        out.append((words[j], bare))
        if bare != words[j].group(0):
            return out
        after = words[j + 1].group(0).casefold() if j + 1 < len(words) else ""
        if j + 1 == len(words) and len(words) <= _OF_PHRASE_WORDS:
            return out  # the span ends here
        if after and (_PHRASE_END.split(after)[0] in _NP_BREAK | PREPOSITIONS or after == next_word):
            return out
    return None


_LIST_ITEM = r"(?:(?:the|a|an)\s+)?[\w'’\-]+(?::\d\d)?(?:\s+[\w'’\-]+){0,2}"  # "16:00" is one word
_LIST_REST = re.compile(rf"(?:,\s+{_LIST_ITEM})*,?\s+(?:and|or)\s+{_LIST_ITEM}(?=\s*(?:[.;:!?]|$))")


def _list_end(span_text: str, end: int) -> int:
    """Where a value that opens a list ends: after the list's last item when the value is its first and the list
    closes the sentence ("birth | , adoption and foster placement.", "Switzerland | and the Netherlands."), else
    ``end``. Items are at most three words after an article, none a function word that would end a noun phrase."""
    m = _LIST_REST.match(span_text, end)
    if m is None:
        return end
    words = [w.casefold() for w in re.findall(r"[\w'’\-]+", m.group(0))]
    if any(w in _NP_BREAK - {"and", "or", "the", "a", "an"} for w in words):
        return end
    return m.end()


def _subject_and_verb(claim_text: str, slot_at: int) -> str | None:
    """A pattern for the claim's subject head and its verb right before the slot, when the subject carries a phrase
    of its own that a span may leave out ("parental leave | at cobalt | applies to {sq1}" read against "Parental
    leave applies to birth, ..."): the head, then the verb and its preposition (at most three words, a content verb
    first, after at most one adverb). ``None`` when the subject has no such phrase (the plain context finds it)."""
    verb_at = first_verb_at(claim_text)
    subject, verb = claim_text[:verb_at], re.findall(r"[\w'’\-]+", claim_text[verb_at:slot_at])
    head = _head_content(subject)
    if (not head or head == [w for w in _WORD_RE.findall(subject) if w.casefold() not in CONTENT_STOP]
            or not 1 <= len(verb) <= 3 or verb[0].casefold() in AUXILIARIES or not verb_form(verb[0])):
        return None
    return (r"\b" + _phrase(head) + r"\s+(?:[a-z]+ly\s+)?" + _phrase(verb) + r"\s+(?:(?:the|a|an)\s+)?")


_PASSIVE_SLOT = re.compile(r"^\{(?P<slot>[^{}]+)\}\s+(?:is|are|was|were|(?:must|can|may|will|should)\s+be)\s+"
                           r"(?P<part>[a-z]+ed)\s+(?:for|by)\s+(?P<x>[^{}]+?)\s*$", re.IGNORECASE)


_HEAD_PREPOSITIONS = (PREPOSITIONS - {"of"}) | {"above", "below", "over", "under"}
_HEAD_END = re.compile(r"\s+(?:" + "|".join(sorted(_HEAD_PREPOSITIONS)) + r")\s+")
"""Where a noun phrase's head ends: the preposition that opens a phrase of its own ("hotel bookings | above the
cap", "remote work | at acme")."""
_AFTER_HEAD = _HEAD_PREPOSITIONS | {"of"}  # a head noun comes before these ("Expenses | above 500 EUR", "rate | of")


def _active_objects(claim_text: str, slot: str, span_text: str) -> list[SlotCandidate]:
    """A passive claim about the slot ("{sq1} is required for remote work", "{sq1} is approved by the manager") read
    against a span that says it in the active voice ("Remote work requires approval from the direct manager"): the
    object after the span's verb, up to the end of its clause (at most six words)."""
    m = _PASSIVE_SLOT.match(claim_text)
    if m is None or m.group("slot") != slot:
        return []
    part = m.group("part").casefold()
    stems = {part[:-1], part[:-2]} | ({part[:-3]} if part[-3:-2] == part[-4:-3] else set())  # approve, need, plan
    subject = _head_content(m.group("x"))  # "remote work" of "... at acme"
    if not subject:
        return []
    verbs = "|".join(re.escape(v) for v in sorted(stems, key=len, reverse=True) if len(v) > 2)
    out: list[SlotCandidate] = []
    # the subject may keep a phrase of its own before the verb ("Hotel bookings above the cap need ...")
    for hit in re.finditer(rf"\b{_phrase(subject)}(?:\s+(?:above|below|over|under|in|at|for|with|of)(?:\s+[\w,.]+){{1,3}}?)?"
                           rf"\s+(?:[a-z]+ly\s+)?(?:{verbs})(?:s|es)?\s+", span_text, re.I):
        words = _clause_words(span_text, hit.end(), 6)
        if words and words[0].group(0).casefold() not in CONTENT_STOP:
            out.append(_aligned(span_text, hit.end(), words))
    return out


def _clause_opens(span_text: str, at: int) -> int:
    """Where the sentence or clause holding ``at`` opens: after the last stop, colon or semicolon before it."""
    return max((b.end() for b in re.finditer(r"[.;:!?]\s+", span_text[:at])), default=0)


_NEED_SLOT = re.compile(r"^(?:(?:I|you|we|employees|staff)\s+(?:need|must\s+(?:have|get))\s+\{(?P<slot>[^{}]+)\}"
                        r"|\{(?P<slot2>[^{}]+)\}\s+(?:is|are)\s+(?:needed|required))\s+"
                        r"(?:if|when|to|for|before)\s+(?P<x>[^{}]+?)\s*$", re.IGNORECASE)
_NEEDS = re.compile(r"\b(?:needs?|requires?|is\s+required|are\s+required)\s+", re.IGNORECASE)


def needed_objects(claim_text: str, slot: str, span_text: str) -> list[SlotCandidate]:
    """What the asker needs for something ("I need {sq1} if I book a hotel above the cap", "{sq1} is needed for a
    hotel above the cap") read against a span that says what that thing needs ("Hotel bookings above the cap need
    written approval from a department head"): the object after the span's "need(s)" / "require(s)" (at most six
    words, to the end of its clause) where the words before it in the sentence say at least two of the claim's words
    after the slot (by their first four letters: "book" / "bookings"). The noun phrases alone miss it ("cap need
    written", "department head"). Not for who is needed: the approval is not its giver."""
    m = _NEED_SLOT.match(claim_text)
    if m is None or (m.group("slot") or m.group("slot2")) != slot:
        return []
    want = {w.casefold()[:4] for w in _WORD_RE.findall(m.group("x")) if w.casefold() not in CONTENT_STOP}
    if not want:  # "I need {sq1} for it": nothing to find the thing by
        return []
    out: list[SlotCandidate] = []
    for hit in _NEEDS.finditer(span_text):
        before = span_text[_clause_opens(span_text, hit.start()): hit.start()]
        said = {w.casefold()[:4] for w in _WORD_RE.findall(before)}
        words = _clause_words(span_text, hit.end(), 6)
        if len(want & said) >= min(2, len(want)) and words and words[0].group(0).casefold() not in CONTENT_STOP:
            out.append(_aligned(span_text, hit.end(), words))
    return out


_REPORTED_CLAIM = re.compile(r"^(?P<agent>[^{}]+?)\s+(?P<verb>[a-z]+)\s+\{(?P<slot>[^{}]+)\}"
                             r"(?:\s+(?:about|on|regarding|concerning)\s+(?P<topic>[^{}]+?))?\s*$")
"""A claim that its subject reports its slot ("the 2024 survey found {sq1}"), maybe about a topic ("... about
hybrid employees"); the verb is checked against :data:`REPORTING_VERBS` by the readers."""


def finding_about(claim_text: str, slot: str) -> bool:
    """The claim asks what its subject found (said, showed ...) about a topic ("the 2024 survey found {sq1} about
    office workers"): only a finding, a clause the span reports (:func:`reported_clauses`), answers it, never a
    name or a noun phrase of a span that reports nothing ("Europe")."""
    m = _REPORTED_CLAIM.match(claim_text)
    return (m is not None and m.group("slot") == slot and m.group("topic") is not None
            and m.group("verb").casefold() in REPORTING_VERBS)


def reported_clauses(claim_text: str, slot: str, span_text: str) -> list[SlotCandidate]:
    """What a claim's subject reports ("the 2024 survey found {sq1}") read from a span clause where that subject
    reports it ("A 2024 survey found that hybrid employees work remotely 2.5 days per week on average."): the
    that-clause, to the end of its sentence (at most 25 words). A topic after the slot ("the survey found {sq1}
    about hybrid employees") must be named in the clause."""
    m = _REPORTED_CLAIM.match(claim_text)
    m = m if m is not None and m.group("slot") == slot else None
    forms = REPORTING_VERBS.get(m.group("verb").casefold()) if m else None
    head = _head_content(m.group("agent")) if m else []
    topic = _head_content(m.group("topic")) if m and m.group("topic") else []
    if not forms or not head or (m and m.group("topic") and not topic):
        return []
    verbs = "|".join(forms.split())
    out: list[SlotCandidate] = []
    for hit in re.finditer(rf"\b(?:{verbs})\s+that\s+", span_text, re.I):
        start = _clause_opens(span_text, hit.start())
        if not re.search(rf"\b{re.escape(head[-1])}\b", span_text[start: hit.start()], re.I):
            continue  # someone else reports it
        end = re.search(r"[.;!?](?:\s|$)|$", span_text[hit.end():])
        clause = span_text[hit.end(): hit.end() + (end.start() if end else 0)].rstrip()
        if topic and not re.search(rf"\b{re.escape(topic[-1])}\b", clause, re.I):
            continue  # a finding about something else
        if clause and len(clause.split()) <= 25:
            out.append(SlotCandidate(value=clause, start=hit.end(), end=hit.end() + len(clause), kind="aligned"))
    return out


_SLOT_AS_OBJECT = re.compile(r"^(?P<agent>[^{}]+?)\s+(?P<verb>[a-z]+?)(?:es|s)?\s+\{(?P<slot>[^}]+)\}\s*$")
_PASSIVE_AUX = r"(?:is|are|was|were|(?:must|can|may|should|will|shall)\s+be)"


@lru_cache(maxsize=4096)
def _passive_subject_bounds(claim_text: str, slot: str, span_text: str) -> frozenset[tuple[int, int]]:
    return frozenset((c.start, c.end) for c in _passive_subjects(claim_text, slot, span_text))


def _passive_subjects(claim_text: str, slot: str, span_text: str) -> list[SlotCandidate]:
    """An active claim whose slot is its verb's object ("the direct manager approves {sq1}") read against a span that
    says it in the passive ("Expenses of 500 EUR or less are approved by the direct manager") or as a need of the
    verb's noun ("Expenses above 1,000 USD require approval from the head of finance"): the span's subject, from the
    start of its clause up to the auxiliary (at most eight words, a leading article left out). The agent may be
    singular or plural ("department heads" for "a department head")."""
    m = _SLOT_AS_OBJECT.match(claim_text)
    if m is None or m.group("slot") != slot:
        return []
    agent = _WORD_RE.findall(_HEAD_END.split(m.group("agent"), maxsplit=1)[0])  # as written: "IT team"
    agent = agent[1:] if agent and agent[0].casefold() in ("the", "a", "an") else agent
    if not agent:
        return []
    *rest, last = agent
    who = _phrase([*rest, last[:-1] if last.endswith("s") and not last.endswith("ss") else last]) + "s?"  # heads
    verb = re.escape(m.group("verb").removesuffix("e"))  # "approve" / "approv": approved, approval
    # a participle in -ed or the same as the verb ("is set"), with up to three words before "by" ("is set every year
    # by the Norwegian government")
    done = rf"(?:{verb}e?d|{re.escape(m.group('verb'))})(?:\s+(?!by\b)[a-z]+){{0,3}}?"
    out: list[SlotCandidate] = []
    for hit in re.finditer(rf"\s+(?:{_PASSIVE_AUX}\s+(?:[a-z]+ly\s+)?{done}\s+by|(?:require|need)(?:s|d|ed)?\s+"
                           rf"(?:[a-z]+\s+)?{verb}(?:al|ation)\s+(?:from|by))\s+(?:(?:the|a|an)\s+)?{who}\b",
                           span_text, re.I):
        start = _clause_start(span_text, hit.start())
        if 0 < len(span_text[start: hit.start()].split()) <= 8:
            out.append(SlotCandidate(value=span_text[start: hit.start()], start=start, end=hit.start(), kind="aligned"))
    return out


_SLOT_IS_DONE = re.compile(r"^\{(?P<slot>\w+)\}\s+(?:is|are|was|were)\s+(?P<done>[a-z]{3,}(?:ed|en))\s+"
                           r"(?P<prep>[a-z]+)\b")


def _reduced_relative_heads(claim_text: str, slot: str, span_text: str) -> list[SlotCandidate]:
    """A passive claim whose slot is its subject ("{sq1} is generated between a surface and an object") read against a
    span that says it in a participle clause after a noun ("... opposed by static friction, generated between the
    object and the table surface"): the words before the comma, back to a function word (at most four)."""
    m = _SLOT_IS_DONE.match(claim_text)
    if m is None or m.group("slot") != slot:
        return []
    out: list[SlotCandidate] = []
    for hit in re.finditer(rf",\s+{re.escape(m.group('done'))}\s+{re.escape(m.group('prep'))}\b", span_text, re.I):
        clause = _clause_start(span_text, hit.start())
        back = list(re.finditer(r"[\w'’\-]+", span_text[clause: hit.start()]))
        kept = []
        for w in back[::-1][:4]:
            if w.group(0).casefold() in _NP_BREAK or w.group(0).casefold() in CONTENT_STOP:
                break
            kept.append(w)
        if kept and len(kept) < len(back):  # a noun after other words, not a clause's own subject
            start = clause + kept[-1].start()
            out.append(SlotCandidate(value=span_text[start: hit.start()], start=start, end=hit.start(), kind="aligned"))
    return out


_ORIGINAL_NAME = re.compile(r"^\{(?P<slot>\w+)\}\s+(?:is|was)\s+(?:(?:the\s+)?(?P<of>.+?)(?:'s|’s)\s+"
                            r"(?:original|former|previous|old|earlier|first)\s+name|the\s+"
                            r"(?:original|former|previous|old|earlier|first)\s+name\s+of\s+(?:the\s+)?"
                            r"(?P<of2>.+?))\s*$")


_FUNCTION_WORDS = _PREPOSITIONS | _NP_BREAK


def renamed_from(claim_text: str, slot: str, span_text: str) -> list[SlotCandidate] | None:
    """For a claim of a thing's original name ("{sq1} was the Colonia Agrippina's original name"): the name the span
    says it was renamed from ("two legions at oppidum Ubiorum ("town of the Ubii"), which was renamed to Colonia
    Agrippina" -> "oppidum Ubiorum"), up to three words before any parenthesis, back to a function word; ``None``
    for other claims. Other names in the span are no former name of it."""
    m = _ORIGINAL_NAME.match(claim_text)
    if m is None or m.group("slot") != slot:
        return None
    name = m.group("of") or m.group("of2")
    out: list[SlotCandidate] = []
    for hit in re.finditer(r"(?:\s*\([^()]*\))?\s*,?\s+(?:(?:which|that)\s+)?(?:(?:was|were|is|had\s+been)\s+)?"
                           r"(?:(?:later|subsequently|then|since|eventually)\s+)?renamed\s+(?:(?:to|as)\s+)?(?:the\s+)?"
                           + re.escape(name) + r"\b", span_text, re.IGNORECASE):
        clause = _clause_start(span_text, hit.start())
        words = list(re.finditer(r"[\w'’\-]+", span_text[clause: hit.start()]))[-3:]
        while words and (words[0].group(0).casefold() in _FUNCTION_WORDS or words[0].group(0)[0].isdigit()):
            words = words[1:]
        cut = max((i for i, w in enumerate(words) if w.group(0).casefold() in _FUNCTION_WORDS), default=-1)
        words = words[cut + 1:]
        if words:
            start, end = clause + words[0].start(), clause + words[-1].end()
            out.append(SlotCandidate(value=span_text[start:end], start=start, end=end, kind="aligned"))
    return out


def span_agent_starts(claim_text: str, slot: str, span_text: str) -> frozenset[int]:
    """Where the span names who does the claim's verb, when the claim's slot is that verb's object ("a director
    approves {sq1}" against "... requires approval from the direct manager", "... was approved by the board"), or when
    the claim names that agent itself ("{sq1} requires approval from a director"): the starts of those agents, which
    are no value of the slot."""
    starts: set[int] = set()
    own = re.search(r"\b(?P<noun>[a-z]{3,}(?:al|ation|ment))\s+(?:from|by)\s+(?!\{)", claim_text)
    if own is not None and f"{{{slot}}}" in claim_text:  # the claim names the agent itself ("{sq1} requires approval
        # from a director"): the span's ("... requires approval from the direct manager") is no value of the slot
        starts |= {hit.end() for hit in re.finditer(rf"\b{own.group('noun')}\s+(?:from|by)\s+(?:(?:the|a|an)\s+)?",
                                                    span_text, re.I)}
    m = _SLOT_AS_OBJECT.match(claim_text)
    if m is None or m.group("slot") != slot:
        return frozenset(starts)
    said = claim_text[: m.start("slot") - 1].split()[-1].casefold()  # the verb as written
    if first_verb_at(m.group("agent")) == len(m.group("agent")) and said not in _PREPOSITIONS | _BE_FORMS | {
            "has", "have", "had"}:
        # "the wellness stipend covers {sq1}"; not "... coast of {sq1}", "the stipend is {sq1}", "... has {sq1}"
        starts |= _doers_of(m.group("agent"), span_text)
    if len(m.group("verb")) < 4:
        return frozenset(starts)
    starts |= _subjects_of(m.group("verb"), span_text)
    verb = re.escape(m.group("verb").removesuffix("e"))
    return frozenset(starts | {hit.end() for hit in re.finditer(
        rf"\b{verb}(?:e?d|al|ation)\s+(?:from|by)\s+(?:(?:the|a|an)\s+)?", span_text, re.I)})


_ROLE_HOLDER = re.compile(
    r"\b(?P<role>provider|supplier|insurer|owner|operator|issuer|author|founder|manufacturer|maker|vendor|publisher|"
    r"sponsor|head|chief|director|manager|president|executive|ceo)s?\b(?:\s+of\s+[\w'’\- ]{1,40}?)?\s+(?:is|was|are|"
    r"were)\s+(?:(?:the|a|an)\s+)?", re.IGNORECASE)


def role_holder_starts(claim_text: str, slot: str, span_text: str) -> frozenset[int]:
    """Where the span names who holds a role ("The health insurance provider of acme is | Mutuelle Horizon") that the
    claim does not speak of, when the claim's slot comes after its verb ("your health insurance pays for {sq1}"): the
    role's holder is no value of what the claim's subject does or takes. A claim that opens with its slot (who does
    it), or that names the role, is left alone."""
    at = claim_text.find(f"{{{slot}}}")
    if at <= 0 or first_verb_at(claim_text[:at]) >= at:
        return frozenset()
    said = _claim_words(claim_text, r"[A-Za-z]+")
    return frozenset(m.end() for m in _ROLE_HOLDER.finditer(span_text) if m.group("role").casefold() not in said)


_VERB_MODALS = r"(?:may|can|could|must|should|will|would|shall)"


def _subjects_of(verb: str, span_text: str) -> set[int]:
    """Where a span clause opens with the subject of ``verb`` in the active ("Parents may instead choose 59 weeks ..."
    for "I can choose {sq1}"): who does what the claim's slot is the object of, no value of it (was "Parents" for
    "What laptops can I choose?"). Only a clause with no finite verb before ``verb``, nor "by"."""
    out: set[int] = set()
    for hit in re.finditer(rf"\b{re.escape(verb.removesuffix('e'))}(?:e|es|s|ed|d)?\b", span_text, re.IGNORECASE):
        start = _clause_start(span_text, hit.start())
        before = span_text[start:hit.start()]
        # a modal and an adverb before the verb are its own ("may instead choose")
        subject = re.sub(rf"\s(?:{_VERB_MODALS}(?:\s+not)?|also|instead|only|\w+ly)\s*$", " ", before,
                         flags=re.IGNORECASE)
        subject = re.sub(rf"\s{_VERB_MODALS}\s*$", " ", subject, flags=re.IGNORECASE)
        if subject.strip() and not _has_finite_verb(subject) and not re.search(r"\bby\b", subject, re.IGNORECASE):
            out.add(start)
    return out


def _doers_of(subject: str, span_text: str) -> set[int]:
    """Where a span sentence opens with the subject of an active verb whose object is the claim's subject ("Cobalt
    pays a wellness stipend" for "the wellness stipend covers {sq1}"): that subject does something to the claim's
    subject, so it is no object of the claim's verb (not across a passive: "Gym memberships are covered by the
    stipend"); and where the claim's subject's own of-phrase starts ("a wellness stipend of 50 USD"), a part of
    the subject."""
    head = _head_content(subject)
    if not head:
        return set()
    # the subject's own of-phrase ("a wellness stipend of 50 USD", "the board of directors") is part of it
    out = {hit.end() for hit in re.finditer(rf"\b{re.escape(head[-1])}\s+of\s+(?:(?:the|a|an)\s+)?", span_text, re.I)}
    for hit in re.finditer(rf"\b{re.escape(head[-1])}\b", span_text, re.I):
        start = _clause_start(span_text, hit.start())
        before = span_text[start:hit.start()]
        words = before.split()
        verb = next((i for i, w in enumerate(words) if i > 0 and verb_form(w)), None)
        # the claim's subject is the object of the span's verb: no preposition between ("requires approval from
        # the chief people officer" names the officer as the one who approves)
        if verb is not None and _has_finite_verb(before) and not re.search(rf"\bby\b|\b{_PASSIVE_AUX}\b", before, re.I) \
                and not any(w.casefold() in _PREPOSITIONS for w in words[verb + 1:]):
            out.add(start)
    return out


def _head_content(phrase: str) -> list[str]:
    """The content words of a noun phrase's head, before a phrase of its own ("hotel bookings" of "hotel bookings
    above the cap")."""
    return [w for w in _WORD_RE.findall(_HEAD_END.split(phrase, maxsplit=1)[0]) if w.casefold() not in CONTENT_STOP]


def _clause_words(span_text: str, at: int, most: int) -> list[re.Match[str]]:
    """The first ``most`` words from ``at`` up to the end of their clause (offsets relative to ``at``)."""
    clause = span_text[at:]
    cut = _CLAUSE_END.search(clause)
    return list(re.finditer(r"\S+", clause[: cut.start() if cut else len(clause)]))[:most]


def _aligned(span_text: str, at: int, words: list[re.Match[str]]) -> SlotCandidate:
    start, end = at + words[0].start(), at + words[-1].end()
    return SlotCandidate(value=span_text[start:end], start=start, end=end, kind="aligned")


_ACTIVE_SLOT = re.compile(r"^\{(?P<slot>[^{}]+)\}\s+(?:(?:must|can|may|should|will)\s+)?(?P<verb>[a-z]{3,}?)(?:es|s|ed|d)?"
                          r"\s+(?P<x>[^{}]+?)\s*$")


def takes_an_agent(answer_type: str | None) -> bool:
    """Whether a passive's agent may answer a slot of ``answer_type``: a who or a what ("IT team", "flights shorter
    than eight hours"), never a number, a date or a place."""
    return answer_type is None or answer_type == "person" or not (
        answer_type in _NUMBER_TYPES or answer_type in _DATE_TYPES or answer_type in _PROPER_TYPES)


NAMED_PLACE = re.compile(r"\b(?:in|at|for)\s+(?P<place>[A-Z][\w\-]+(?:\s+[A-Z][\w\-]+){0,2})")
"""A place a claim names after in / at / for ("the hotel cap in Paris", "in New York")."""


_JOINT_VERBS = ("agre", "discuss", "arrang", "coordinat", "negotiat")  # done with someone else


def passive_agents(claim_text: str, slot: str, span_text: str) -> list[SlotCandidate]:
    """An active claim whose subject is the slot ("{sq1} manages laptops") read against a span that says it in the
    passive ("Cobalt laptops are managed by the IT team", "... is set every year by the Norwegian government"): the
    agent after "by" (or after "for", for what requires or needs: "Economy class is required for flights shorter than
    eight hours"; after "with", for what is agreed, discussed or arranged: "Remote work days must be agreed with the
    team lead"; a modal may stand on either side), up to the end of its clause (at most five words, without its article), when the span names the
    claim's object before its verb."""
    m = _ACTIVE_SLOT.match(claim_text)
    if m is None or m.group("slot") != slot:
        return []
    stem = m.group("verb").casefold()
    stem = stem[:-1] if stem.endswith("i") else stem  # "carri" of "carries": "carried"
    # what requires or needs a thing is what the thing is required for ("flights ... require economy class")
    by = "(?:by|for)" if stem.startswith(("requir", "need")) else "by"
    if stem.startswith(_JOINT_VERBS):  # what is agreed with someone is agreed by them too ("Remote work days must be
        by = "(?:by|with)"  # agreed with the team lead")
    # the asker's own thing is the policy's ("{sq1} manages my laptop" against "Cobalt laptops are managed by ...")
    objects = [w for w in _head_content(m.group("x")) if w.casefold() not in ASKER_WORDS]
    if not objects:
        return []
    low = span_text.lower()
    # the object without leading modifiers the span says elsewhere ("the | Norwegian | state mileage rate" against "The
    # state mileage rate is set every year by the Norwegian government"); two words at least stay
    shorter = list(objects)
    while len(shorter) > 2 and re.search(rf"(?<!\w){re.escape(shorter[0].lower())}(?!\w)", low):
        shorter.pop(0)
    out: list[SlotCandidate] = []
    ends = {hit.end(): hit for words in dict.fromkeys([tuple(objects), tuple(shorter)]) for hit in re.finditer(
        rf"\b{_phrase(list(words))}(?:e?s)?\s+(?:{_PASSIVE_AUX}|has\s+been|have\s+been)\s+(?:[a-z]+ly\s+)?"
        rf"{re.escape(stem)}[a-z]*\s+(?:[a-z]+\s+){{0,3}}?{by}\s+(?:(?:the|a|an)\s+)?", span_text, re.I)}
    for hit in ends.values():
        words = _clause_words(span_text, hit.end(), 5)
        # the agent's noun phrase: up to a function word ("by Bill Gates | in 1975"), a comparison kept whole
        # ("flights shorter than eight hours")
        stop = next((i for i, w in enumerate(words) if i > 0 and w.group(0).casefold() in _NP_BREAK - {"than"}
                     and words[i - 1].group(0).casefold() not in _COMPARATIVE_WORDS), len(words))
        if stop:
            out.append(_aligned(span_text, hit.end(), words[:stop]))
    return out


_COMPARATIVE_WORDS = GREATER_WORDS | LESSER_WORDS | {"than", "over", "under"}


def rivals(claim_text: str, value: str, stop: frozenset[str] = frozenset()) -> bool:
    """True when a lower-case slot value of several words ends in a noun that the claim itself names outside its
    placeholders: "commuter rail system" for "{sq1} is the name of the Los Angeles rail system", "much smaller number"
    for "{sq1} comprise a larger number of electors". Such a value is another instance of the claim's own thing, not
    what fills its slot. Names, numbers and one-word values are not judged (``stop``: words never taken as nouns)."""
    words = re.findall(r"[\w'’\-]+", value)
    if len(words) < 2 or not value[:1].islower() or any(ch.isdigit() for ch in value):
        return False
    head = words[-1].casefold()
    return head not in stop and head in _claim_words(claim_text, r"[\w'’\-]+")


# slot types whose values form a closed set: the span's members of that set are preferred
_CLOSED_SETS = {"country": is_country, "nation": is_country, "continent": is_continent, "state": is_us_state,
                "language": is_language}


def closed_set_member(answer_type: str | None, value: str) -> bool | None:
    """Whether ``value`` is one of the closed set an answer type names (a US state for "state", a country, a
    continent, a language); ``None`` when the type names no such set."""
    known = _CLOSED_SETS.get(answer_type or "")
    return None if known is None else known(value)


def known_place(value: str) -> bool:
    """A country, a US state or a continent (``claimbound.verifier.places``)."""
    return is_country(value) or is_us_state(value) or is_continent(value)


_STRICT_SETS = frozenset({"country", "nation", "continent"})  # the gazetteer lists them all (and former states)
_CJK_DATE_WORD = re.compile(r"\s*(?:年|月|日(?![圆元币])|号|號|世纪|世紀)")  # "5亿日圆" is yen
"""The word after a number in Chinese text that makes it a date or a house number ("1990年", "10月", "398号")."""
_CJK_DATE_RE = re.compile(r"\d{3,4}\s*年(?:\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*[日号])?)?|\d{1,2}\s*月\s*\d{1,2}\s*[日号]")
"""A Chinese calendar date, whole: "2013年1月5日", "1982年7月", "1937年", "7月11日"."""
_ZH_DIGITS = "零〇一二三四五六七八九十百千万亿两"
"""The characters of a number in Chinese numerals."""
_CJK_NUMERAL = re.compile(rf"(?<![\d{_ZH_DIGITS}方])"
                          rf"(?:[二三四五六七八九十百千两]|一(?=[十百千万亿]))[{_ZH_DIGITS}]*"
                          r"(?=(?:多|余)?(?:年|个|天|周|小时|分钟|岁|次|倍|人|名|位|座|所|家|项|种|条|部|届|门|场|(?:平方|立方)?"
                          r"(?:米|公里|千米)|公顷|亩|吨|公斤))")
"""A number in Chinese numerals before a unit or measure word ("二十年", "两平方公里", "三百多人"); never a bare 一 ("一个"),
one glued to no unit ("三叶草", "九龙"), a part of a year ("一九六一年") or the 千 of a unit ("15平方千米")."""
_CJK_TIME_UNIT = re.compile(r"(?:多|余)?(?:年|个月|天|周|星期|小时|分钟|秒)")


_CJK_MEASURE_UNIT = re.compile(r"\s*(?:平方|立方)?(?:米|公里|千米|厘米|毫米|英里|英尺|亩|公顷|吨|公斤|千克|克|升|毫升|度|%|％)")
"""A unit of length, area, weight or volume after a number in Chinese text ("1122米", "1133.87亩")."""


def _numeral_fits(c: SlotCandidate, answer_type: str, span_text: str, claim_text: str) -> bool:
    """A Chinese numeral (:data:`_CJK_NUMERAL`) answers how long only before a unit of time ("二十年", not the "两" of
    "两次"), how big only before a unit of size ("两平方公里"), and a claim with a word right after its slot ("有{sq1}
    种", "耗资{sq1}日圆") only before that word ("两种", not "二人"); digits keep their own rules."""
    if not re.fullmatch(f"[{_ZH_DIGITS}]+", c.value):
        return True
    unit = re.search(r"\{[^{}]+\}([\u4e00-\u9fff])", claim_text)
    if unit and not re.match(r"(?:多|余)?" + unit.group(1), span_text[c.end:]):
        return False
    if answer_type == "duration":
        return _CJK_TIME_UNIT.match(span_text, c.end) is not None
    if answer_type == "measure":
        return _CJK_MEASURE_UNIT.match(span_text, c.end) is not None
    return True


def _other_dimension(c: SlotCandidate, answer_type: str, span_text: str, claim_text: str) -> bool:
    """A number of Chinese text, digits as much as numerals, that does not measure what the slot asks: how long takes
    a number before a unit of time only ("工期3年"; not the "5" of "长约5毫米" nor the "3" of "2-3齿裂"); how big takes
    no time ("级别有多高" is not answered by the "30" of "每步棋加30秒") and no count ("前5轮", "东关街396号"), and an
    area (a claim of 面积) only an area ("两平方公里", "1133.87亩"; not the "163" of "163公里之地段")."""
    end = _range_end(c, span_text)
    if answer_type == "duration":
        return _CJK_TIME_UNIT.match(span_text, end) is None
    if answer_type == "measure":
        if _CJK_TIME_UNIT.match(span_text, end) or _CJK_COUNT_WORD.match(span_text, end):
            return True
        return "面积" in claim_text and _CJK_AREA_UNIT.match(span_text, end) is None
    return False


_CJK_COUNT_WORD = re.compile(r"\s*(?:多|余)?(?:轮|次|个|人|名|位|座|所|家|项|种|条|部|届|场|倍|岁|号|期|集|章|卷|页|局|盘|件|台|"
                             r"辆|架|艘|只|头|匹|本|册)")
"""A measure word that counts things after a number in Chinese text ("5轮", "396号"): a count, no size."""
_CJK_AREA_UNIT = re.compile(r"\s*(?:多|余)?(?:平方(?:米|公里|千米|英里|英尺)|亩|公顷|英亩)")
"""A unit of area after a number in Chinese text ("两平方公里", "1133.87亩")."""


def _range_end(c: SlotCandidate, span_text: str) -> int:
    """Where the unit of a number stands: after the range or list it opens, if it opens one ("2-5毫米", "17至21日",
    "396、398、400号"), else right after it."""
    to = _RANGE_TO.match(span_text, c.end)
    return c.end if to is None else to.end()


_TIMES = re.compile(r"\s*[x×]\s*\d")
_TIMES_BEFORE = re.compile(r"\d\s*[x×]\s*$")
_RANGE_TO = re.compile(r"(?:\s*[-–—~～至到、]\s*[\d.]+)+")


def _cjk_dates(numbers: list[SlotCandidate], span_text: str) -> list[SlotCandidate]:
    """What a date slot takes in Chinese text: a whole date ("2013年1月5日") or a year ("1937年"), else a number
    before 月 / 日 / 世纪; never a bare number ("35" of "35M线", "10" of "10年后": a count of years)."""
    whole = [c for c in numbers if _CJK_DATE_RE.fullmatch(c.value)]
    return whole or [c for c in numbers if re.match(r"\s*(?:月|日|世纪|世紀)", span_text[c.end:])
                     or not _in_cjk(c, span_text)]  # "disseminated in 1281" beside "(授時暦)" is an English date


def _in_cjk(c: SlotCandidate, span_text: str) -> bool:
    """``c`` stands in Chinese, Japanese or Korean text: such a character right before or after it ("全长1122米"), not
    an English number in a span that quotes a Chinese name ("Shoushi Li (授時暦) ... in 1281")."""
    return bool(CJK_RE.search(span_text[max(0, c.start - 1):c.start]) or CJK_RE.search(span_text[c.end:c.end + 1]))


_DATE_TYPES = frozenset({"date", "year", "century", "decade"})  # a number fills them only if it reads as a date
_DOCUMENT_EVENT = re.compile(r"\b(?:changed|updated|replaced|revised|amended|published|issued|released|introduced|"
                             r"adopted|enacted)\b", re.IGNORECASE)
"""What happens to a document once: a change, or its coming out."""
_NAMED_SLOT = re.compile(r"\b(?:called|named|known\s+as|termed|referred\s+to\s+as|dubbed)\s+\{[^{}]+\}", re.IGNORECASE)
_VERSION_OF = re.compile(r"\b(?:policy|version|edition|handbook|guide|rules|agreement)\s+of\s+$", re.IGNORECASE)
"""A date after "the policy of": the name of a document's version ("the acme travel policy of 2023"), not when the
claim's change or coming out happened."""
_UNIT_TYPES = {  # a count of a unit (the planner's answer type for "how many weeks ...")
    unit: re.compile(rf"\b(?:{pattern})\b", re.IGNORECASE)
    for unit, pattern in {"minutes": "minutes?", "hours": "hours?", "days": "days?", "weeks": "weeks?",
                          "months": "months?", "years": "years?", "miles": "miles?",
                          "kilometres": "km|kilomet(?:re|er)s?",
                          # a headcount counts people ("1,200 people"), never days or a sum
                          "headcount": "people|persons|employees|staff|workers",
                          "enrollment": "students|pupils", "enrolment": "students|pupils"}.items()
}
_SPAN_TYPES = frozenset({"duration", "age", "frequency", "distance"})
_DEMONYM_TYPES = frozenset({"nationality", "citizenship"})
_COUNT_TYPES = frozenset({"number", "count", "population", "attendance"})
_IDENTIFIER_TYPES = frozenset({"identifier", "extension", "phone", "telephone", "hotline", "code", "pin"})
_YEAR_RE = re.compile(r"(?:1[5-9]|20)\d\d")
_PERCENT_TYPES = frozenset({"percentage", "percent"})
_SHARE_TYPES = frozenset({"share", "fraction", "portion", "proportion"})
_MONEY_RE = re.compile(r"[$€£¥]|\b[A-Z]{3}\b")  # "$5", "60 EUR"
_SUM_NOUNS = frozenset({"support", "benefit", "benefits", "contribution", "grant", "refund", "funding", "deposit",
                        "penalty", "expense", "expenses", "spend", "spending", "sum", "total", "value", "worth",
                        "figure", "award", "prize", "loan", "debt", "income", "profit", "earnings", "tax", "charge",
                        "fund", "money", "pension", "cash", "reward", "bounty", "settlement", "damages", "gdp"})
"""Nouns of a sum of money beyond the slot types (:data:`_MONEY_TYPES`): "What is the commuting support?"."""


def sum_for_no_amount(value: str, answer_noun: str) -> bool:
    """A sum of money bound for a noun that names no amount: "150 EUR" for "What's the weather in Lyon?" (from "The
    hotel cap in Lyon is 150 EUR per night"). The noun is then no kind of value the span may leave unsaid."""
    noun = answer_noun.casefold()
    return bool(noun) and _MONEY_RE.search(value) is not None and noun not in _NUMBER_TYPES | _SUM_NOUNS


_PERCENT_RE = re.compile(r"%|\bpercent\b", re.IGNORECASE)
_MONTH_RE = re.compile(r"\b(?:" + "|".join(sorted(_CALENDAR)) + r")\b", re.IGNORECASE)
_YEARISH_RE = re.compile(r"(?:\d{4}s?|\d{4}-\d{2}-\d{2})")
_OLD_YEAR_BEFORE = re.compile(r"\b(?:in|by|from|until|since|year|AD|c\.)\s*$", re.IGNORECASE)
_OLD_YEAR_AFTER = re.compile(r"^\s*(?:AD|BC|BCE|CE)\b")


_DATING_BEFORE = re.compile(r"\b(?:the|in|since|after|before|until|till|by|during|from|of|circa)\s+$", re.IGNORECASE)


def _dated_year(c: SlotCandidate, span_text: str) -> bool:
    """A year the span dates something with: after "in", "since", "the" ... ("after the 2010 Census", "in 1939")."""
    return _YEAR_RE.fullmatch(c.value) is not None and _DATING_BEFORE.search(span_text[: c.start]) is not None


_NEIGHBOUR_BEFORE = re.compile(
    r"(?:\b(?:north|south|east|west)(?:-?(?:east|west))?(?:ern)?\s+of|\bborders?(?:\s+with)?|\bbordering|\bnear"
    r"|\b(?:close|next|adjacent)\s+to|\bneighbou?ring)\s+(?:the\s+)?$", re.I)
"""What stands before a place that lies beside the thing, not around it ("north of the border with Somalia",
"on U.S. Route 52 north of Iaeger"): no value of where it is, unless the claim asks for a neighbour
(:data:`_NEIGHBOUR_WORDS`)."""
_NEIGHBOUR_WORDS = re.compile(r"\b(?:border\w*|near\w*|north\w*|south\w*|east\w*|west\w*|next|adjacent|close|"
                              r"neighbou?r\w*|beside|surround\w*)\b|接壤|交界|邻|毗|相望")
"""Words of a claim that asks for a neighbour; in lower case only, as "West Virginia" is a name."""
_PERSON_GLOSS_BEFORE = re.compile(r"[\u4e00-\u9fff]+·[\u4e00-\u9fff·]+\s*[（(][^（()）]*$")
"""A Chinese rendering of a foreign person's name (with its middle dot) and an opening bracket: what the bracket holds
is the name in its own script ("卡洛·玛利亚·贝尔纳多·真纳罗（Carlo Maria Bernardo Gennaro，）", "小艾瑞克·高登（Eric
Gordon, Jr.，）")."""
_CALENDAR_ZH = re.compile(r"(?:世纪|年代|年间|[年月日]|古代|近代|现代|当代|夜半|半夜)$")
"""Chinese words that end as a time of the calendar or an age ("十九世纪", "七月", "古代"): no person."""


def _glued_to_subject(value: str, claim_text: str) -> bool:
    """A Chinese name that is the claim's leading name with one character glued on by the tagger ("高英立" of
    "七月高英立为皇后" for "高英是{sq1}的皇后"): the claim's own subject, never whom it asks for."""
    words = leading_han_words(claim_text)
    lead = words[0] if words and len(words[0]) >= 2 else ""
    return bool(lead) and len(value) == len(lead) + 1 and value.startswith(lead)


_OCCUPATION_ZH = re.compile(r"[\u4e00-\u9fff]{1,3}(?:家|者|员|师|手)")
"""Chinese words for what a person does ("革命家", "作者", "演员", "歌手"): someone's occupation, no name of them."""
_EVENT_ZH = re.compile(r"(?:革命|战争|大战|之战|战役|会战|起义|运动|事件|事变|政变|变法|危机|期间|时期)$")
"""Chinese names that end as an event or a stretch of time ("文化大革命", "辛亥革命", "九一八事变"): no person, place or
organisation."""
_NEIGHBOUR_BEFORE_ZH = re.compile(r"(?:[东西南北]{1,2}(?:邻|连|接|靠|临|界)|毗邻|邻近|临近|靠近|紧邻|紧靠)"
                                  r"(?:[^，,。；;、和及]{1,12}[、和及])*$")  # "南连春花镇、| 果园镇": a list
_NEIGHBOUR_AFTER_ZH = re.compile(r"(?:接壤|交界|为邻|相邻|毗邻|相接|相连|隔[^，,。；;]{0,4}相望)$")


def _neighbour(c: SlotCandidate, span_text: str) -> bool:
    """``c`` names a place beside the thing the span is about, not one around it: after "north of", "the border
    with", "near" ... (:data:`_NEIGHBOUR_BEFORE`); in Chinese after "西邻", "毗邻" ..., or inside a clause "与 X(、Y 和
    Z)接壤 / 交界 / 为邻" ("西与安沙镇交界")."""
    if _NEIGHBOUR_BEFORE.search(span_text, 0, c.start):
        return True
    if not has_han(span_text[max(0, c.start - 1):c.end + 1]):
        return False
    before = re.split(r"[，,。；;！？!?\n]", span_text[: c.start])[-1]
    after = re.split(r"[，,。；;！？!?\n]", span_text[c.end:])[0]
    return bool(_NEIGHBOUR_BEFORE_ZH.search(before) or ("与" in before and _NEIGHBOUR_AFTER_ZH.search(after)))


_BIRTH_NAME_BEFORE = re.compile(r"(?:\bborn\b[\w ,]{0,30}?\bas|\bnée)\s+$")
"""What stands before a person's birth name: "born 17 January 1969 as", "née"."""


def _reads_as_date(c: SlotCandidate, span_text: str) -> bool:
    """A month or weekday name, a year ("1243", "1990s"; a 3-digit one only as "in 846" or "846 AD"), a century, a
    decade ("the early 1950s"), a time of day or an ISO date: not "23" (of "HD 23"), "784" (millimetres of rain) nor "1,500"."""
    v = c.value.strip()
    if re.fullmatch(r"\d{3}", v):
        return bool(_OLD_YEAR_BEFORE.search(span_text[: c.start]) or _OLD_YEAR_AFTER.match(span_text[c.end:]))
    return bool(_MONTH_RE.search(v) or _YEARISH_RE.fullmatch(v) or _CENTURY.fullmatch(v) or _DECADE.fullmatch(v)
                or _CLOCK.fullmatch(v) or _TIME_RANGE.fullmatch(v) or _DEADLINE.fullmatch(v))


_NAMED_OF = re.compile(r"\s+of\s+(?:the\s+)?[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*")


def _with_named_of(c: SlotCandidate, span_text: str) -> SlotCandidate:
    """A place phrase with the named place its of-phrase gives ("the west coast | of Norway"): the phrase alone
    does not say where."""
    m = _NAMED_OF.match(span_text, c.end)
    return replace(c, value=span_text[c.start : m.end()], end=m.end()) if m else c


def _holds_the_subject(value: str, claim_text: str) -> bool:
    """The value holds two or more words in a row of the claim's phrase before its verb, its subject, or the whole
    subject when it is one name: "the Bergen office reception" is part of "the Bergen office", and a thing of
    Bergen, not where either is ("the acme travel portal" is still where travel is booked)."""
    m = re.match(rf"^(.*?)\s+(?:{'|'.join(sorted(AUXILIARIES))})\b", claim_text, re.I)
    written = [w for w in _WORD_RE.findall(m.group(1)) if w.casefold() not in CONTENT_STOP] if m else []
    subject = [w.casefold() for w in written]
    words = [w.casefold() for w in _WORD_RE.findall(value)]
    n = 2 if len(subject) > 1 else int(bool(written) and written[0][:1].isupper())
    return n > 0 and any(subject[k:k + n] == words[i:i + n] for k in range(len(subject) - n + 1)
                         for i in range(len(words) - n + 1))


def _labels_like_claim(c: SlotCandidate, span_text: str, claim_text: str) -> bool:
    """A year after the name the claim puts its own year after: the span's "the IPCC 1990 schematic" against a claim
    about "the IPCC 1995 report" names another edition, not when something happened."""
    before = re.search(r"\b([A-Z][\w\-]*)\s+$", span_text[: c.start])
    return bool(before and re.fullmatch(r"\d{4}", c.value.strip())
                and re.search(rf"\b{re.escape(before.group(1))}\s+\d{{4}}\b", claim_text))


# a person slot is not filled by a title alone ("Prime Minister"), a place slot not by an institution's name
# ("West Chicago High School")
_TITLE_WORDS = frozenset(
    "president vice prime minister chief king queen prince princess emperor empress pope governor mayor senator "
    "chairman chairwoman chair ceo director general secretary premier chancellor sultan emir duke duchess lord lady "
    "sir bishop archbishop cardinal commander captain colonel admiral judge justice ambassador speaker the deputy "
    "acting first".split()
)
_REALMS = frozenset("kingdom empire principality duchy republic emirate sultanate caliphate dynasty".split())
_FACILITIES = frozenset("park stadium arena ballpark street avenue road square bridge airport station tower "
                        "building museum".split())
"""Heads of a place or a building ("Minute Maid Park"): no person, team or band answers "who" by such a name."""
_INSTITUTION_TAILS = frozenset(
    "school academy college university institute hospital church cathedral company corporation inc ltd records "
    "party club team association society council committee department ministry office station airport stadium "
    "arena hotel theatre theater studio studios band orchestra".split()
)


ROLE_HEADS = _TITLE_WORDS - {"the", "first", "acting", "vice", "deputy", "chief", "prime"} | frozenset(
    "head manager officer supervisor lead administrator coordinator owner founder board committee team department "
    "council panel staff helpdesk desk".split()
)


def _head_words(value: str) -> list[str]:
    """The words before " of ": "President of Somalia" -> president; "North Central College of Naperville"."""
    return value.casefold().split(" of ")[0].split()


def is_role(value: str, *, acronyms: bool = False) -> bool:
    """A role or a body that can answer "who": "head of finance", "finance manager", "review board" (with
    ``acronyms``, also one an acronym modifies: "IT team"). A capitalised name is not one, even when its last word
    is a title ("Stephen King")."""
    head = _head_words(value)
    return bool(head) and head[-1] in ROLE_HEADS and not any(
        w[:1].isupper() and not (acronyms and re.fullmatch(r"[A-Z]{2,5}", w)) for w in value.split())


def names_one_holder(value: str, before: Sequence[str]) -> bool:
    """Whether a role bound from spans names one person to look up (``before``: each span's text before the value).
    Not a role relative to whoever asks ("direct manager", "team lead", "the manager", but not "manager of the
    team"), nor one every span introduces as any of its kind ("approval from a department head", "from a
    director"): "Who is the direct manager?" has no answer in a policy. Nor a body of people ("the acme learning
    team"), which answers "who" itself."""
    words = value.casefold().split()
    if words and words[0] in ("the", "a", "an"):
        words = words[1:]
    head = _head_words(" ".join(words))
    if head and head[-1] in _BODY_HEADS:
        return False  # "the acme learning team", "the review board": a body of people, which no one person is
    if " of " not in f" {' '.join(words)} " and words and words[-1] in _RELATIVE_HEADS and (
            len(words) == 1 or (len(words) == 2 and words[0] in _RELATIVE_MODIFIERS)):
        return False
    return not before or not all(_ANY_OF_KIND.search(b) for b in before)


_BODY_HEADS = frozenset("board committee team department council panel staff helpdesk desk".split())
"""Heads of :data:`ROLE_HEADS` that name a body of people, which answers "who" as it is."""
_RELATIVE_HEADS = frozenset({"manager", "supervisor", "lead", "leader", "mentor", "coach"})
_RELATIVE_MODIFIERS = frozenset({"direct", "line", "immediate", "reporting", "own", "team", "your", "their"})
_ANY_OF_KIND = re.compile(r"\b(?:a|an|any|each|every|your|their|his|her|one's)\s+$", re.I)


_ROLE_CLAIM = re.compile(r"^\{(?P<slot>[A-Za-z_][A-Za-z0-9_]*)\} (?:is|was) (?:the |a |an )?(?P<role>[^{}]+)$")
_BEFORE_ROLE = re.compile(r"^[\s,:;(]*(?:(?:is|was|became|becomes|remains|remained|serves as|served as|acts as|acted as|"
                          r"as)\s+)?(?:(?:the|a|an|our|its|their)\s+)?$", re.I)
_AFTER_ROLE = re.compile(r"^[\s,:;(]*(?:(?:is|was)\s+)?$", re.I)


_ROLE_BEFORE = re.compile(r"(?<![\w\-])((?:[a-z][a-z\-]*\s+){0,3}[a-z][a-z\-]*)\s+(?:is|was)\s+$")


def holds_a_role(c: SlotCandidate, span_text: str) -> bool:
    """The span gives ``c`` as who holds a role ("Cobalt's head of finance is [Mira Patel]", "Acme's chief executive
    is [Claire Dubois]"): a person, whatever the claim's slot asks."""
    m = _ROLE_BEFORE.search(span_text[: c.start])
    if m is None:
        return False
    words = m.group(1).split()
    return words[-1].casefold() in _OFFICER_WORDS or any(is_role(" ".join(words[i:])) for i in range(len(words)))


_OFFICER_WORDS = frozenset({"executive", "ceo", "cfo", "coo", "cto", "chair", "chairman", "chairwoman", "chairperson"})


def role_holders(claim_text: str, slot: str, span_text: str, cands: list[SlotCandidate]) -> list[SlotCandidate] | None:
    """For a claim that a person holds a role ("{sq1r} is the head of finance"): the candidates the span puts right
    beside a mention of the role, as its subject or in apposition ("Cobalt's head of finance is Mira Patel", "Mira
    Patel, the head of finance", "the head of finance, Mira Patel"), the role also without where it is held ("head of
    finance" for "the head of finance at cobalt"). A span that only mentions the role ("Expenses
    above 500 EUR require approval from a department head") names nobody who holds it. ``None`` when the claim is no
    such claim."""
    m = _ROLE_CLAIM.match(claim_text)
    if m is None or m.group("slot") != slot or not is_role(m.group("role")):
        return None
    role = m.group("role")
    # the role without where it is held ("head of finance | at cobalt"): the span may say that as "Cobalt's"
    cut = re.split(r"\s+(?:at|in|for|with|from)\s+", role, maxsplit=1)[0]
    mentions = [(r.start(), r.end()) for phrase in dict.fromkeys([role, cut]) for r in re.finditer(
        r"(?<!\w)" + _phrase(phrase.split()) + r"(?!\w)", span_text, flags=re.I)]
    return [c for c in cands if any(
        (c.end <= a and _BEFORE_ROLE.match(span_text[c.end:a])) or (b <= c.start and _AFTER_ROLE.match(span_text[b:c.start]))
        for a, b in mentions)]


_LABEL = re.compile(r"(?:^|\n)[ \t]*(?:[-*+][ \t]+)?(?P<label>[A-Za-z][\w\- ]{0,40}?)[ \t]*:[ \t]*")
_INLINE_LABEL = re.compile(r"(?<![\w\-])(?P<label>[A-Za-z][\w\-]*)[ \t]*(?:=|>=|<=)[ \t]*")  # "entail=0.42", "entail >= 0.42"


def labelled_values(claim_text: str, slot: str, span_text: str, cands: list[SlotCandidate]) -> list[SlotCandidate] | None:
    """A field line ("- Base: sentence-transformers/all-MiniLM-L6-v2 (...), fine-tuned as `Bert...`") or a setting
    ("entail=0.42, partial=0.21", "entail >= 0.42") whose label the claim names ("{sq1} is the base model of ...",
    "{sq1} is the entail threshold"): the candidates that open its value, right after the colon or the sign.
    ``None`` when the span has no such label (every value stays a candidate then)."""
    words = set(re.findall(r"[a-z0-9]+", claim_text.replace("{" + slot + "}", " ").lower()))
    out: list[SlotCandidate] = []
    for m in [*_LABEL.finditer(span_text), *_INLINE_LABEL.finditer(span_text)]:
        label = [w for w in re.findall(r"[a-z0-9]+", m.group("label").lower()) if w not in ("the", "a", "an")]
        if not label or len(label) > 4 or not set(label) <= words:
            continue
        out += [c for c in cands if c.start >= m.end() and c not in out and re.fullmatch(
            r"[\s`\"'(]*(?:(?:the|a|an)\s+)?", span_text[m.end():c.start], flags=re.I)]
    return out or None


_TITLE_ZH = ("县长|市长|省长|镇长|乡长|村长|区长|州长|主席|总统|总理|首相|部长|校长|院长|董事长|总裁|经理|教练|导演|作家|诗人|"
             "画家|建筑师|设计师|工程师|歌手|演员|皇帝|国王|将军|教授|博士|先生|女士|议员|大使|主教|牧师|法官|律师|记者")
"""Chinese titles of a person ("县长", "建筑师"): a name right after one is a person's ("时任县长朱立伦")."""
_AFTER_TITLE_ZH = re.compile(f"(?:{_TITLE_ZH})$")


def anchored_values(claim_text: str, slot: str, span_text: str,
                    cands: list[SlotCandidate]) -> list[SlotCandidate] | None:
    """In Chinese, the candidates that stand where the claim puts its slot: right after the span's copy of the two
    to four characters before ``{slot}`` (a person's title may come between: "由建筑师博罗米尼设计" for "由{sq1}设计"),
    or right before its copy of the two to four after it ("博罗米尼设计"), and the items of a list it opens ("分布在
    亚洲、大洋洲"). Chinese has no spaces or capitals to mark a value, and the embedded model, trained on English,
    scores most Chinese pairs alike, so a value at the claim's place comes before the span's other names. ``None``
    when the claim is not Chinese or no candidate stands there (every candidate stays then)."""
    m = re.search(r"\{" + re.escape(slot) + r"\}", claim_text)
    if m is None or not has_han(claim_text) or not has_han(span_text):
        return None
    before = re.search(r"[\u4e00-\u9fff]{2,4}$", claim_text[: m.start()])
    after = re.match(r"[\u4e00-\u9fff]{2,4}", claim_text[m.end():])
    heads = [before.group(0)[-k:] for k in range(len(before.group(0)), 1, -1)] if before else []
    tails = [after.group(0)[:k] for k in range(len(after.group(0)), 1, -1)] if after else []

    def at_slot(c: SlotCandidate) -> bool:
        ahead = span_text[: c.start]
        ahead = ahead[: len(ahead) - len(t.group(0))] if (t := _AFTER_TITLE_ZH.search(ahead)) else ahead
        return any(ahead.endswith(h) for h in heads) or any(span_text.startswith(t, c.end) for t in tails)
    kept: list[SlotCandidate] = []
    for c in sorted(cands, key=lambda c: c.start):
        if at_slot(c) or (kept and re.fullmatch(r"[^，,。；;：:！？!?（(]*(?:、|及|和|与|以及)", span_text[kept[-1].end:c.start])):
            kept.append(c)
    return [c for c in cands if c in kept] or None


_PLURAL_SLOT = re.compile(r"\{[^}]+\}\s+(?:are|were)\b"
                          r"|\b(?:has|have|had)\s+(?:[a-z]+\s+)?[a-z]{2,}[^siu\W]s\s+(?:in|at)\s+\{[^}]+\}")
"""A slot that stands for several values: before "are", or the place of a plural had ("acme has offices in {sq1}")."""
CURRENCY_CODES = frozenset("USD EUR GBP JPY CNY CHF CAD AUD NZD NOK SEK DKK ISK PLN CZK HUF RUB INR BRL MXN ZAR KRW "
                           "SGD HKD TRY".split())


def _bare_title(value: str) -> bool:
    """A title alone ("Premier", "Prime Minister"), which names an office, not a person."""
    head = _head_words(value)
    return bool(head) and all(w in _TITLE_WORDS for w in head) and not is_role(value)


def _kind_mismatch(answer_type: str, value: str) -> bool:
    head = _head_words(value)
    if not head:
        return False
    if value.strip() in CURRENCY_CODES:  # "USD" names no person and no place
        return True
    if answer_type == "person":
        # a title alone ("Prime Minister"), or a realm, a place or a building named as one ("Principality of
        # Antioch", "Kent County", "Minute Maid Park"); an institution or a band may still answer "who"; a role in
        # lower case ("approval from a director") is no bare title
        return _bare_title(value) or head[-1] in _REALMS | _PLACE_RANK.keys() | _FACILITIES
    named = _PLACE_RANK.get(head[-1]) if len(head) > 1 or " of " in value.casefold() else None
    if named is not None and _PLACE_RANK.get(answer_type, 4) < 4 and named != _PLACE_RANK[answer_type]:
        return True  # "Town of Jingde" or "Jiangxi Province" names its own kind of place: no province, no city
    if answer_type in _PLACE_RANK and head[-1] in _ROADS:
        return True  # "U.S. Route" of "located on U.S. Route 52" is a road, no county, city or country
    return head[-1] in _INSTITUTION_TAILS


_ROADS = frozenset("route road street highway avenue interstate boulevard lane pike freeway motorway expressway "
                   "turnpike".split())
"""Head words of a road's name: a where-slot may take one ("on U.S. Route 52"), a county or a city slot not."""


# Kinds of place by size, for a name that says its own kind ("Town of Jingde", "Kent County"): a slot of one kind
# does not take a place named as another. Vague kinds ("region", "area", "territory") have none; a country or
# continent slot keeps its closed set instead ("State of Palestine" is a country).
_PLACE_RANK = {**KIND_RANKS, **dict.fromkeys(("capital", "neighborhood", "neighbourhood"), 1), "continent": 5}


_MEASURE_RE = re.compile(r"\d\s?" + _MEASURE_UNITS)


_PEOPLE_COUNTS = frozenset({"population", "attendance"})
_NOT_PEOPLE_AFTER = re.compile(r"\s*(?:sq\.?|square)\s|\s*(?:km|mi|ft|m)\b|\s*(?:%|percent\b|[°′″/])")
"""After a number that counts no people: an area ("82,278 sq mi"), a density ("35.1 / sq mi"), a length, a share or
an angle ("37 ° N")."""
_RATE_AFTER = re.compile(r"\s*[A-Za-z\-]*\s*(?:/|per\b|an? (?:hour|second|minute|day|year)\b)")


def _definitions(claim_text: str, span_text: str) -> list[SlotCandidate]:
    """The predicate of a sentence of ``span_text`` that opens with the words the claim defines ("a hotel cap is
    {sq1}", "per diem means {sq1}") and says what they are or mean, up to the sentence's end; for a name, also the
    subject of a sentence that ends "is NAME"; for what words mean, also the few words that gloss them right after
    them at a sentence's start ("Pax Mongolica, Mongol peace, enabled ...", "Pax Mongolica (Mongol peace)"). Quotes
    around the claim's words ("'Pax Mongolica' means {sq1}") are no part of them."""
    if CJK_RE.search(claim_text):
        return _definitions_zh(claim_text, span_text)
    m = re.match(r"^(?:(?:an?|the)\s+)?(?P<x>.+?)\s+(?P<be>is|are|means)\s+\{[^{}]+\}$", claim_text.strip(), re.I)
    if m is None:
        return []
    term = r"\s+".join(re.escape(w) for w in m.group("x").strip("'\"").split())
    pattern = (r"(?:^|(?<=[.!?])\s+)(?:(?:an?|the)\s+)?" + term
               + r"\s+(?:is|are|means|refers\s+to)\s+(?P<d>[^.;!?]+)")
    found = list(re.finditer(pattern, span_text, re.I))
    if m.group("x")[:1].isupper():  # a name: also what a sentence says it is, the name last ("The health insurance
        # provider of acme is Mutuelle Horizon.")
        found += re.finditer(r"(?:^|(?<=[.!?])\s+)(?P<d>[^.;!?]+?)\s+(?:is|are)\s+" + r"\s+".join(
            re.escape(w) for w in m.group("x").split()) + r"\s*(?:[.!?]|$)", span_text)
    if m.group("be").lower() == "means":
        found += [g for g in _gloss_after(term).finditer(span_text) if _gloss(g.group("d"))]
    return [SlotCandidate(value=d.group("d").strip(), start=d.start("d"), end=d.start("d") + len(d.group("d").strip()),
                          kind="definition") for d in found]


_DESCRIBED = (re.compile(r"^(?P<x>.+?)的(?P<n>[^的{}，,]{1,6})是\{[^{}]+\}$"),
              re.compile(r"^(?:the\s+)?(?P<n>[\w\-]+(?:\s+[\w\-]+){0,2}?)\s+of\s+(?P<x>.+?)\s+(?:is|are|was|were)\s+"
                         r"\{[^{}]+\}$", re.I))


def _descriptions(claim_text: str, span_text: str) -> list[SlotCandidate]:
    """What a span says of the thing a description claim asks about ("乌石渔港的功能是{sq1}", "the function of the
    harbour is {sq1}"): the span's sentences that name the asked noun ("具有渔业功能"; for a noun of several words or
    characters, its last: "成果" of "研究成果"), else those that name the part of the thing asked about ("下部叶" of
    "长柄艾纳香的下部叶"), else those that name the thing, each whole; nothing from a span that names none of them."""
    m = next((m for p in _DESCRIBED if (m := p.match(claim_text.strip()))), None)
    if m is None:
        return []
    noun, thing = m.group("n").strip(), m.group("x").strip()
    if has_han(claim_text):
        nouns = {noun, noun[-2:]}
        head = {thing.rsplit("的", 1)[1]} if "的" in thing else set()  # "下部叶" of "长柄艾纳香的下部叶"
        topic = {w for w in load_jieba().cut(thing) if len(w) >= 2 and has_han(w) and w not in nouns}
    else:
        nouns = {noun.split()[-1].casefold()}
        head = set()
        topic = {w for w in re.findall(r"[\w\-]+", thing.casefold()) if w not in CONTENT_STOP and len(w) > 2}

    def names(words: set[str], sentence: str) -> bool:
        low = sentence.casefold()
        return any((w in low) if has_han(w) else re.search(rf"\b{re.escape(w)}", low) is not None for w in words)
    bounds = [(a, b) for a, b in sentence_bounds(span_text) if span_text[a:b].strip()]
    chosen: list[tuple[int, int]] = []
    for words in (nouns, head, topic):  # the first group that any sentence names
        chosen = [(a, b) for a, b in bounds if names(words, span_text[a:b])]
        if chosen:
            break
    out = []
    for a, b in chosen:
        value = span_text[a:b].strip().rstrip("。.!?！？；;")
        start = a + span_text[a:b].index(value[:1])
        out.append(SlotCandidate(value=value, start=start, end=start + len(value), kind="description"))
    return out


def _gloss_after(term: str) -> re.Pattern[str]:
    """The words right after ``term`` at a sentence's start, between commas or in brackets, "meaning" or "literally"
    before them left out."""
    return re.compile(r"(?:^|(?<=[.!?])\s+)[\"']?" + term + r"[\"']?\s*(?:,|\()\s*(?:meaning\s+|literally\s+)?"
                      r"(?P<d>[^,.;!?()]{2,60}?)\s*(?:,|\))", re.I)


def _gloss(words: str) -> bool:
    """A few words that gloss a term: at most five, no clause ("which ...", a finite verb) and no date or number."""
    ws = words.split()
    return (0 < len(ws) <= 5 and not re.search(r"\d", words) and ws[0].lower() not in _NO_GLOSS_OPENERS
            and not any(w.lower() in AUXILIARIES or verb_form(w) for w in ws))


_NO_GLOSS_OPENERS = frozenset("which who whom whose where when that born also or and".split())
"""Words that open a clause or a list after a term, never a gloss of it."""


_ZH_ASIDE = r"(?:\s*[（(][^）)]{0,80}[）)])?(?:[，,]\s*(?:又|或|亦|也)?(?:称|名|叫|简称)[^，,。；]{1,30}[，,])?"
"""What may stand between a Chinese term and its definition: a gloss in brackets ("（Buttonwood Agreement）"), another
name ("，或称内台航线，")."""
_ZH_DEFINING = r"[，,]?\s*(?:所谓)?(?:指的是|指的|就是|乃是|意指|是指|即是|是|指|即|为)"


_REASON_ZH = re.compile(r"(?:因为|由于|为了|鉴于|因(?![此而为]))(?P<c>[^，,。；;！？!?、]{2,60})")
_SO_ZH = re.compile(r"(?:^|(?<=[。；;！？!?\n]))\s*(?P<c>[^，,。；;！？!?\n]{2,60})[，,]\s*(?:所以|因此|因而|故而|于是)")


def _reasons_zh(claim_text: str, span_text: str) -> list[SlotCandidate]:
    """The reasons a Chinese span gives, for a why-slot ("卫英崎{sq1}要参与地下格斗"): a clause after 因为 / 由于 / 为了 / 因
    / 鉴于 up to the next comma or stop, with its connective ("为了给妈妈阿彩过更好的日子"), or without it when the claim
    puts one before its slot ("兰比尔因{sq1}而闻名"); and a clause before "，所以" / "，因此" ... Nothing else answers why
    (a name from the sentence is no reason: "鬼混", "赛马")."""
    slot = re.search(r"\{[^{}]+\}", claim_text)
    bare = slot is not None and re.search(r"(?:因为|由于|为了|因)$", claim_text[: slot.start()]) is not None
    out = []
    after = claim_text[slot.end(): slot.end() + 2] if slot is not None else ""  # "而闻" of "因{sq1}而闻名"
    for m in _REASON_ZH.finditer(span_text):
        start, end = (m.start("c") if bare else m.start()), m.end("c")
        cut = span_text.find(after, m.start("c"), end) if len(after) == 2 and has_han(after) else -1
        end = cut if cut > m.start("c") + 1 else end  # the claim's own words after the slot are no part of it
        out.append(SlotCandidate(value=span_text[start:end], start=start, end=end, kind="reason"))
    out += [SlotCandidate(value=m.group("c").strip(), start=m.start("c"), end=m.start("c") + len(m.group("c").strip()),
                          kind="reason") for m in _SO_ZH.finditer(span_text)]
    return out


def _manners_zh(claim_text: str, span_text: str) -> list[SlotCandidate]:
    """How a Chinese span says a thing came about or was done, for a how-slot ("弗里西亚群岛是{sq1}形成的"): the
    clause right before the claim's verb after its slot, from the last comma or stop ("周期性的下沉、暴风雨和水灾" of
    "...，周期性的下沉、暴风雨和水灾形成了这个岛屿"), where that verb has two characters or more (a bare "来" or "做"
    is in too many words); and the reasons the span gives (:func:`_reasons_zh`: "由于港湾内有块巨大的黑礁石而得名" for
    "名称{sq1}来的"). No name, time or number says how ("西元前", "南方澳", the "北海" of "北海形成了一条水道" are
    none)."""
    slot = re.search(r"\{[^{}]+\}", claim_text)
    verb = re.match(HAN_CHARS + "+", claim_text[slot.end():]) if slot is not None else None
    word = verb.group(0).split("的")[0].split("了")[0] if verb else ""
    out: list[SlotCandidate] = []
    if len(word) >= 2:
        for m in re.finditer(re.escape(word[:2]), span_text):
            start = max(span_text.rfind(p, 0, m.start()) for p in "，,。；;：:！？!?\n") + 1
            value = span_text[start:m.start()].strip()
            if 2 <= len(value) <= 60 and has_han(value) and not any(v == value for v, _at, _k in _cjk_names(value)):
                at = span_text.index(value, start)
                out.append(SlotCandidate(value=value, start=at, end=at + len(value), kind="manner"))
    return out + [c for c in _reasons_zh(claim_text, span_text) if all(c.start != o.start for o in out)]


_REASON_END = r"(?=\s*(?:[,;:.!?()\n]|$)|\s+(?:yet|but|while|whereas|although|though)\b)"
_REASON_EN = re.compile(
    r"\b(?P<k>because(?!\s+of\b)|so\s+that|(?:in\s+order|so\s+as)\s+to|due\s+to|owing\s+to|thanks\s+to|as\s+a\s+result"
    r"\s+of|for\s+fear\s+of|since(?=\s+(?:the|a|an|it|they|he|she|there|this|these|its|their|his|her|we|many|most)\b))"
    r"\s+(?P<c>[^,;:.!?()\n]{3,200}?)" + _REASON_END, re.IGNORECASE)
"""A reason a span gives with its connective: "because Dutch law said ...", "due to the war", "so that ...", "since
the program ..." (not "since 1990"). The clause runs to the next comma or stop, or to "yet" / "but" ..."""
_FINITE_VERB = re.compile(r"\b(?:is|was|are|were|has|had|have|could|would|did|does|do|will|can|may|must|\w+ed)\b")
_BECAUSE_OF = re.compile(r"\bbecause\s+of\s+(?P<c>[^,;:.!?()\n]{2,120}?)" + _REASON_END, re.IGNORECASE)
_AS_REASON = re.compile(
    r"(?<!such)(?<!known)(?<!well)(?<!same)(?<!just)(?<!so)\s+as\s+(?P<c>(?:the|it|they|he|she|there|this|these|its|their|"
    r"his|her|we|many|most)\s+(?:(?!(?:who|whom|whose|which|that|where)\b)[\w\-']+\s+){0,6}?(?:is|was|are|were|had|has|have|could|would|did|does|will)\s"
    r"[^,;:.!?()\n]{2,200}?)" + _REASON_END)
"""A clause after "as" with its own subject and finite verb: "as the program was believed to disadvantage ..."."""
_PURPOSE_EN = re.compile(r"(?P<before>(?:[\w\-']+\s+){1,3})(?P<c>(?:in\s+order\s+|so\s+as\s+)?to\s+(?P<verb>[a-z]+)\s"
                         r"[^,;:.!?()\n]{2,200}?)" + _REASON_END)
"""A purpose: "to" and a verb right after words of the claim ("emptied before winter | to clean them ...")."""


def _reasons_en(claim_text: str, span_text: str) -> list[SlotCandidate]:
    """The reasons an English span gives, for a why-slot ("X because of {sq1}"): a noun phrase after "because of"
    (it fills the slot as it stands), a clause with its connective ("because ...", "due to ...", "so that ...",
    "since the ...", "as the program was believed ..."), and a purpose ("to clean them of plants") right after the
    last words of the claim before its slot. Nothing else answers why: a name from the sentence is no reason
    ("Early Action" for why Harvard ended its early admission program)."""
    out: list[SlotCandidate] = []

    def add(start: int, end: int) -> None:
        if not any(c.start == start for c in out):
            out.append(SlotCandidate(value=span_text[start:end], start=start, end=end, kind="reason"))

    for m in _BECAUSE_OF.finditer(span_text):
        add(m.start("c"), m.end("c"))
    for m in _REASON_EN.finditer(span_text):
        if m.group("k").casefold() != "since" or _FINITE_VERB.search(m.group("c")):  # not "since the Middle Ages"
            add(m.start(), m.end("c"))
    for m in _AS_REASON.finditer(span_text):
        add(m.start("c") - 3, m.end("c"))  # with its "as"
    slot = re.search(r"\{[^{}]+\}", claim_text)
    own = {w.casefold() for w in re.findall(r"[A-Za-z][\w\-']*", claim_text[: slot.start()] if slot else claim_text)}
    for m in _PURPOSE_EN.finditer(span_text):
        last = m.group("before").split()[-1].casefold()
        # not the claim's own complement ("requires the node | to look up" for why the node is required to look up)
        if last in own - CONTENT_STOP and last not in ("because", "of") and m.group("verb") not in own:
            add(m.start("c"), m.end("c"))
    return sorted(out, key=lambda c: c.start)


def _definitions_zh(claim_text: str, span_text: str) -> list[SlotCandidate]:
    """A Chinese definition: the rest of a sentence of ``span_text`` that opens with the term of the claim "X是{sq1}"
    (or "所谓X", or another name of it and a comma: "溶组织内阿米巴，赤痢变形虫"), after a gloss or another name of it and a defining word (是 / 指 / 就是 / 即 ...): "梧桐树协议
    （Buttonwood Agreement），是美国纽约市24家股票经纪商……订立的协议，被认为是……的滥觞" for "梧桐树协议是{sq1}"."""
    m = re.match(r"^(?P<x>.+?)是\{[^{}]+\}$", claim_text.strip())
    if m is None:
        return []
    pattern = (r"(?:^|(?<=[。！？；!?;\n]))\s*(?:<[^<>]{1,10}>\s*)*(?:[^，,。！？；!?;\n]{1,20}[，,、]\s*)?(?:所谓)?" + re.escape(m.group("x")) + _ZH_ASIDE + _ZH_DEFINING
               + r"\s*(?P<d>[^。！？；!?;\n]{2,})")
    return [SlotCandidate(value=d.group("d").strip(), start=d.start("d"), end=d.start("d") + len(d.group("d").strip()),
                          kind="definition") for d in re.finditer(pattern, span_text)]


_PEOPLE_AFTER = re.compile(r"\s+(?:" + "|".join(sorted(PEOPLE_PLURALS)) + r")\b", re.IGNORECASE)


def _attributive_name(c: SlotCandidate, span_text: str) -> bool:
    """A name between a preposition of place or direction and its article, and a noun in lower case, modifies the
    noun ("registered at the Bergen office reception"): it says whose or where, not who. Not after "by", whose
    phrase names a passive's agent ("managed by the Stephen team")."""
    after = re.match(r"\s+([a-z][\w\-]*)", span_text[c.end:])
    return (_LOCATIVE_BEFORE.search(span_text[: c.start]) is not None and after is not None
            and after.group(1) not in CONTENT_STOP)  # "lost to the Chicago White Sox in Game 3": no noun after it


def _counts_another(c: SlotCandidate, span_text: str, claim_text: str) -> bool:
    """The number counts another thing than the claim's slot does: the claim puts a plural noun after its slot ("acme
    has {sq1} offices", :func:`_counted_noun`) and the value is a sum of money ("2,000 EUR" is no number of employees)
    or the span puts a different plural noun after the number ("1,200 people"; "335 Rhodes Scholars" for "{sq1} US
    presidents"). People under other names count as people ("employees", "staff"), and holidays as days."""
    said = re.search(r"\{[^{}]+\}", claim_text)
    if said is None or not (mine := _counted_noun(claim_text[said.end():])):
        return False
    if _MONEY_RE.search(c.value):
        return True
    own = re.search(r"\s([A-Za-z][a-z\-]+)$", c.value)  # "27 days" names what it counts itself
    theirs = own.group(1).casefold() if own else _counted_noun(span_text[c.end:])
    return _plural(theirs) and mine[:4] != theirs[:4] and not any(mine in same and theirs in same
                                                                   for same in (PEOPLE_PLURALS, _DAY_COUNTS))


_DAY_COUNTS = DAY_NOUNS | {"days"}


def _counted_noun(after: str) -> str:
    """The plural noun a count names within the three words after it, past its modifiers ("eight U.S. | presidents",
    "62 living | billionaires", "{sq1} US | presidents"); "" when a function word or a mark comes first, or none."""
    for w in re.findall(r"[A-Za-z][\w.'\-]*|[^\s\w]", after[:80])[:3]:
        k = w.casefold().rstrip(".'")  # "Scholars." ends a sentence; "U.S." keeps its inner dot
        if not w[0].isalpha() or k in CONTENT_STOP or k in PREPOSITIONS:
            return ""
        if _plural(k):
            return k
    return ""


def _before_claim_words(c: SlotCandidate, span_text: str, claim_text: str) -> bool:
    """The span goes on after ``c`` with the claim's words after its slot (their verb in any number or tense):
    "Cobalt employees [may work remotely] ..." for "{sq1} may work remotely up to 4 days per week"."""
    m = re.search(r"\{[^{}]+\}", claim_text)
    said_after = _after_slot_pattern(claim_text, m.end()) if m else None
    return said_after is not None and re.match(r"\s+" + said_after + r"\b", span_text[c.end:], re.IGNORECASE) is not None


def _after_claim_words(c: SlotCandidate, span_text: str, claim_text: str) -> bool:
    """The span has the claim's words before its slot right before ``c``: "... apply to [public employees]" for
    "government per diem rates apply to {sq1}"."""
    m = re.search(r"\{[^{}]+\}", claim_text)
    before = _before_slot_pattern(claim_text, m.start()) if m else None
    return before is not None and re.search(before + "$", span_text[: c.start], re.IGNORECASE) is not None


_COUNTED_THINGS = re.compile(r"\s+(?:[a-z][\w\-]*\s+){0,2}?(?:districts|counties|cities|towns|villages|states|provinces|"
                             r"regions|municipalities|wards|seats|households|families|dwellings|(?:housing\s+)?units)\b")


def _counts_things(c: SlotCandidate, span_text: str) -> bool:
    """The span counts places, seats or homes with the number, no people: "divided into 4 congressional districts",
    "850 households, and 550 families" of a census paragraph, whose population is another number."""
    return _COUNTED_THINGS.match(span_text, c.end) is not None


_NO_PLURALS = frozenset("towards afterwards backwards forwards upwards downwards besides always perhaps sometimes "
                        "nowadays whereas unless across".split())
"""Words in -s that are no plural noun: "boreal pays {sq1} towards my bus pass" counts no towards."""


def _plural(word: str) -> bool:
    return word in PEOPLE_PLURALS or (len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is"))
                                      and word not in _NO_PLURALS)


_MANNER = re.compile(r"\b(?:through|via|by|using|from)\s+(?!which\b|whom\b)[^,.;:()\[\]\"“”!?]*[\w%)]",
                     re.IGNORECASE)
_MANNER_WORDS = 8  # at most this many words of a manner phrase
_COMPARED = re.compile(r"(?:\s+[a-z]+)?\s+(?:more|less|fewer|greater|higher|lower|larger|smaller|bigger|longer|"
                       r"shorter|older|younger)\b(?:\s+[\w\-]+){0,4}?\s+than\b")
_COMPARED_IN_CLAIM = re.compile(r"\b(?:more|less|fewer|\w+er)\s+(?:[\w\-]+\s+){0,4}?than\b|\bhow much more\b", re.I)
_MORE_AFTER_SLOT = re.compile(r"\{[^}]+\}\s+(?:more|fewer|less)\b")
_PACE_UNIT = r"(?:time|seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?|centuries)"
_PACE = re.compile(rf"\b(?:(?:in|within|under)\s+(?:(?:less|more|fewer)\s+than\s+)?(?:[\w\-]+\s+){{0,3}}?{_PACE_UNIT}"
                   r"|at\s+(?:(?:a|an|the)\s+)?(?:[\w\-]+\s+){0,3}?(?:speed|rate|pace)(?:\s+of\s+[^,.;:()]*?\d[\w.]*"
                   r"(?:\s+[a-z]+){0,3})?)\b", re.IGNORECASE)
_PAY_WORDS = r"pa(?:y|ys|id|ying)|reimburs\w*"
_PAYING = re.compile(rf"\b(?:{_PAY_WORDS}|grant(?:s|ed)?|award(?:s|ed)?)\b", re.IGNORECASE)
_PERIOD = r"(?:year|month|week|day|quarter)"  # what a sum or a length of time recurs in
_PER_PERIOD = re.compile(rf"\s+(?:per|a|an|each|every)\s+{_PERIOD}\b", re.I)


def _with_period(c: SlotCandidate, span_text: str) -> SlotCandidate:
    """A length of time with the period it recurs in, when the span says one ("one day per week" of "at least one day
    per week in the office"): how often is "one day per week", not "one day"."""
    m = _PER_PERIOD.match(span_text, c.end) if c.kind == "number" and _TIME_UNIT.search(c.value) else None
    if m is None:
        return c
    return SlotCandidate(value=c.value + span_text[c.end:m.end()], start=c.start, end=m.end(), kind=c.kind)


_PAID_PER = re.compile(rf"\d(?:[\d,.]*\d)?\s+(?:[A-Z]{{3}}\s+)?(?P<per>per\s+{_PERIOD})\b")
_USE_VERB = re.compile(rf"\b(?:us(?:e|ed|es|ing)|utili[sz]\w*|spen[dt]\w*|{_PAY_WORDS}|cover(?:s|ed|ing)?|"
                       r"fund(?:s|ed|ing)?)\b", re.IGNORECASE)


_DYNASTY_ZH = re.compile(r"[东西南北前后]?[夏商周秦汉魏蜀吴晋隋唐宋辽金元明清梁陈齐][朝代]?"
                         r"|(?!(?:年|时|现|近|古|当|后|一|历|世|朝|上|下)代$)[\u4e00-\u9fff]{1,3}[朝代]")
"""A dynasty's name: "北宋", "清代", "南朝" (not "年代", "现代", "后代")."""


_PRESENT_AUX = re.compile(r"\b(?:is|are|do|does|can|must|should|will|may)\b", re.I)
_PAST_AUX = re.compile(r"\b(?:was|were|did|had)\b", re.I)


def _past_verb(claim_text: str) -> bool:
    """Whether a claim says a word in the past ("invaded", "wrote"): with no auxiliary, one in the present is a verb
    in the present ("I get a new laptop in {sq1}")."""
    return any((len(w) > 4 and w.endswith("ed")) or w in IRREGULAR_BASE
               for w in re.findall(r"[a-z]+", claim_text.casefold()))


def typed_candidates(cands: list[SlotCandidate], answer_type: str | None, span_text: str = "",
                     claim_text: str = "", *, several: bool = False) -> list[SlotCandidate]:
    """Keep the candidates whose kind fits ``answer_type`` (a span with no candidate of the type cannot fill
    the slot: empty list).

    - Numbers and dates for a date / number / measure and quantity nouns such as "population". A date, year,
      century or decade takes only a number that reads as a date (a month name, a year, an ISO date, "19th
      century", "5 pm": not the "23" of "Heinkel HD 23"), and a century only a century ("19th century"), a decade
      only a decade ("the 1970s"); a count or an amount does not take a calendar date ("January 30, 1977" does not
      answer "how many times") and prefers any other number to a bare year; how long / old / often / far does not
      take a sum of money, a percentage ("800 NOK" is no sabbatical length) or a date, and how long prefers a number
      with a unit of time ("40.97 min") when the span has one; a score, rate or other non-count number is not one
      that modifies a word ("the 3 of 3-way macro-F1") or that a label the claim does not name gives ("seed 13",
      "batch 64"); a price, cost, budget, salary or revenue takes a
      sum of money when the span has one; a measure (how big / tall / high ...) a number with a size or length unit
      when the span has one, else no rate, count in words or number inside a modifier; a share ("How much of my
      salary ...") no stretch of time or date; a percentage only a percentage; a count of a unit ("weeks", from "how
      many weeks") only a number with that unit; a number per unit ("how many pairs per second") only a number
      followed by one ("81 pairs/s", "74 pairs per second"); a port only a whole number alone ("8080", not "1.1 GB"); a
      frequency also takes "every three years", "twice a month",
      "annually". In Chinese, Japanese or Korean text ("1995年" leaves "1995") any number stays whose unit measures
      what the slot asks (:func:`_other_dimension`: no length for how long, no time for how big). A purpose ("What
      is X used for?") never takes a number, and only comes from a span with a verb of using, spending or paying.
    - How (manner): the span's phrase of means ("through the acme IT helpdesk"); in Chinese the clause before the
      claim's verb or a reason (:func:`_manners_zh`), never a name or a time.
    - Proper names for a person or place; in Chinese / Japanese / Korean ``span_text``, which has no capitals, a
      person or place slot only prefers them (like an organisation slot); in any script it never takes a number.
      A person slot takes a role ("the head of finance", "a director", "the IT team") only from a span that names
      nobody, and never a bare title ("Prime Minister"); a where slot ("location", "place") also takes a noun phrase
      after at / in / through ... ("through the acme travel portal"), which replaces a name inside it ("Bergen" of
      "the Bergen office reception"); a place slot does not take an institution ("West Chicago High School"); neither
      takes a currency code ("USD"). The tail of "Philbrook Museum of Tulsa" is offered to place slots only, and
      "Scott Alexander and Larry Karaszewski" to a person or place slot only when the span has no single name, or
      first when the slot asks for ``several`` values (or stands before "are" or for the place of a plural: "has offices in").
    - A nationality or citizenship slot takes only a nationality adjective ("Scottish", "Hungarian").
    - A noun type that is no count or name ("What seed ...") takes the number the span puts right after the noun
      ("(seed 13)") when there is one.
    - Names or noun phrases for an organisation, film and the like (a noun-derived type is a weaker hint: "salary
      band" is not a band, so a span with only numbers keeps them); a slot for one organisation takes a group of
      names ("Dundee United and England") only from a span with no single name. Other types keep every candidate.
    - A kind of a noun ("kind of leave", from "What kind of leave ..."): the span's phrases of one modifier and the
      noun (:func:`kind_phrases`: "Parental leave") when it has any, else any candidate but a number; nothing from a
      span that does not name the noun.
    - Closed sets (:mod:`claimbound.verifier.places`): a country or continent slot keeps only the span's countries
      (continents), so a span without any cannot fill it; a state or a language slot keeps the span's states
      (languages) when it has any; a person or a smaller place (city, county ...) does not take a country (or US
      state) name while the span offers another name; no person or place slot takes "Norwegian" or "American"
      while there is another name.
    - An identifier (a phone number, an extension, a code: "What number do I call ...") is no quantity: not an
      amount of time, money or a share ("1 hour" does not answer it), nor a calendar date (a bare "4455" may be).
    - A Chinese dynasty ("哪一朝代"): only a dynasty's name ("北宋", "南朝", "清代"), never its emperor ("宋太宗").
    - What happens (:data:`~claimbound.claims.plan.EVENT`) is never a group of people ("Parents"), a role nor a
      number.
    - What a thing is called is no group of people ("Parents"), no role and no amount ("59 weeks").
    - When a thing changed or came out (published, issued) is no date that names a document's version ("replaces the
      acme travel policy of 2023") and no hour of the day ("between 10:00 and 16:00").
    """
    if not several and not _PLURAL_SLOT.search(claim_text):  # "the South and the North": a group of names one
        # of which takes an article answers only a slot for several things
        cands = [c for c in cands if not (c.kind == "name_group" and _AND_THE.search(c.value))]
    if answer_type == DYNASTY:
        return [c for c in cands if _DYNASTY_ZH.fullmatch(c.value)]
    if answer_type == EVENT:  # what happens is no one it happens to ("Parents" for 'What happens if I choose ...'),
        # nor one who acts ("department head happens if my hotel is above the cap"), nor a bare amount ("80 percent
        # happens if ...", which the model entailed)
        return [c for c in cands if c.value.casefold() not in PEOPLE_PLURALS and not is_role(c.value)
                and c.kind != "number"]
    if _NAMED_SLOT.search(claim_text):  # "80 percent pay parental leave is called {sq1}": a name, not who
        # chooses it ("Parents may instead choose ...") nor a role, nor an amount of time, money or a share
        cands = [c for c in cands if c.value.casefold() not in PEOPLE_PLURALS and not is_role(c.value)
                 and not (c.kind == "number" and (_TIME_UNIT.search(c.value) or _MONEY_RE.search(c.value)
                                                  or _PERCENT_RE.search(c.value)))]
    if answer_type in _DATE_TYPES and _DOCUMENT_EVENT.search(claim_text):
        # when a thing changed or came out is a year, a month, a day: no year that names a document's version ("the
        # acme travel policy of 2023", which the 2025 one replaced), no hour of the day ("between 10:00 and 16:00")
        cands = [c for c in cands if not (_VERSION_OF.search(span_text[: c.start]) or _CLOCK.fullmatch(c.value)
                                          or _TIME_RANGE.fullmatch(c.value))]
    if answer_type in _IDENTIFIER_TYPES:
        return [c for c in cands if c.kind not in ("deadline", "range", "frequency") and not _TIME_UNIT.search(c.value)
                and not _MONEY_RE.search(c.value) and not _PERCENT_RE.search(c.value)
                and not _MONTH_RE.search(c.value)]
    if answer_type == "manner" and has_han(span_text):
        return _manners_zh(claim_text, span_text)
    if answer_type in ("manner", "speed") and not CJK_RE.search(span_text):  # how it is done: the span's phrase
        # that says by what means ("through the acme IT helpdesk", "from the training budget", "by dispatching six
        # regiments"); how fast takes how soon ("within 1 hour" for 'How fast must incidents be reported?'), a time or
        # a pace ("in less than quadratic time", "at a rate of 3 metres a day") and no means. A deadline says no
        # means: "within 30 days" does not answer 'How do I get my expenses approved?'
        soon = [c for c in cands if answer_type == "speed" and (
            c.kind == "deadline" or (c.kind == "aligned" and _DEADLINE.fullmatch(c.value)))]
        means = _PACE if answer_type == "speed" else _MANNER
        return soon + [SlotCandidate(value=v, start=m.start(), end=m.start() + len(v), kind="manner")
                       for m in means.finditer(span_text) if (v := " ".join(m.group(0).split()[:_MANNER_WORDS]))
                       and all(v != c.value for c in soon)]
    if answer_type == "reason":  # why: a clause the span gives as a reason
        return _reasons_zh(claim_text, span_text) if CJK_RE.search(span_text) else _reasons_en(claim_text, span_text)
    if answer_type not in _DATE_TYPES:  # "within 30 days" answers when, and nothing else ("30 days" may)
        cands = [c for c in cands if c.kind != "deadline"]
    if answer_type != "currency":  # the "USD" of "50 USD" is the amount's unit, no value by itself
        cands = [c for c in cands if not (c.kind == "name" and c.value in CURRENCY_CODES
                                          and re.search(r"\d\s*$", span_text[: c.start]))]
    if answer_type in _NUMBER_TYPES - _MONEY_TYPES - {"amount"} or answer_type in _PROPER_TYPES:
        cands = [c for c in cands if c.kind != "range"]  # "850,000 to 1,000,000 NOK": a sum, a band; no count or date
    if answer_type in CHOICE_TYPES:  # "What are the parental leave options?": a way to choose, not who chooses
        # (neither "Parents" nor "Boreal")
        cands = [c for c in cands if c.value.casefold() not in PEOPLE_PLURALS and c.kind != "name"]
    if answer_type in _UNIT_TYPES:  # "how many weeks": a number of weeks ("16 weeks"), not "30 days"
        unit = _UNIT_TYPES[answer_type]
        # "Up to 5 unused annual leave days": the unit may end the words the number counts ("12" of "within 12
        # months", trimmed to the claim's slot, is followed by its unit)
        return [c for c in cands if c.kind == "number" and (unit.search(c.value) or (
            re.fullmatch(r"\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?", c.value) and re.match(
                rf"\s+(?:[a-z][a-z\-]*\s+){{0,3}}{unit.pattern}", span_text[c.end:], re.I)))]
    if answer_type in _NUMBER_TYPES:
        numbers = [c for c in cands if c.kind in ("number", "deadline", "range")
                   or (c.kind == "frequency" and answer_type == "frequency")]
        if CJK_RE.search(span_text):  # "3月", "1995年": the number is cut from its date word, which still says what
            # it counts: a date is no count or measure ("1990年", "10月", "398号"), and a calendar year no length
            # an ordinal ("第二届") is no count, size or date, unless the claim asks for one ("第{sq1}位皇后")
            numbers = [c for c in numbers if span_text[c.start - 1:c.start] != "第" or "第{" in claim_text]
            if answer_type in _DATE_TYPES:
                return _cjk_dates(numbers, span_text)
            # nor a factor of a product ("4x200米" names a relay)
            numbers = [c for c in numbers if not _CJK_DATE_RE.fullmatch(c.value)
                       and _numeral_fits(c, answer_type, span_text, claim_text)
                       and not _other_dimension(c, answer_type, span_text, claim_text)
                       and not _TIMES.match(span_text, c.end) and not _TIMES_BEFORE.search(span_text, 0, c.start)]
            if answer_type in _SPAN_TYPES:
                return [c for c in numbers if not (_YEAR_RE.fullmatch(c.value) and _CJK_DATE_WORD.match(span_text, c.end))]
            numbers = [c for c in numbers if not _CJK_DATE_WORD.match(span_text, _range_end(c, span_text))]
            if answer_type == "measure":  # 多大 / 多长 of a thing: a number with its unit ("全长1122米") when the span has one
                return [c for c in numbers if _CJK_MEASURE_UNIT.match(span_text, c.end)] or numbers
            return numbers
        if answer_type == "century":  # "which century": "the 19th century", not "1964" or "June 2005"
            return [c for c in numbers if _CENTURY.fullmatch(c.value)]
        if answer_type == "decade":
            return [c for c in numbers if _DECADE.fullmatch(c.value)]
        if answer_type in _DATE_TYPES:
            dated = [c for c in numbers if _reads_as_date(c, span_text) and not _labels_like_claim(c, span_text,
                                                                                                   claim_text)]
            # when a thing recurs (a claim in the present), a span with no date says how often ("When are acme
            # laptops replaced?", "When do I get a new laptop?": "every three years"); not "13 times per year" for
            # when a magazine "was published"
            recurs = answer_type == "date" and not _PAST_AUX.search(claim_text) and (
                _PRESENT_AUX.search(claim_text) or not _past_verb(claim_text))
            return dated or [c for c in cands if recurs and c.kind == "frequency"
                             and re.match(r"(?:every|each)\s", c.value, re.I)]
        numbers = [c for c in numbers if c.kind == "frequency" or not _MONTH_RE.search(c.value)]  # a count, an
        # amount: not a calendar date ("every October" is a frequency), nor a difference the claim does not ask for
        # ("owns fifty percent more land in Allston than in Cambridge" says nothing of how much it owns)
        if _MORE_AFTER_SLOT.search(claim_text):  # "cobalt offers {sq1} more weeks ...": a difference, which a
            # span's plain amount ("Cobalt offers 16 weeks") is not
            numbers = [c for c in numbers if _COMPARED.match(span_text, c.end)]
        elif not _COMPARED_IN_CLAIM.search(claim_text):
            numbers = [c for c in numbers if not _COMPARED.match(span_text, c.end)]
        if answer_type in _COUNT_TYPES:  # "How many people lived in Warsaw in 1939?": 1,300,000 before the year 1945
            numbers = [c for c in numbers if not _YEAR_RE.fullmatch(c.value)] or [
                c for c in numbers if not _dated_year(c, span_text)]  # a year alone only where it counts ("has 2000
            # employees"), not where the span dates something with it ("after the 2010 Census", "in 1939")
            # "acme has {sq1} offices": not a number of something else ("Acme employs 1,200 people")
            numbers = [c for c in numbers if not _counts_another(c, span_text, claim_text)]
            # nor a rank ("Harvard's 21st president", "Ranked 15th"); a population no size, share, density or count of
            # things either ("Total 82,278 sq mi", "35.1 / sq mi" of a state's infobox, "4 congressional districts")
            numbers = [c for c in numbers if not re.match(r"(?:st|nd|rd|th)\b", span_text[c.end:]) and not (
                answer_type in _PEOPLE_COUNTS and (_MEASURE_RE.search(c.value) or _MONEY_RE.search(c.value)
                                                   or _NOT_PEOPLE_AFTER.match(span_text, c.end)
                                                   or _counts_things(c, span_text)))]
        if answer_type in _SPAN_TYPES:  # how long / old / often / far: not a sum of money, a share or a date
            lengths = [c for c in numbers if c.kind == "frequency" or (  # "every October" names a month, no date
                not _MONEY_RE.search(c.value) and not _PERCENT_RE.search(c.value)
                and not _reads_as_date(c, span_text) and span_text[c.start - 1:c.start] != ":")]  # not "11:09"
            timed = [c for c in lengths if _TIME_UNIT.search(c.value)] if answer_type == "duration" else []
            if answer_type == "frequency":  # how often: "every October", "twice a year", "every 3 years", "3 times";
                # never a bare amount ("850,000"); how often a sum is paid: the period of the sum ("per month" of "a
                # stipend of 50 USD per month"), for a claim about paying only
                periods = [SlotCandidate(value=m.group("per"), start=m.start("per"), end=m.end("per"), kind="frequency")
                           for m in _PAID_PER.finditer(span_text)] if _PAYING.search(claim_text) else []
                often = [c for c in lengths if c.kind == "frequency" or _TIME_UNIT.search(c.value)
                         or _REPEATS.fullmatch(c.value)]
                # a length of time with no period it recurs in is no frequency ("25 days" of annual leave answered
                # "How often can I get new equipment?")
                return [w for w in (_with_period(c, span_text) for c in often) if w.kind == "frequency" or (
                    _REPEATS.fullmatch(w.value) or _PER_PERIOD.search(w.value))] + periods
            return timed or lengths  # how long: "40.97 min" before the "13" of "seed 13", when the span has one
        if answer_type in ("per diem", "per-diem"):  # a sum paid per day, by its name
            numbers = [c for c in numbers if _PER_DAY.match(span_text[c.end:]) or _PER_DAY.search(c.value)]
        if answer_type in _MONEY_TYPES:  # a sum of money; else a number that counts no other thing ("1,200 | people"
            # is no per diem)
            return [c for c in numbers if _MONEY_RE.search(c.value)] or [  # nor a stretch of time for a pay ("20
                # weeks" is no parental leave pay; a leave allowance or a cap may be days)
                c for c in numbers if not _COUNTS_THINGS.match(span_text[c.end:])
                and not (answer_type not in _TIMED_SUMS and _TIME_UNIT.search(c.value))]
        if answer_type in _SHARE_TYPES:  # "How much of my salary is paid ...": a part of a whole, never a stretch of
            # time ("20 weeks") or a date
            numbers = [c for c in numbers if not _TIME_UNIT.search(c.value) and not _reads_as_date(c, span_text)]
        if answer_type == "rate":  # "At what rate is parental leave paid?": a share or an amount per unit, never a
            # stretch of time ("20 weeks") or a date
            return [c for c in numbers if not (_TIME_UNIT.search(c.value) and not re.search(
                r"\bper\b|/|%|\bpercent\b", c.value)) and not _reads_as_date(c, span_text)]
        if answer_type == "measure":  # how big / tall / high / deep / heavy: "46.2 MB", "8,848 m", when the span has one;
            # else a number in digits that is no rate ("150 pairs/s"), no count in words ("two runs") and no part of a
            # modifier ("2-vCPU", "3-way")
            return [c for c in numbers if _MEASURE_RE.search(c.value)] or [
                c for c in numbers if re.search(r"\d", c.value) and not _RATE_AFTER.match(span_text[c.end:])
                and not span_text[c.end:c.end + 1] == "-"]
        if answer_type in _PERCENT_TYPES:  # "45%", "45 percent": not "45,150"
            return [c for c in numbers if _PERCENT_RE.search(c.value)]
        if answer_type == "port":  # "8080": a whole number alone, not "1.1 GB"
            return [c for c in numbers if re.fullmatch(r"\d{2,5}", c.value)]
        if answer_type == "per_unit":  # "how many pairs per second": "81 pairs/s", "3 days a week", not a count
            return [c for c in numbers if re.search(r"/|\bper\b", c.value) or _RATE_AFTER.match(span_text[c.end:])]
        if answer_type not in _COUNT_TYPES:  # a score, a rate: not the "3" of "3-way macro-F1" ("a 50-member council"
            # still counts members), nor a number another label names ("seed 13", "batch 64")
            numbers = [c for c in numbers if not _modifies_a_word(c, span_text)
                       and not _labelled_elsewhere(span_text[: c.start], claim_text)]
        return numbers
    if answer_type in _DEMONYM_TYPES:  # "What nationality was X?": "Hungarian", not X's own name
        return [c for c in cands if is_demonym(c.value)]
    if answer_type == "currency":  # "What currency predated the Euro in Finland?": "markka", never a place's name
        cands = [c for c in cands if not all(known_place(v) or is_demonym(v) for v in re.split(r",\s*|\s+and\s+", c.value))]
    # a group of people standing where the claim puts its slot, before its words after the slot or after its words
    # before it ("apply to public employees") (read before the filters for names: "Employees over 60" holds a number)
    people = list({(c.start, c.end): c for c in cands if answer_type == "person" and c.kind in ("aligned", "noun_phrase")
                   and len(c.value.split()) > 1 and any(w.casefold() in PEOPLE_PLURALS for w in c.value.split())
                   and (_before_claim_words(c, span_text, claim_text)
                        or _after_claim_words(c, span_text, claim_text))}.values())
    place = answer_type in _PROPER_TYPES and answer_type != "person"
    if place:  # "cobalt is based in {sq1}": not "Mira Patel" of "Cobalt's head of finance is Mira Patel"
        cands = [c for c in cands if not holds_a_role(c, span_text)]
    # "where": a noun phrase after at / in / through ... is a place ("the acme travel portal", "the Bergen office
    # reception"), unless it names a time ("in the past")
    phrases = [c for c in cands if answer_type in _PHRASE_PLACES and c.kind in ("noun_phrase", "named_phrase")
               and c.value.split()[-1] not in _NOT_PLACES and _LOCATIVE_BEFORE.search(span_text[: c.start])
               and not (is_role(c.value) and re.search(r"\bfrom\s+(?:the|an?)\s+$", span_text[: c.start], re.I))]
    # (approval from the chief people officer comes from a person, no place)
    phrases = [_with_named_of(c, span_text) for c in phrases
               if not any(p is not c and p.start <= c.start and c.end <= p.end for p in phrases)
               and not _holds_the_subject(c.value, claim_text)]
    # "Cobalt laptops are managed by the IT team": a role named with an acronym inside answers who
    roles = [c for c in cands if answer_type == "person" and c.kind == "named_phrase" and is_role(c.value, acronyms=True)]
    cands = [c for c in cands if c.kind != "named_phrase"]
    if not place and answer_type is not None:
        cands = [c for c in cands if c.kind != "place_part"]
    known = _CLOSED_SETS.get(answer_type or "")
    if known is not None:  # a country or a continent is one of the set; a state or a language preferably
        members = [c for c in cands if known(c.value)]
        cands = members if answer_type in _STRICT_SETS else (members or cands)
    # "The Premier is the public face of government and ... sets the legislative agenda": an office named with
    # "the" answers who when the span names nobody (a bare title is no name while there is one)
    offices = [c for c in cands if c.kind == "name" and _bare_title(c.value)
               and re.search(r"\bthe\s+$", span_text[: c.start], re.I)] if answer_type == "person" else []
    if answer_type in _PROPER_TYPES:
        # never a name: a number word ("Two" opening a sentence), digits in a person's name ("2011 YTV"), a short
        # acronym for a person or a town ("IOC", "LL"), an event or a prize ("First Crusade", "Academy Award"), a
        # numbered part of a series ("Game" of "Game 3")
        cands = [c for c in cands if not excluded_for(answer_type, c.value) and not is_demonym(c.value)
                 and not _kind_mismatch(answer_type, c.value)] or cands
        cands = [c for c in cands if not _not_a_name(answer_type, c.value) and not _quoted(c, span_text)
                 and not (place and (_people_opening(c, span_text) or BORN_AFTER.match(span_text, c.end)))
                 and not _numbered(c, span_text)]
        if answer_type == "person" and _FOR_WHOM.search(claim_text):  # for whom it was done: not one who did it
            cands = [c for c in cands if not _alongside_subject(c, span_text, claim_text)]
        if place and not _NEIGHBOUR_WORDS.search(claim_text):  # "north of the border with Somalia": a neighbour,
            # and any part of its name ("Niger" of "a border with the Republic of Niger")
            beside = [c for c in cands if _neighbour(c, span_text)]
            cands = [c for c in cands if not any(b.start <= c.start and c.end <= b.end for b in beside)]
        if CJK_RE.search(span_text):
            # "小艾瑞克·高登（Eric Gordon, Jr.，）": a foreign person's name, in its own script or a part of its
            # Chinese rendering by the middle dot, or a name after a person's title ("县长朱立伦"), is nowhere, and an
            # event ("文化大革命") nobody and nowhere; "十九世纪", "七月" are times and "革命家" an occupation, nobody
            # ("北魏" may be whose empress)
            cands = [c for c in cands if not (place and (_PERSON_GLOSS_BEFORE.search(span_text, 0, c.start)
                                                         or "·" in span_text[max(0, c.start - 1):c.end + 1]
                                                         or _AFTER_TITLE_ZH.search(span_text, 0, c.start)))
                     and not (answer_type == "person" and (_CALENDAR_ZH.search(c.value)
                                                           or _OCCUPATION_ZH.fullmatch(c.value)
                                                           or _glued_to_subject(c.value, claim_text)))
                     and not _EVENT_ZH.search(c.value)]
    if answer_type in _PROPER_TYPES and not CJK_RE.search(span_text):
        # a who / where slot asks for one: a group of names only when the span names no single one
        names = [c for c in cands if c.kind in ("name", "place_part")]
        if answer_type == "person":  # "Cobalt" of "Cobalt employees may work remotely ..." says whose employees:
            # the group standing where the claim puts its slot answers who, and neither a name right before a word
            # for people nor a name inside the group ("Employees" of "Employees over 60") answers by itself
            names = people + [c for c in names if not _PEOPLE_AFTER.match(span_text, c.end)
                              and not any(p.start <= c.start and c.end <= p.end for p in people)
                              and not _attributive_name(c, span_text)]
        if not names and answer_type == "person":  # no name at all: a role may answer who ("the head of finance")
            names = [c for c in cands if c.kind in ("noun_phrase", "aligned") and is_role(c.value)] + roles + offices
        if phrases:  # "Bergen" of "at the Bergen office reception" names whose office, not where
            names = [c for c in names if not any(p.start <= c.start and c.end <= p.end for p in phrases)] + phrases
        if answer_type != "person":  # "(born 17 January 1969 as Kenji Imada)": a birth name is nowhere
            names = [c for c in names if not _BIRTH_NAME_BEFORE.search(span_text, 0, c.start)]
        groups = [c for c in cands if c.kind == "name_group"]
        if groups and (several or (claim_text and _PLURAL_SLOT.search(claim_text))):
            return groups + names  # "{sq1} are acme's offices", 'Which cities ...': a plural slot asks for them all
            # ("Paris and Berlin")
        return names or groups
    if answer_type in _PROPER_TYPES:  # a person or a place is never a number, in any script ("2013" for 哪些地区)
        return [c for c in cands if c.kind not in ("number", "frequency")]
    if answer_type == "description":  # "乌石渔港有什么功能？": what the span says of the thing, a sentence, no name
        return _descriptions(claim_text, span_text)
    if answer_type == "definition":  # what words mean: the span's own definition of them ("A hotel cap is the
        # highest nightly hotel rate that is reimbursed."), never a value that merely goes with them ("150 EUR")
        return _definitions(claim_text, span_text)
    if answer_type == "purpose":  # what a thing is used for: never a number, a sum, its currency or a time, and
        # only from a span that speaks of using, spending or paying ("Training requests are submitted to the acme
        # learning team" says nothing the budget is used for)
        if not _USE_VERB.search(span_text):
            return []
        return [c for c in cands if c.kind not in ("number", "frequency", "range", "deadline")
                and c.value.strip() not in CURRENCY_CODES]
    if (answer_type is not None and re.fullmatch(r"[a-z]+", answer_type) and answer_type not in _COUNTABLE_NOUNS
            and answer_type not in _NAME_TYPES):
        # "What seed ...": the number the span puts right after the noun ("(seed 13)", "batch 64", "version: 3")
        named = [c for c in cands if c.kind == "number" and re.search(
            rf"\b{answer_type}s?\s*[:=]?\s*$", span_text[: c.start], re.I)]
        if named:
            return named
        # "{sq1} is the paid parental leave": the amount the span gives of it ("16 weeks of paid parental leave"),
        # a number with its unit, before any name beside it ("Cobalt offers ...")
        if _EQUATIVE_SLOT.match(claim_text):
            of_noun = re.compile(rf"\s+of\s+(?:[A-Za-z][\w\-]*\s+){{0,3}}{_noun_forms(answer_type)}\b", re.I)
            measured = [c for c in cands if c.kind == "number" and re.search(r"\D\s*$", c.value)
                        and of_noun.match(span_text, c.end)]
            if measured:
                return measured
    # no body of people: a place named as where something is or someone was born, a person ("Meehan Bonnar (born
    # April 20, 1947, in Fredericton")
    where = [c for c in cands if _only_where(c, span_text) or BORN_AFTER.match(span_text, c.end)
             or _BORN_IN_BEFORE.search(span_text, max(0, c.start - 60), c.start)
             ] if answer_type in _ORGANISATION_TYPES else []
    if answer_type in _ORGANISATION_TYPES:  # "the South Korean girl group Apink": a nationality is no group
        cands = [c for c in cands if not is_demonym(c.value) and c.value.split()[-1].casefold() not in MEMBER_ROLES
                 and not _EVENT_ZH.search(c.value) and c not in where]  # "文化大革命" is where nobody graduated
        if CJK_RE.search(span_text):  # "复旦大学" before "蒋巨峰": Chinese names have no capitals to tell a body
            cands = [c for c in cands if c.value.endswith(ORGANISATION_NOUNS_ZH)] or cands
        if not several and not _PLURAL_SLOT.search(claim_text):  # "{sq1} is the team of Peter Bonetti": one team,
            # not "Dundee United and England" from the list of his clubs
            cands = [c for c in cands if c.kind != "name_group"] or cands
    if answer_type in _NAME_TYPES or (answer_type is not None and answer_type not in _COUNTABLE_NOUNS):
        noun = kind_noun(answer_type)
        if noun:
            kinds = kind_phrases(noun, span_text, claim_text)
            if kinds:  # "What kind of leave ...": "Parental leave", when the span names a leave by its kind
                return kinds
            # a kind of insurance is never a bare number ("acme provides 1,200"), nor anything from a span that does
            # not speak of insurance ("acme provides Lyon" from "Acme's headquarters is in Lyon")
            if not re.search(rf"\b{_noun_forms(noun)}\b", span_text, re.I):
                return []
            return [c for c in cands if c.kind not in ("number", "frequency", "range") and not _counted(c.value)]
        # "What genre ...": a name or a noun phrase before "March 2005", when the span has one; never a count of
        # things ("seven lines" is no rail system's name)
        cands = [c for c in cands if not _counted(c.value)]
        if answer_type not in _ORGANISATION_TYPES | {"name"}:
            # a thing is not whose it is: "Kemney" of "based on Kemney's work" is no value of what was offered
            cands = [c for c in cands if not (c.kind == "name" and _POSSESSED.match(span_text, c.end))]
        bounded = _bounded_kinds(answer_type, span_text)
        if bounded:  # "Which flights ...": "flights shorter than eight hours", never the "eight hours" inside it
            return bounded + [c for c in cands if c.kind not in ("number", "frequency")
                              and not any(b.start <= c.start < b.end for b in bounded)]
        # a number that only modifies a word ("3-way macro-F1", "a 2-core machine") is no value of the noun; in
        # Chinese text a bare number is none ("10" of "有10所王家的复合式建筑" for what the buildings are like)
        named = [c for c in cands if c.kind not in ("number", "frequency")]
        if (where or answer_type in AGENT_NOUNS or answer_type == "organization") and not named:  # the span's
            # names were places or people: its numbers are no body's name either; nor is a number who provides or
            # runs a thing ("80 percent" for "Which insurer ...") or the body a question names ("Which company
            # provides health cover at acme?" was "80 percent")
            return []
        return named or [c for c in cands if not _modifies_a_word(c, span_text) and not _in_cjk(c, span_text)]
    return cands


_ADDRESS_AFTER = re.compile(r",\s*(?:[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*,\s*)?(?P<last>[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*)")
_BORN_IN_BEFORE = re.compile(r"\bborn\b[^()]{0,40}?\bin\s+(?:the\s+)?(?:[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*,\s*)?$")
"""What stands before where someone was born ("(born April 20, 1947, in Fredericton"): a place, no body."""
BORN_AFTER = re.compile(r"\s*(?:\(|,\s*)(?:born|b\.)\s")
"""What follows a person's name, never a body's or a place's: "Meehan Bonnar (born April 20, 1947 ...)"."""
_WHERE_BEFORE = re.compile(r"(?:\b(?:in|at|near|across|throughout)\s+(?:the\s+)?|(?P<part>[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*),\s*)$")


def _only_where(c: SlotCandidate, span_text: str) -> bool:
    """A country, US state or continent that the span names only as where something is ("Its cathedral and
    diocesan offices are in Fredericton, New Brunswick, Canada"), which is no body of people: no church, team or
    company. A country named otherwise may be one ("played for England"). So is any name, but a body's own
    ("McGill University, Canada"), that an address goes on from to a country or US state ("Fredericton, New Brunswick,
    Canada")."""
    if not _region(c.value):
        address = _ADDRESS_AFTER.match(span_text, c.end)
        return (address is not None and c.value.split()[-1].casefold() not in _INSTITUTION_TAILS
                and (is_country(address.group("last")) or is_us_state(address.group("last"))))
    said = [m.start() for m in re.finditer(rf"(?<![\w\-]){re.escape(c.value)}(?![\w\-])", span_text)]
    return bool(said) and all(_where_before(span_text, at) for at in said)


def _where_before(span_text: str, at: int) -> bool:
    """The words before ``at`` make what follows a place: a preposition of place, or the part of an address before
    its comma ("Edmonton, [Alberta]"), which is no country or US state itself ("Ireland, South Africa and
    Argentina" is a list)."""
    m = _WHERE_BEFORE.search(span_text, max(0, at - 80), at)
    part = m.group("part") if m else None
    return m is not None and not (part and _region(part))


def _region(name: str) -> bool:
    """A country, US state or continent of the closed sets."""
    return is_country(name) or is_us_state(name) or is_continent(name)


_FOR_WHOM = re.compile(r"\bfor\s+\{[^{}]+\}\s*$")
"""A claim that ends by asking whom its subject did something for ("Ed Sheeran wrote the song ... for {sq2}")."""


def _alongside_subject(c: SlotCandidate, span_text: str, claim_text: str) -> bool:
    """The span joins ``c`` to a name of the claim's subject with "and" ("Sheeran and Wadge began writing the song"):
    one who did it with the subject, not one it was done for."""
    names = [w for w in re.findall(r"[A-Z][\w'’\-]+", claim_text[: first_verb_at(claim_text)])
             if w.casefold() not in CONTENT_STOP]
    value = re.escape(c.value)
    return any(re.search(rf"\b{re.escape(n)}\s+and\s+{value}\b|\b{value}\s+and\s+{re.escape(n)}\b", span_text)
               for n in names)


_POSSESSED = re.compile(r"['’]s\s+[a-z]")
"""A possessive before a lower-case noun ("Kemney's work"), right after a name: the name owns the thing."""
_EQUATIVE_SLOT = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\} (?:is|are|was|were) (?:the |a |an )?[^{}]+$")
"""A claim that its slot is the thing it names ("{sq1} is the paid parental leave")."""
_NOT_A_KIND = CONTENT_STOP | frozenset("first last next same other own main new old whole entire".split())
_KIND_WORDS = frozenset({"kind", "type", "sort", "thing", "entity", "action", "reason", "manner", "name"})


def _noun_forms(noun: str) -> str:
    """A pattern for ``noun`` and its plural in -s / -es ("leave", "leaves"; "pass", "passes")."""
    return rf"{re.escape(noun)}(?:s|es)?"


def _bounded_kinds(noun: str, span_text: str) -> list[SlotCandidate]:
    """The span's phrases that bound ``noun`` by an amount ("flights shorter than eight hours", "expenses above 5,000
    NOK"), which answer a slot asking which of those things (answer type "flight"); a plain lower-case noun only."""
    if not re.fullmatch(r"[a-z]{3,}", noun or ""):
        return []
    return [SlotCandidate(value=span_text[t.start:t.end], start=t.start, end=t.end, kind="noun_phrase")
            for t in thresholds(span_text) if re.match(rf"{_noun_forms(noun)}\s", t.phrase, re.I)]


def kind_phrases(noun: str, span_text: str, claim_text: str = "") -> list[SlotCandidate]:
    """The span's phrases of one modifier and ``noun`` ("Parental leave", "economic growth"), which answer a slot
    asking for a kind of that noun (answer type "kind of leave": "What kind of leave ...", "support what type of
    growth"; a slot asking for a "system" takes the name "Metrolink", not "rail system"). The modifier is no function
    word, no "only" / "first" / "same", no number, no word the claim says but as a modifier of its next noun
    ("Unpaid leave" does not answer "What leave is unpaid?"; "Prime ideals" answers "What type of ideals generalize
    prime elements?") and no verb ("may take leave", "takes leave"); a plain lower-case noun only (no Chinese, no
    number or name type)."""
    if not re.fullmatch(r"[a-z]{3,}", noun or "") or noun in _KIND_WORDS:
        return []
    words = [w.casefold() for w in re.findall(r"[A-Za-z][\w\-]*|[^\s\w]", claim_text)]
    # a claim word that modifies the claim's next noun ("prime" of "{sq1} generalize prime elements") says nothing of
    # the kind asked: "Prime ideals" answers what type of ideals do
    said = {w for i, w in enumerate(words) if not (i + 1 < len(words) and (after := words[i + 1])[0].isalpha()
                                                   and after not in CONTENT_STOP and after not in PREPOSITIONS)}
    out: list[SlotCandidate] = []
    for m in re.finditer(rf"\b([A-Za-z][a-z\-]*[a-z]) {_noun_forms(noun)}\b", span_text, re.I):
        word = m.group(1)
        before = re.search(r"([A-Za-z]+)\W*$", span_text[: m.start()])
        verb = before is not None and before.group(1).lower() in MODAL | DO | _PRONOUNS | {"to"}  # "may take leave"
        if (word.casefold() in _NOT_A_KIND or word.casefold() in said or span_text[m.end():m.end() + 1] == "-"
                or verb or (word.endswith("s") and verb_form(word))):
            continue
        out.append(SlotCandidate(value=m.group(0), start=m.start(), end=m.end(), kind="noun_phrase"))
    # "Expenses above 5,000 NOK require ...": the subject under an amount condition is a kind of it (not "...
    # reimburses passes up to 800 NOK", a limit on what is paid)
    return out + [c for c in _bounded_kinds(noun, span_text) if _opens_sentence(span_text, c.start)]



_NAMED_BY_OF = frozenset({*KIND_RANKS, "colony", "settlement", "kingdom", "duchy", "principality", "republic", "island",
                           "isle", "port", "fort", "region", "territory", "parish", "diocese", "empire", "emirate"})
"""Kinds whose "of" names the thing ("the colony of Fort Caroline", "the city of Lyon"); another noun's "of" says
whose it is ("the capital of France", "the president of France")."""


def named_as_the_noun(noun: str | None, span_text: str, cands: list[SlotCandidate]) -> list[SlotCandidate] | None:
    """The candidates the span names as the noun the slot asks for: "the small colony of Fort Caroline" for "{sq1} was
    the Florida Huguenot colony" (the model entails every name of the sentence alike), "a settlement called X", "the
    town known as X". ``None`` when the slot asks for no plain noun or the span names none so (every candidate stays
    then)."""
    if not re.fullmatch(r"[a-z]{3,}", noun or "") or noun in _KIND_WORDS:
        return None
    naming = r"called|named|known\s+as|dubbed" + (r"|of" if noun in _NAMED_BY_OF else "")
    before = re.compile(rf"\b{_noun_forms(noun or '')},?\s+(?:{naming})\s+(?:the\s+)?$", re.IGNORECASE)
    return [c for c in cands if c.kind in ("name", "aligned") and before.search(span_text, 0, c.start)] or None


_MEASURES = frozenset("second seconds minute minutes hour hours day days week weeks month months year years decade "
                      "decades century centuries percent times".split())


def _counted(value: str) -> bool:
    """A lower-case phrase that counts things in words ("seven lines"): how many, not which one. A measure ("25
    days", "five years", "one extra week") may answer a noun ("the annual leave")."""
    words = value.split()
    return (value == value.lower() and len(words) > 1 and words[0] in _NUMBER_WORDS
            and not any(w.strip(",.") in _MEASURES for w in words[1:3]))


_NUMBER_WORDS = frozenset("one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty "
                          "hundred thousand million billion".split())
_SMALL_PLACES = frozenset({"city", "town", "village", "county", "district", "municipality", "borough", "suburb",
                           "neighborhood", "birthplace"})
_COUNTABLE_NOUNS = frozenset({"score", "rank", "ranking", "position", "place", "grade", "level", "record", "result",
                              "term", "period", "era", "time", "season", "edition", "episode", "chapter", "volume",
                              "version", "number", "issue", "model", "generation", "round", "stage", "step", "size",
                              "range", "code", "fee", "temperature", "speed", "ratio", "value", "figure", "total",
                              "sum", "mass", "area", "depth", "width", "id", "war"})
"""Noun types a number may answer ("What position did she finish?" -> "3rd"): they keep number candidates."""


_EVENT_TAILS = frozenset("crusade crusades war wars battle revolution rebellion uprising olympics games cup championship "
                         "championships tournament festival award awards prize treaty election elections".split())
"""Last words of an event's or a prize's name ("First Crusade", "Academy Award"): no person or place answers to one."""


_QUOTES = "\"“”'‘’«»"


_QUOTED_TITLE = re.compile(r"[\"“«](?=[A-Z0-9])([^\"“”«».,;:!?]{1,80})[\"”»]")
"""A short stretch in double quotes that opens with a capital and has no sentence punctuation: a title ("Simpsons
Roasting on an Open Fire"), not a quoted sentence."""


def _quoted(c: SlotCandidate, span_text: str) -> bool:
    """Whether the span puts the candidate in quotes: alone, the title of a work ('his 2008 war film
    "Passchendaele"'), or inside a quoted title (:func:`_title_cased`: 'the series premiere "Simpsons Roasting on an
    Open Fire"' holds no "Simpsons Roasting" or "Open Fire"), which no person or place slot takes."""
    before, after = span_text[c.start - 1 : c.start], span_text[c.end : c.end + 1]
    if bool(before) and bool(after) and before in _QUOTES and after in _QUOTES:
        return True
    return any(m.start(1) <= c.start and c.end <= m.end(1) and _title_cased(m.group(1))
               for m in _QUOTED_TITLE.finditer(span_text))


def _title_cased(text: str) -> bool:
    """At most eight words, and three in four of those longer than three letters capitalised: a title ("Simpsons
    Roasting on an Open Fire"), not a quoted remark ("Taylor Swift is the best singer alive")."""
    words = text.split()
    long = [w for w in words if len(w) > 3]
    return len(words) <= 8 and sum(w[0].isupper() for w in long) >= 0.75 * len(long)


_PEOPLE_PLURAL = re.compile(r"[A-Z][a-z]{2,}(?:ors|ers|ees|ents|ants|ists|ians)")
_PLURAL_VERB = re.compile(r"\s+(?:are|were|have|do|must|may|can|should|will|need)\b")


def _people_opening(c: SlotCandidate, span_text: str) -> bool:
    """A lone capitalised plural of a word for people that opens a sentence and is followed by a plural verb or a
    modal ("Visitors must be registered ...", "Employees are ..."): a common noun capitalised for the sentence, which
    answers who but names no place."""
    return (_PEOPLE_PLURAL.fullmatch(c.value) is not None and _lone_word_opening(span_text, c.start, c.end)
            and _PLURAL_VERB.match(span_text, c.end) is not None)


def _numbered(c: SlotCandidate, span_text: str) -> bool:
    """One capitalised word the span numbers ("Game" of "Game 3 of the 2005 Series", "Week 13", "Chapter 2"): a part
    of a series, no person's or place's name ("Tokyo 2020" names a city and a year)."""
    return (c.kind == "name" and " " not in c.value and c.value[:1].isupper()
            and re.match(r"\s+\d{1,3}\b(?![.,]\d)", span_text[c.end:]) is not None)


def _not_a_name(answer_type: str, value: str) -> bool:
    words = value.split()
    if words and all(w.casefold() in _NUMBER_WORDS for w in words):
        return True
    if len(words) > 1 and words[-1].casefold() in _EVENT_TAILS:
        return True
    if answer_type == "person" and any(ch.isdigit() for ch in value):
        return True
    short_acronym = len(words) == 1 and value.isupper() and len(value) <= 4
    return short_acronym and (answer_type == "person" or answer_type in _SMALL_PLACES)
