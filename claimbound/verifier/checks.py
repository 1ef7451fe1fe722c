"""Deterministic checks layered on any verifier backend.

A neural (or LM) judgement of "entails" is only as good as its attention to details that small models gloss over.
These checks compare the *facts that must match exactly* between a claim and a span and adjust the judgement:

==============  ==========================================================  ===========================================
check           fires when                                                  effect on the judgement
==============  ==========================================================  ===========================================
number          the claim has a number with a unit/currency/percent, the     contradiction (level 0), whatever the model
                span states the same unit with a different value and none    said; the span talks about the same quantity
                with the claim's value (a count of a unit of time may be     with another value. With several other
                written in words: "four days", "a four-day week"); one       values of the unit ("2 to 4 months ... 12
                after "every" is a rate, compared only with another rate     months") the span may measure other
                                                                             things: entails -> partial (level 0.5)
number_missing  a claim number (any) does not occur in the span (a year is   entails -> partial (level 0.5);
                not found in a decade: "since 1990" / "since the 1990s")     contradicts -> neutral (level 0)
number_role     the word before a claim number stands in the span before     entails -> partial (level 0.5)
                another number of that kind, and before none with the
                claim's value ("condenses at 54.36 K" against "condenses
                at 90.20 K ... and freezes at 54.36 K"); or the noun a
                claim count counts follows another number in the span, and
                the claim's number counts something else there ("has 42
                documents" against "44 documents ... 42 questions")
unit            the span has the claim's number but with another unit        entails -> partial (level 0.5)
date            a claim year / month does not occur in the span but the      entails -> partial (level 0.5)
                span names another one
entity          a capitalised name in the claim (not sentence-initial) does  entails -> partial (level 0.5);
                not occur in the span (whole, by its capitalised parts, its  none of the names of the claim's
                initials, or its last word with no other capitalised word    subject (before its first verb) in the
                before it: "Mahomes" for "Patrick Mahomes")                  span: contradicts -> neutral (level 0)
words           two or more of the claim's lower-case content words      entails -> partial (level 0.5)
                (no numbers, no names) have no form in the span (nor a
                plain synonym: "allowed" / "enabled", "headquarters" /
                "head office"), or, in a
                Chinese claim, of its words of 2+ characters (jieba) that
                the span does not contain; the verifiers apply it to
                filled-in open slots only; also a claim word the span says
                only as the last word of the filled-in value itself ("The
                team lead leads boreal" from "agreed with the team lead";
                ``value_only_words``; not for a quantity, whose last word
                is its unit)
modifier        a claim word before a noun is absent from the span, where    entails -> partial (level 0.5)
                the same noun follows another word ("sabbatical leave" /
                "parental leave", "training budget") or only after "a" /
                "an" ("an office" / "head office"); neither word reads as a
                verb other than in -ing (nor follows "to": "to gain wealth"
                is a verb and its object); or a
                claim owner's noun is another claim word's in the span
                ("Robert was Bohemond's son" / "Bohemond, Robert's son");
                filled-in open slots only, like "words"; and, for any
                claim, a company's seat ("headquartered", "head office")
                against a span that names only an office, branch or site
kind            the kind of value an open slot asks for ("coverage" of       entails -> partial (level 0.5)
                "{sq1} is acme's health insurance coverage") has no form
                in the span, which puts the claim's words before it before
                a noun of who provides it or a role ("health insurance
                provider"); filled-in open slots only
scope           the claim gives a noun of a country or US state ("the        entails -> partial (level 0.5)
                population of Kansas") and the span the same noun of a
                smaller kind of place ("the city population", "the
                population of the town"): a city's figure, on a page that
                names its state too
threshold       the claim bounds an amount ("higher than 50 EUR") and the    contradiction when no value the span gives
                span gives the unit other values; or the span bounds the     meets the bound; else entails -> partial
                claim's amount the other way ("expenses above 500 EUR"       (level 0.5)
                against the claim's "under 500 EUR": a rule for other
                things), or bounds another amount in a rule that does not
                cover the claim's whole range ("shorter than eight hours"
                against "shorter than ten hours")
object          the claim says its subject covers (includes, offers,         entails -> partial (level 0.5);
                reimburses, can be used for ...) a thing the span does not   contradicts -> neutral (level 0): the span
                name, and the span gives the same verb another object        speaks of another thing
                ("can be used for gym memberships" / "... for massages"),
                or denies it of another thing ("Parking fees are not
                reimbursed" / "reimburses taxi fares"; no negation finding
                then)
means           the claim says a thing may be done one way ("can book       contradiction when the model entailed the
                travel through a travel agency") and the span's rule says    claim and no other check fires (the rule
                it must be done, with the same verb and preposition          leaves no other way); else entails ->
                (through, via, using, with, at, from), another way: another  partial (level 0.5)
                head noun ("Travel must be booked through the acme travel
                portal"; also "can only", "has to", "is required to")
source          the question says where the claim was reported ("the Fortune  entails -> partial (level 0.5);
                article suggests ..."), and the span's document has another  contradicts -> neutral (level 0)
                source (``source_finding``; spans without a source pass)
antonym         one side negates a word with a prefix that the other states  entails -> partial (level 0.5)
                plainly ("unencrypted" / "encrypted", "illegal" / "legal";
                the plain word has five letters or more, or four after
                "un": "unpaid" / "paid"); or a claim word
                of direction or degree is absent from the span, which has    (a direction word: contradiction when the
                an opposite one ("larger" / "smaller", "increases" /         model entailed the claim and no other
                "reduces"; a short fixed list)                               check fires: the span says the opposite)
degree          the claim says something holds wholly ("fully", "entirely",  entails -> partial (level 0.5)
                "always", "exclusively" ...) and the span has no form of
                that word ("may work remotely up to 4 days per week" does
                not say "work fully remotely")
rank            the claim states a superlative ("the largest city") that     contradiction when the model entailed the
                the span has only after an ordinal ("the third-largest       claim and no other check fires (third is
                city", "second most populous")                               not first); else entails -> partial
subject         the span says the claim's verb of someone else: the names    entails -> partial (level 0.5)
                just before the verb ("Though the British were later
                defeated at Sainte Foy" for "French were defeated ...") are
                none of the claim's, which the span names elsewhere; every
                time the span has the verb; or the words before the
                claim's active verb in the span name the claim's object and
                none of its subject ("The survey covered ... in Europe" /
                "Europe covered the hybrid work survey"), or the span's
                passive of the verb has an agent that names the claim's
                object and none of its subject ("Cobalt laptops are
                managed by the IT team" / "Cobalt manages the IT team")
aim             the span says what a study set out to do or how, with no     entails -> partial (level 0.5);
                finding verb ("OBJECTIVE To evaluate the association         contradicts -> neutral (level 0)
                between ...", "We examined ...", "The aim of this study
                was to ..."), and the claim is no such statement
body            a slot filled from a span with a title that names nothing    entails -> partial (level 0.5)
                the claim names (a topic, not a page's subject): none of the
                open claim's words (placeholders and the asked-for noun
                aside) is in the span's own text, only in its title
                ("Boreal expense approval: Receipts must be submitted within
                60 days" names no approver of expenses); ``body_finding``,
                filled-in open slots of English claims only
negation        exactly one of claim / span is negated ("not", "no",         contradiction when the model entailed the
                "never", "n't", "without", "rather than", "instead of",      claim and no other check fires (the span
                ...); a span negation counts only when one of the claim's    says it with the other polarity); else
                words follows it closely, or for a negated verb ("does not   entails -> partial (level 0.5)
                carry over") names its subject just before it, in the
                verb's own clause (not past "and", "but", "while" ...)
==============  ==========================================================  ===========================================

Checks only ever *lower* support (entails -> partial, anything -> contradiction for a unit-number clash); they never
invent support. A span that names none of the names of the claim's subject, lacks a claim number or comes from
another source than the claim was reported by speaks of something else and cannot refute the claim either: the
model's contradiction becomes neutral (``CheckFinding.elsewhere``; claims as written only: a value filled into a slot
is what another span lacks by construction). A span that names the claim's subject but not its other name ("Géza von
Cziffra is an American director" against "... an Austrian director") still contradicts it, and so does one about the
subject of a claim whose subject has no name ("Arctic sea ice loss is matched by Antarctic sea ice gain" against a
span on Arctic sea ice decline). Each finding is recorded in ``Support.reason`` so a reader can see why a level changed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from typing import Literal

from claimbound.cjk import HAN_CHARS, has_han, jieba_words, leading_han_words, load_jieba
from claimbound.claims.calendar import MONTHS, YEAR, in_force_document
from claimbound.claims.conditions import NUMBER_WORDS, Threshold, number_value, outside_condition, thresholds
from claimbound.claims.english import (
    ASKER_WORDS,
    AUXILIARIES,
    DAY_NOUNS,
    DETERMINERS,
    MULTIPLE_WORDS,
    NAME_RUN,
    PREPOSITIONS,
    SAME_AS_PHRASES,
    irregular_base,
    says_irregular,
)
from claimbound.claims.plan import CONTENT_STOP, content_words, fold_accents
from claimbound.verifier.places import KIND_RANKS, country_or_adjective, is_country, is_demonym, known_rank
from claimbound.verifier.text import (
    AGENT_NOUNS,
    BORN_AFTER,
    CHOICE_TYPES,
    CURRENCY_CODES,
    HAN_FUNCTION_CHARS,
    LEAD_TIME,
    MEASURE_NOUNS,
    MEMBER_ROLES,
    NAMED_PLACE,
    PLACEHOLDER_RE,
    ROLE_HEADS,
    SlotCandidate,
    asked_moment,
    clock_minutes,
    first_verb_at,
    hours_ranges,
    sum_for_no_amount,
    verb_form,
)

__all__ = ["CheckFinding", "numbers_with_units", "relation_unsaid", "run_checks", "source_finding", "unsaid_relation",
           "word_overlap"]

Effect = Literal["contradict", "reverse", "partial", "unsaid"]
"""contradict: level 0 whatever the model said; reverse: contradiction when the model entailed the claim and nothing
else disagrees (the span says the same with the opposite word), otherwise like partial; partial: entails -> 0.5;
unsaid: the span does not state what the claim turns on (neutral, 0.5 at most), so its entailment supports nothing a
contradiction could be weighed against."""

_UNIT_WORDS = {
    # currencies
    "usd": "usd", "$": "usd", "dollar": "usd", "dollars": "usd", "us$": "usd",
    "eur": "eur", "€": "eur", "euro": "eur", "euros": "eur",
    "gbp": "gbp", "£": "gbp", "pound": "gbp", "pounds": "gbp",
    "jpy": "jpy", "¥": "jpy", "yen": "jpy", "chf": "chf", "cad": "cad", "aud": "aud",
    "nok": "nok", "sek": "sek", "dkk": "dkk", "cny": "cny", "inr": "inr",
    "%": "percent", "percent": "percent", "per cent": "percent", "pct": "percent",
    # time
    "day": "day", "days": "day", "week": "week", "weeks": "week", "month": "month", "months": "month",
    "year": "year", "years": "year", "hour": "hour", "hours": "hour", "minute": "minute", "minutes": "minute",
    "second": "second", "seconds": "second",
    # measures
    "km": "km", "kilometres": "km", "kilometers": "km", "mile": "mile", "miles": "mile", "m": "m", "metres": "m",
    "meters": "m", "cm": "cm", "mm": "mm", "kg": "kg", "kilograms": "kg", "g": "g", "grams": "g", "mg": "mg",
    "lb": "lb", "lbs": "lb", "ton": "ton", "tons": "ton", "tonnes": "ton", "l": "l", "litres": "l", "liters": "l",
    "ml": "ml", "°c": "celsius", "celsius": "celsius", "°f": "fahrenheit", "gb": "gb", "mb": "mb", "tb": "tb",
    "people": "people", "employees": "people", "persons": "people", "patients": "patients",
    "million": "million", "billion": "billion", "thousand": "thousand",
}
_SCALE = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "k": 1e3, "m": 1e6, "bn": 1e9}
_MONTHS = [m.casefold() for m in MONTHS]
_NEGATIONS = {"not", "no", "never", "none", "nobody", "nothing", "neither", "nor", "without", "cannot", "n't",
              "false", "fails", "failed", "unable"}
_NUM_RE = re.compile(
    r"(?P<pre>[$€£¥]|us\$)?\s?(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
    r"(?:\s?(?P<scale>thousand|million|billion|bn|k)\b)?\s?(?P<unit>%|per cent|°c|°f|[a-z]{1,12})?",
    re.IGNORECASE,
)
_SUFFICES = re.compile(r"\b(?:enough|sufficient|adequate|too\s+(?:late|early|long|short|much|many|little|few|high|low|"
                       r"expensive))\b", re.IGNORECASE)
"""A judgement of an amount ("enough", "too late"), which another amount in the span neither proves nor refutes."""
_NEEDS_APPROVAL = re.compile(r"\b(?:needs?|requires?|required)\s+"
                             r"(?:(?:written|prior|formal|\w+['’]s|my|an?|the|any)\s+)*"
                             r"(?:approval|sign[\s\-]?off|authori[sz]ation|permission)\b", re.IGNORECASE)
"""Whether an amount needs approval, which its relation to a cap or a threshold decides: another amount in a span that
says nothing of approval (the hotel cap in Paris, 220 EUR) does not refute that a 250 EUR night needs it; a rule's
own threshold ("Expenses above 5,000 NOK require approval ...") still does."""
_SAYS_APPROVAL = re.compile(r"\b(?:approv|sign[\s\-]?off|authori[sz]|permission)", re.IGNORECASE)
_TIME_UNITS = frozenset({"second", "minute", "hour", "day", "week", "month", "year"})
_COUNT_ADJECTIVES = frozenset({"unused", "extra", "additional", "paid", "unpaid", "remaining", "more", "working",
                               "business", "calendar", "consecutive", "full"})
"""Words between a count and its unit that qualify the unit ("3 unused days", "10 working days")."""
_COUNTED_AFTER = re.compile(r"\s+(" + "|".join(w for w, u in _UNIT_WORDS.items() if u in _TIME_UNITS) + r")\b",
                            re.IGNORECASE)
_JOINED_UNIT = re.compile(  # a unit joined to its number by a hyphen, as an adjective: "a 9-hour flight", "5-km run"
    r"-(" + "|".join(w for w, u in _UNIT_WORDS.items() if w == u and w.isalpha() and len(w) > 1
                     and w not in _SCALE and w not in ("people", "patients")) + r")\b", re.IGNORECASE)
_WORD_COUNT_RE = re.compile(  # not "one" of "one of", nor "zero" ("zero days" says none)
    r"(?<![\w\-])(" + "|".join(sorted(NUMBER_WORDS - {"zero"}, key=len, reverse=True)) + r")[\s\-]+("
    + "|".join(w for w, u in _UNIT_WORDS.items() if u in _TIME_UNITS and w.isalpha()) + r")\b", re.IGNORECASE)
_UP, _LOW = "A-ZÀ-ÖØ-Þ", "a-zß-öø-ÿ"  # Latin letters with their accented forms ("Géza von Cziffra")
_CAP_RE = re.compile(rf"\b[{_UP}][{_UP}{_LOW}0-9\-]+(?:\s+(?:of|the|de|van|von)?\s*[{_UP}][{_UP}{_LOW}0-9\-]+)*")
_CONNECTOR_RE = re.compile(r"\S+\s+(?:of|the|de|van|von)\s+")
_RANGE_PREFIXES = frozenset({"mid", "pre", "post", "early", "late", "over", "under", "non", "top", "sub", "ca", "c"})


@dataclass(frozen=True)
class CheckFinding:
    """One deterministic disagreement between claim and span, and what it does to the judgement. ``elsewhere``: the
    span speaks of something else (it names none of the names of the claim's subject, lacks a claim number, or comes
    from another source than the claim was reported by), so it can no more refute the claim than prove it."""

    check: str
    detail: str
    effect: Effect
    elsewhere: bool = False


@dataclass(frozen=True)
class Quantity:
    value: float
    unit: str | None
    text: str
    is_year: bool
    start: int = 0  # where the number (or its currency sign) begins in the text it was read from
    joined: bool = False
    """The unit is joined to the number by a hyphen ("a 9-hour flight", "a 30-year period"): a thing's attribute,
    which a count of the unit elsewhere does not contradict ("for 35 years" against "a 30-year period")."""

    @property
    def end(self) -> int:
        """Where the quantity's text ends in the text it was read from."""
        return self.start + len(self.text)

    def same_value(self, other: Quantity) -> bool:
        return round(self.value, 6) == round(other.value, 6)

    def rounds_to(self, whole: Quantity) -> bool:
        """``whole``, a claim's whole number, is this decimal written without its decimals, rounded or cut off
        ("76-85%" for "76.3% to 85.4%"): a percentage or a bare figure, as findings are reported; never a year, nor
        a sum of money or a measure, which a rule states exactly ("60 EUR" is not "60.50 EUR")."""
        if whole.is_year or self.is_year or "." in whole.text or "." not in self.text \
                or whole.value != int(whole.value) or {whole.unit, self.unit} - {None, "percent"}:
            return False
        return whole.value in (round(self.value), float(int(self.value)))


def _to_float(num: str) -> float:
    return float(num.replace(",", ""))


def numbers_with_units(text: str) -> list[Quantity]:
    """Numbers in ``text`` with a normalised unit where one is written next to them (``$80``, ``80 USD``, ``5%``)."""
    out: list[Quantity] = []
    for m in _NUM_RE.finditer(text):
        if _in_identifier(text, m.start("num"), m.end("num")):
            continue
        value = _to_float(m.group("num"))
        scale = (m.group("scale") or "").lower()
        if scale:
            value *= _SCALE.get(scale, 1.0)
        unit = None
        pre = (m.group("pre") or "").lower()
        word = (m.group("unit") or "").lower()
        if pre:
            unit = _UNIT_WORDS.get(pre)
        elif word in _UNIT_WORDS:
            unit = _UNIT_WORDS[word]
        elif scale:
            unit = None
        raw = m.group("num")
        counted = _COUNTED_AFTER.match(text, m.end()) if word in _COUNT_ADJECTIVES and not (pre or scale) else None
        if counted:  # "3 unused days", "10 working days": the unit after the word that qualifies it
            unit = _UNIT_WORDS[counted.group(1).lower()]
        joined = None if unit or word or scale else _JOINED_UNIT.match(text, m.end("num"))
        if joined:
            unit, word = _UNIT_WORDS[joined.group(1).lower()], joined.group(1)  # "a 9-hour flight"
        if word == "s" and not pre and not scale and raw.isdigit() and len(raw) == 4 and raw.endswith("0"):
            unit = "decade"  # "the 1990s" is not the year 1990
        is_year = unit is None and not scale and raw.isdigit() and len(raw) == 4 and 1000 <= value <= 2200
        start = m.start("pre") if m.group("pre") else m.start("num")
        # the word after a number is shown only when it is its unit: "1990", not "1990 in"
        shown = (text[m.start():joined.end()] if joined else text[m.start():counted.end()] if counted
                 else m.group(0) if not word or word in _UNIT_WORDS or unit == "decade"
                 else text[m.start():m.start("unit")])
        out.append(Quantity(value=value, unit=unit, text=shown.strip(), is_year=is_year, start=start,
                            joined=joined is not None))
    for m in _WORD_COUNT_RE.finditer(text):  # a count in words before its unit: "four days", "twelve weeks"
        out.append(Quantity(value=number_value(m.group(1)), unit=_UNIT_WORDS[m.group(2).lower()], text=m.group(0),
                            is_year=False, start=m.start()))
    return sorted(out, key=lambda q: q.start)


_CODE_TAIL = re.compile(r"[A-Z]\d")  # a capital and a digit right after a number: "3T3", "10E8"


def _in_identifier(text: str, start: int, end: int) -> bool:
    """The number at ``text[start:end]`` is part of a name, not a quantity: its word has letters before it ("FGF21",
    "p53", "H3K36", "OCT3/4", "COVID-19", "caspase-11"; a prefix of time or degree keeps it a number, "mid-1990s"),
    or a capital and a digit right after it (the cell lines "NIH 3T3" and "4T1", the antibody "10E8")."""
    if _CODE_TAIL.match(text, end):
        return True
    m = re.search(r"[A-Za-z0-9\-/]*$", text[:start])
    head = m.group(0) if m else ""
    if not re.search(r"[A-Za-z]", head):  # Chinese "1995年" / "于1995年" is a number
        return False
    return head.rstrip("-").lower() not in _RANGE_PREFIXES


def _glued_in(span: str, claim: str, q: Quantity) -> bool:
    """The claim's number, written apart from the word before it ("oxygen 18"), is in the span joined to that word as
    a name ("oxygen-18", "COVID19"), which :func:`numbers_with_units` reads as no number."""
    m = re.search(r"([A-Za-z]{2,})[\s\-]*$", claim[:q.start])
    if not m or not q.text.replace(".", "", 1).isdigit():
        return False
    return re.search(rf"\b{re.escape(m.group(1))}-?{re.escape(q.text)}(?![\d.]\d)", span, re.IGNORECASE) is not None


_NEG_PHRASES = {("rather", "than"), ("instead", "of")}  # "rather than exaggerating", "instead of paying"


_NOT_ONLY = frozenset({"only", "just", "merely"})  # "not only X but also Y" states X


def _negator_at(tokens: list[str], i: int) -> bool:
    """``tokens[i]`` negates what follows: a negation word, a "-n't" form, or the end of "rather than" / "instead
    of"; not the "not" of "not only ... but also", which adds to what it names ("does not only indicate" still
    negates)."""
    t = tokens[i]
    if t == "not" and i + 1 < len(tokens) and tokens[i + 1] in _NOT_ONLY and {"but", "also"} & set(tokens[i + 2:]):
        return False
    return t in _NEGATIONS or t.endswith("n't") or (i > 0 and (tokens[i - 1], t) in _NEG_PHRASES)


_LEAD_WORDS = 3  # how far back from a number its predicate word is looked for


def _lead_word(text: str, q: Quantity) -> str:
    """The content word that leads to ``q`` in ``text``: the nearest of the three tokens before the number, in the same
    phrase, that is not a function word or a number ("condenses" for the "90.20 K" of "Oxygen condenses at 90.20 K";
    "" when there is none, or when the number is part of a word: "caspase-11", "IME1")."""
    head = text[: q.start]
    if head and (head[-1].isalnum() or head[-1] in "-_"):
        return ""
    before = _tokens(_PHRASE_BREAK.split(head)[-1])[-_LEAD_WORDS:]  # "in Warsaw, but in 1945": no word
    return next((t for t in reversed(before) if t not in CONTENT_STOP and not t[0].isdigit()), "")


def _counted_word(text: str, q: Quantity) -> str:
    """The noun a bare count counts: the content word right after it ("documents" for the "44" of "44 documents";
    "" for a number with a unit or a year, or one followed by a function word: "3 of the 5")."""
    if q.unit is not None or q.is_year:
        return ""
    at = text.find(q.text, q.start)
    m = re.match(r"\s*([A-Za-z][A-Za-z\-]*)", text[at + len(q.text):]) if at >= 0 else None
    word = m.group(1).lower() if m else ""
    return word if word and word not in CONTENT_STOP else ""


def _number_moved(claim: str, cq: list[Quantity], span: str, sq: list[Quantity]) -> tuple[str, str, str] | None:
    """(word, the claim's number, the span's number) when the span gives the claim's number to another thing and the
    claim's thing another number: it puts the word that leads to a claim number before another number of the same
    unit, and never before the claim's ("Oxygen condenses at 54.36 K" against "Oxygen condenses at 90.20 K ... and
    freezes at 54.36 K"), or it counts the claim's noun with another number ("has 42 documents" against "44 documents
    and 42 questions"). ``cq`` / ``sq``: the texts' :func:`numbers_with_units`."""
    for word_of in (_lead_word, _counted_word):
        in_span = [(s, word_of(span, s)) for s in sq]
        for q in cq:
            word = word_of(claim, q)
            if not word:
                continue
            same = [w for s, w in in_span if s.same_value(q)]
            other = [s for s, w in in_span if (s.unit, s.is_year) == (q.unit, q.is_year)
                     and not s.same_value(q) and _same_word(w, word)]
            if same and other and not any(_same_word(w, word) for w in same):
                return word, q.text, other[0].text
    return None


_WINDOW_BEFORE = re.compile(r"\b(?:within|in\s+the\s+(?:first|last|next|past)|during\s+the(?:\s+first)?)\s+$",
                            re.IGNORECASE)
_AMOUNT_OF = re.compile(r"\s+of\s+(?:(?:paid|unpaid|extra|additional|annual)\s+)?[a-z]", re.IGNORECASE)


def _as_window(claim: str, cq: list[Quantity], span: str, sq: list[Quantity]) -> tuple[str, str] | None:
    """(the span's window, the claim's amount) when the claim counts an amount of a thing in time ("take 12 months
    of parental leave") and the span has that number of that unit only as a window in which something happens
    ("can be taken within 12 months of a birth"): the span says when, not how much. ``None`` otherwise."""
    for q in cq:
        if q.unit not in _TIME_UNITS or not _AMOUNT_OF.match(claim, q.end) \
                or _WINDOW_BEFORE.search(claim[: q.start]):
            continue
        same = [s for s in sq if s.unit == q.unit and s.same_value(q)]
        windows = [_WINDOW_BEFORE.search(span[: s.start]) for s in same]
        if windows and all(windows) and windows[0] is not None:
            return f"{windows[0].group(0)}{same[0].text}", f"{q.text} of something"
    return None


_NITRIC_OXIDE = re.compile(r"\bNO\b")


def _name_no(text: str) -> str:
    """``text`` with an all-capital "NO" in prose that has lower case ("NAC ... increased intrarenal NO") written
    "NO_", so that lower-casing keeps it the name of nitric oxide, not the negator "no"."""
    return _NITRIC_OXIDE.sub("NO_", text) if "NO" in text and re.search(r"[a-z]", text) else text


def _negated(text: str) -> bool:
    low = _name_no(text).lower().replace("’", "'")
    words = re.findall(r"[a-z_']+", low)
    return "n't" in low or any(_negator_at(words, i) for i in range(len(words)))


_NEG_SCOPE = 6  # words after a negator that it can reach
_TOKEN_RE = re.compile(r"[a-z0-9][a-z0-9'\-_]*")  # "out_of_scope" is one identifier, not the word "scope"


def _same_word(a: str, b: str) -> bool:
    """Equal, sharing a 5-letter stem ("reimbursed" / "reimbursement", "decisions" / "decision"), or one verb or noun
    in -y and its forms in -ies / -ied ("carry" / "carries"), but not a word and its agent noun in -or ("direct" /
    "director", "invest" / "investors"): a director is no direct manager."""
    if _unrelated(a, b):
        return False
    return a == b or (len(a) >= 5 and len(b) >= 5 and a[:5] == b[:5]) or _y_base(a) == _y_base(b)


def _agent_of(word: str, other: str) -> bool:
    return other in (word + "or", word + "ors")


_FALSE_FRIENDS = (("receipt", "receiv"), ("departur", "departm"), ("polic", "polit"))
"""Words that share a stem but, in the policies and rules a question asks of, name unrelated things: a receipt is
not what one receives ("submit receipts" is not "receive 25 days of leave"), a departure no department, a policy no
politics."""


def _unrelated(a: str, b: str) -> bool:
    """Two words whose shared stem means nothing: a word and its agent noun in -or, or :data:`_FALSE_FRIENDS`."""
    return _agent_of(a, b) or _agent_of(b, a) or any(
        a.startswith(x) and b.startswith(y) or a.startswith(y) and b.startswith(x) for x, y in _FALSE_FRIENDS)


def _y_base(word: str) -> str:
    return word[:-3] + "y" if len(word) > 4 and word.endswith(("ies", "ied")) else word


MISSING_WORDS = 2
"""How many of the claim's content words may be absent from the span before an entailment drops to partial: one
absent word tolerates a paraphrase, two mean the span does not state the claim."""


def _stem_in(word: str, tokens: set[str]) -> bool:
    """``word`` or a form of it is among ``tokens`` (shared 5-letter stem, or 4 letters and a close length:
    'created' / 'creates', 'employee' / 'employees'; a doubled last consonant before -ing / -ed: 'star' /
    'starring'; an irregular verb's forms: 'breaks' / 'broken'); never two :data:`_FALSE_FRIENDS`: 'receipts' /
    'receive')."""
    base = irregular_base(word)
    return word in tokens or any(
        _same_word(word, t) or (len(word) >= 4 and len(t) >= 4 and t[:4] == word[:4] and abs(len(t) - len(word)) <= 3
                                and not _unrelated(word, t))
        or (len(word) >= 3 and t.startswith(word) and t[len(word):] in (word[-1] + "ing", word[-1] + "ed"))
        or (base is not None and says_irregular(word, t))  # "breaks" / "broken"
        for t in tokens
    )


def _tokens(text: str) -> list[str]:
    """Lower-case word tokens, accents folded, curly apostrophes straightened ("couldn’t" -> "couldn't")."""
    return _TOKEN_RE.findall(fold_accents(_name_no(text)).lower().replace("’", "'"))


_PERSONS = frozenset({"i", "me", "my", "mine", "we", "us", "our", "ours", "you", "your", "yours"})


def body_finding(open_claim: str, body: str, title: str, answer_noun: str = "") -> CheckFinding | None:
    """The "body" check: a value filled into ``open_claim`` (its placeholders still in) from a span whose model
    reading puts ``title`` before ``body``, the span's own text. A title that names what the claim is about (a
    Wikipedia page: "Jung Eun-ji" for "Jung Eun-ji is a member of {sq2}" against "She is best known as the main
    vocalist of ... Apink") leaves the body to say the rest, in its own words. A title that only gives a topic
    ("Boreal expense approval") does not: the value must then stand in text that says something the claim says.
    A finding when the claim names nothing the title names and none of its words (names included, ``answer_noun``
    aside: the value's own kind) has a form in ``body``; ``None`` otherwise."""
    if has_han(open_claim):  # word-based; a Chinese claim's words are not space-separated
        return None
    claim = PLACEHOLDER_RE.sub(" ", open_claim)
    names = {w.lower() for w in re.findall(r"\b[A-Z][\w'\-]*", claim)} - CONTENT_STOP
    body_tokens = _tokens(body)
    if names & set(_tokens(title)) or names & set(body_tokens):
        return None
    said = [w for w in _missing_words(claim, [], answer_noun) if w not in _PERSONS]
    if not said or len([w for w in _missing_words(claim, body_tokens, answer_noun) if w not in _PERSONS]) < len(said):
        return None
    return CheckFinding("body", f"the span's own text has none of the claim's words ({', '.join(said)}); only its title",
                        "partial")


def word_overlap(claim: str, span: str) -> float:
    """Share of the claim's content words (numbers aside) that the span has in some form (1.0 when the claim has
    none): how far the span is about what the claim is about. The verifier's topic guard reads it (a contradiction
    from a span about something else is no contradiction; :class:`~claimbound.verifier.base.Thresholds`)."""
    words = [w for w in content_words(claim) if not w[0].isdigit()]
    if not words:
        return 1.0
    tokens = _with_parts(_tokens(span))
    return sum(_stem_in(w, tokens) for w in words) / len(words)


def without_swapped_place(claim: str, span: str) -> str:
    """``claim`` without the place it names after "in" / "at" / "for" where ``span`` names another place after the
    same word and not the claim's ("Cobalt's HQ is in New York" against "Cobalt's headquarters is in Austin"): the
    words a contradiction by another place cannot share, which the topic guard does not count against the span
    (:func:`word_overlap`); ``claim`` itself otherwise."""
    out = claim
    theirs = {(m.group(0).split()[0].casefold(), m.group("place")) for m in NAMED_PLACE.finditer(span)}
    for m in list(NAMED_PLACE.finditer(claim))[::-1]:
        word, place = m.group(0).split()[0].casefold(), m.group("place")
        if re.search(rf"\b{re.escape(place)}\b", span) is None and any(w == word and p != place for w, p in theirs):
            out = out[: m.start()] + out[m.end():]
    return out


_CAPITALISED = re.compile(r"\b[A-Z][\w'\-]*")


def unsaid_relation(claim: str, span: str) -> list[str]:
    """The claim's content words other than its capitalised ones (its names), when the span has none of them, else
    []: a span that shares only the claim's names says nothing of what the claim says of them ("The hotel cap in
    Paris is 220 EUR", titled "Acme hotel caps", against "Acme has an office in Paris": no "office"), so it cannot
    refute it, however many of the claim's words it has. A claim made only of names returns [], and so does one that
    puts a name in a kind (:func:`_category_claim`: "Jiang Wen is a Chinese actor"), which a span refutes or proves by
    naming another kind or a narrower one ("Jiang Wen is a Chinese cuisine ...", "... is a Chinese film actor") without
    the claim's word."""
    if _category_claim(claim):
        return []
    words = [w for w in content_words(_CAPITALISED.sub(" ", claim)) if not w[0].isdigit()]
    tokens = _with_parts(_tokens(span))
    return [] if any(_stem_in(w, tokens) for w in words) else sorted(words)


def unsaid_predicate(claim: str, span: str) -> list[str]:
    """The content words of the claim's predicate (from its first verb on; names and numbers aside) when the span
    has none of them in any form, else []: the span says nothing of what the claim says of its subject, so it cannot
    refute it, however much of the subject it repeats ("Expenses above 500 EUR can be paid in cash" against "Expenses
    above 500 EUR require approval from a department head": no "paid", no "cash"). A predicate with no content word
    of its own ("is 80 USD") returns [], and so does one that puts a name in a kind (:func:`_category_claim`), which
    a span refutes by naming another kind, and one whose word the span says in its opposite ("Parental leave is
    unpaid" against "Parental leave is paid at 100 percent of base salary")."""
    if _category_claim(claim):
        return []
    at = first_verb_at(claim)
    own = _missing_words(claim[at:], []) if at < len(claim) else []
    if not own:
        return []
    span_tokens = _tokens(span)
    # a word the span says in its opposite by a prefix ("paid" for "unpaid") speaks of it
    flipped = _prefix_antonyms(_tokens(claim[at:]), span_tokens)
    missing = set(_missing_words(claim[at:], span_tokens)) - set(flipped or ())
    return sorted(own) if set(own) <= missing else []


_CATEGORY = re.compile(r"(?:[A-Z][\w'.\-]*\s+)*[A-Z][\w'.\-]*\s+(?:is|was)\s+(?:only\s+|just\s+)?an?\s+"
                       r"((?:[\w'\-]+\s+){0,3}[\w'\-]+)\s*\.?")


def _category_claim(claim: str) -> bool:
    """Whether ``claim`` only puts a name in a kind: "Jiang Wen is a Chinese actor", "Vampire Academy is only a book"
    (a name, "is" / "was", an indefinite article, at most four words of kind and nothing after them: no preposition,
    verb or clause, so "Acme has an office in Paris" and "Boreal is a subsidiary of Acme" are not)."""
    m = _CATEGORY.fullmatch(claim.strip())
    if m is None:
        return False
    kind = m.group(1).lower().split()
    return not any(w in PREPOSITIONS or w in AUXILIARIES or w in {"of", "that", "who", "which", "whose"} for w in kind)


def _with_parts(tokens: list[str]) -> set[str]:
    """A span's tokens and the parts of its hyphenated ones ("steam-powered" also gives "powered")."""
    out = set(tokens)
    return out | {part for t in out if "-" in t for part in t.split("-") if part}


_POSSESSIVE = re.compile(r"(?<=\w)['’]s?(?!\w)")
_ORDINAL = re.compile(r"(?<=\d)(?:st|nd|rd|th)\b", re.IGNORECASE)


_UNCOUNTED = ASKER_WORDS | {"toward", "towards", "if", "whether", "unless"}
"""Words no span need say: the asker's own (:data:`~claimbound.claims.english.ASKER_WORDS`), and prepositions and
conjunctions the stop words miss."""


_SAID_OTHERWISE = frozenset(p for group in SAME_AS_PHRASES for p in group if " " not in p)
_FORMER_NAME = re.compile(r"\b(?:original|former|previous|old|earlier|first)\s+name\b", re.IGNORECASE)


def _missing_words(claim: str, span_tokens: list[str], answer_noun: str = "") -> list[str]:
    """The claim's lower-case content words (not numbers, which the number checks cover) with no form in the span
    (given as its :func:`_tokens`). A possessive is its noun ("the university's" -> "university", "Gou's" -> a
    name) and an ordinal's suffix is no word ("19th"). ``answer_noun``, the noun the question asked for ("outpost" in
    "{sq1} was the first Huguenot outpost"), is the filled-in value's own kind, which a span seldom names beside it."""
    claim = _ORDINAL.sub("", _POSSESSIVE.sub("", claim))
    said_text = f" {' '.join(span_tokens)} "
    for group in SAME_AS_PHRASES:  # "head office" is said as "headquarters", "the final word" as "the final say"
        if any(f" {phrase} " in said_text or _inflected_phrase_in(phrase, span_tokens) for phrase in group):
            claim = re.sub(rf"\b(?:{'|'.join(group)})\b", "", claim, flags=re.IGNORECASE)
    for phrase, said_as in _SAID_BY:  # "in charge of Somalia" is said by "President of Somalia"
        m = phrase.search(claim)
        if m and re.search(rf"\b{said_as}{re.escape(m.group('object').lower())}\b", said_text):
            claim = claim[: m.start()] + " " + claim[m.start("object"):]
    # a measure of a thing is said with the thing ("the rate of deforestation ... declined" by "deforestation has
    # declined"; not "a larger number of electors", which says something of the number), and a place by its name
    # without its head ("the Amazon region" by "the Amazon")
    claim = _MEASURE_OF.sub(r"\1", _PLACE_HEAD.sub(r"\1", claim))
    if "renamed" in span_tokens:  # a thing renamed had another name first
        claim = _FORMER_NAME.sub("", claim)
    claim = _PART_OF.sub("of", claim)  # "were a part of the faculty" is said by "the faculty included them"
    # an identifier the span has whole is present ("expected_decision"); only the span's whole ones count
    claim = re.sub(r"\b[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+\b", lambda m: "" if m.group(0).lower() in span_tokens else m.group(0),
                   claim)
    tokens = _with_parts(span_tokens)
    names = {w.lower() for w in re.findall(r"\b[A-Z][\w'\-]*", claim)} - _SAID_OTHERWISE  # the entity check's
    # business, but for a word said otherwise too ("HQ": "headquarters")
    # content_words folds a plural ("Louis" -> "loui"), so a name is matched with and without its final "s"
    words = sorted(w for w in content_words(claim) if not {w, w.rstrip("s"), w + "s"} & names and w not in _UNCOUNTED)
    noun = answer_noun.lower()
    # a rate's adjective the span says after its amount: "daily" by "per day", "annual" by "a year"
    per = {m.group("unit") for m in _PERIOD.finditer(said_text) if m.group("unit")}
    return [w for w in words if not w[0].isdigit() and (
        not _rate_said(w, tokens, per) if _rate_of(w) else (
            not _stem_in(w, tokens) and not (noun and _same_word(w, noun)) and not _synonym_in(w, tokens)
            and not _said_by_word(w, tokens)))]


_LIST_SEPARATOR = re.compile(r",\s*(?:and\s+)?|\s+and\s+")


def _counted_by_value(word: str, claim: str, open_claim: str | None) -> bool:
    """Whether ``word`` is a count the value filled into ``open_claim`` says by listing that many things: "two" of
    "Switzerland and the Netherlands were the first two destinations ..."."""
    if open_claim is None or word not in NUMBER_WORDS:
        return False
    slot = PLACEHOLDER_RE.search(open_claim)
    value = _filled_value(open_claim, claim, slot.start(), slot.end()) if slot else None
    if value is None:
        return False
    parts = len(_LIST_SEPARATOR.split(value))
    return parts > 1 and parts == number_value(word)


def _filled_value(open_claim: str, claim: str, start: int, end: int) -> str | None:
    """What ``claim`` says where ``open_claim`` has its slot (``open_claim[start:end]``), when the rest of the two is
    the same; ``None`` otherwise."""
    before, after = open_claim[:start], open_claim[end:]
    if not (claim.startswith(before) and claim.endswith(after) and len(claim) > len(before) + len(after)):
        return None
    return claim[len(before): len(claim) - len(after)]


def _inflected_phrase_in(phrase: str, tokens: list[str]) -> bool:
    """A phrase of a verb and its particle said in another form of the verb ("carried over" for "carry over"): the
    particle as written, the verb as a form of it (:func:`_stem_in`)."""
    words = phrase.split()
    if len(words) != 2 or words[1] not in tokens:
        return False
    return any(t2 == words[1] and _stem_in(words[0], {t1}) for t1, t2 in pairwise(tokens))


def _rate_of(word: str) -> str | None:
    """The period a rate word counts per ("yearly", "annual" -> "year"), or None."""
    return _RATE_ADJECTIVES.get(word) or _PERIOD_ADVERBS.get(word)


def _rate_said(word: str, tokens: set[str] | list[str], periods: set[str]) -> bool:
    """A rate word is said by itself, by another word of its period ("annually" for "annual") or by a rate the span
    gives ("per year"); never by a stretch of that unit ("yearly" is not said by "every four years")."""
    period = _rate_of(word)
    return period in periods or any(_rate_of(t) == period for t in tokens)


_ASKER_VERB = re.compile(r"(?:I|you|we)\s+(?:(?:can|could|should|must|may|will|need\s+to|have\s+to)\s+)?"
                         r"(?P<verb>[a-z][a-z\-]*)\b")
LIGHT_VERBS = frozenset("get gets got have has had be am is are was were do does did go goes take takes make makes "
                         "receive receives".split())


def asker_verb_unsaid(open_claim: str, span: str, start: int) -> str | None:
    """The verb of a claim about the asker ("I talk to {sq1} about my parental leave") when the span says none of it
    and the value at ``start`` is the subject of the span's sentence ("Cobalt offers 16 weeks of paid parental
    leave"): the span says what the value does, not that the asker does the claim's thing with it. ``None`` for a
    light verb ("I get {sq1}") or a slot before the verb. The verifier asks it of who slots only: a thing the span's
    sentence opens with may be the claim's in other words ("Economy class is required for flights shorter than eight
    hours" for "I must fly {sq1} on a seven hour flight")."""
    m = _ASKER_VERB.match(open_claim)
    if m is None or m.group("verb") in LIGHT_VERBS or open_claim.find("{") < m.end():
        return None
    if not re.search(r"(?:^|[.!?:;]\s+)(?:(?:the|a|an)\s+)?$", span[:start], re.IGNORECASE):
        return None
    return m.group("verb") if unsaid_words(m.group("verb"), span) else None


_PERMISSION = re.compile(r"(?:I|you|we)\s+(?:can|could|may)\s+(?P<verb>[a-z][a-z\-]*)"
                         r"(?:\s+(?P<particle>over|up|out|off|back|in|on|away|forward))?\b")
_REFUSING = re.compile(r"\b(?:not|no|never|cannot|can't|only|must|required?|requires|prohibited|forbidden|except|"
                       r"up to|maximum|max|limit(?:ed|s)?|cap(?:s|ped)?|at most|expires?|lost|forfeit(?:ed)?)\b|n't\b",
                       re.IGNORECASE)


def permission_unsaid(claim: str, span: str) -> str | None:
    """The action the asker claims leave for ("I can roll over vacation days": "roll over") when the span says no
    form of its verb (nor, for a phrasal verb, its particle: "carried over" may say it), and no word that refuses,
    restricts or obliges: "Acme employees receive 27 days of annual leave per year" neither grants nor refuses
    rolling days over, however the model reads it. ``None`` otherwise, and for a light verb ("I can get ...")."""
    m = _PERMISSION.match(claim)
    if m is None or m.group("verb") in LIGHT_VERBS or _REFUSING.search(span):
        return None
    particle = m.group("particle")  # said after a word, but not as a preposition before a number ("Employees over
    if particle and re.search(rf"\b[a-z]+\s+{particle}\b(?!\s+\d)", span, re.IGNORECASE):  # 60 receive ...")
        return None
    return m.group(0).split(None, 2)[-1] if unsaid_words(m.group("verb"), span) else None


_COUNTED_TIME = re.compile(r"\s+(?:[a-z\-]+\s+){1,2}?(?P<unit>(?:day|week|month|year|hour)s?)\b", re.IGNORECASE)


def counted_time(claim: str, end: int) -> str:
    """The unit of time a bare number counts a word or two after it ("10 vacation days": days), or ""."""
    m = _COUNTED_TIME.match(claim, end)
    return m.group("unit") if m else ""


def counts_in(after: str, unit: str) -> bool:
    """Whether the words right after a span's unitless limit ("up to 5 [unused annual leave days]") count in ``unit``
    ("days"): its noun within four words."""
    stem = unit.casefold().rstrip("s")
    return bool(stem) and any(w.casefold().rstrip("s") == stem for w in re.findall(r"[A-Za-z]+", after)[:4])


def heavy_words_unsaid(text: str, span: str) -> tuple[set[str], list[str]]:
    """The content words of ``text`` besides light verbs, and those of them ``span`` has no form of
    (:func:`unsaid_words`): what a claim says of a thing, and what of it a span does not."""
    return content_words(text) - LIGHT_VERBS, [w for w in unsaid_words(text, span) if w not in LIGHT_VERBS]


def limits_what_is_said(before: str, span: str) -> bool:
    """Whether a span's limit can bound the amount a claim says after ``before``: the claim's words before it hold a
    word besides a light verb, and the span says every such word ("I can carry over" against "Up to 5 ... days can
    be carried over"; not "I can take" against it, a limit on something else)."""
    heavy, unsaid = heavy_words_unsaid(before, span)
    return bool(heavy) and not unsaid


def unsaid_words(text: str, span: str) -> list[str]:
    """The lower-case content words of ``text`` with no form (nor synonym) in ``span`` (:func:`_missing_words`)."""
    return _missing_words(text, _tokens(span))


_PLACED = frozenset({"located", "situated", "based", "lies", "lie", "lying", "found", "sited", "set"})
_PLACE_PREPOSITIONS = frozenset({"in", "at", "on", "near", "within", "inside"})
_BY_AGENTS = frozenset("author writer composer director creator producer performer designer architect painter founder "
                       "developer publisher inventor builder artist singer illustrator sculptor novelist playwright "
                       "lyricist".split())
"""Who made a thing, which a span says with "by" ("Brand is a play by ... Henrik Ibsen": its author)."""
_NATIONALITY_WORDS = frozenset({"nationality", "citizenship", "citizen"})
_TEAM_WORDS = frozenset({"team", "club", "side"})
_PLAYED_FOR = re.compile(r"\b(?:play(?:s|ed|ing)?|pitch(?:es|ed)|goalkeeper|keeper|striker|forward|defender|midfielder|"
                         r"winger|outfielder|infielder|pitcher|catcher|quarterback|linebacker|receiver|player|captain)\s+"
                         r"(?:[a-z]+\s+){0,3}?for\s+", re.IGNORECASE)
"""A player's role or "played" before "for" and a team: "a former football goalkeeper for Chelsea", "played for the
Houston Astros" say the team is the player's."""
_MADE_WORDS = frozenset("created founded established formed built made released published produced signed written "
                        "composed held launched opened introduced enacted passed adopted issued premiered".split())
_YEAR = re.compile(r"\d{4}")


def _year_of_name(year: str, claim: str, span: str) -> bool:
    """Whether ``span`` puts ``year`` before a name of ``claim``, at most one lower-case word between ("the 1997 Treaty
    of Amsterdam", "the 1937 film Jump for Glory"): the year the thing was made, which the span says without the
    claim's verb of making."""
    names = {w for w in _CAPITALISED.findall(claim) if w.casefold() not in CONTENT_STOP}
    return any(m.group(1) in names for m in re.finditer(rf"\b{year}\s+(?:[a-z]+\s+){{0,1}}([A-Z][\w'\-]*)", span))


def _made_in(value: str, span: str) -> bool:
    """Whether ``span`` puts a country ``value`` before a thing's noun, after its article and at most a year ("a 2000
    Hong Kong action film", "an American company"): where the thing was made, which the span says without the claim's
    verb of making."""
    if not (is_country(value) or is_demonym(value)):
        return False
    return re.search(rf"\b(?:a|an)\s+(?:\d{{4}}\s+)?{re.escape(value)}\s+[a-z]", span) is not None


PERMITTED_AMOUNT = re.compile(r"\b(?:can|may)\s+(?!not\b)(?:[a-z]+\s+){1,6}$", re.IGNORECASE)
"""A claim's permission right before its amount: "You can take | 25 days", "I may spend | 200 EUR", "I can book a
hotel in Paris for | 200 EUR" (not "cannot")."""


_LATER = re.compile(r"\b(?:\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|some"
                    r"|a few)\s+(?:years?|months?|weeks?|days?|decades?)\s+(?:later|afterwards?|after (?:that|this))\b"
                    r"|(?:约|大约)?(?:(?<!\d)\d{1,2}|[一二三四五六七八九十两几数]{1,3})个?(?:年|月|周|星期|天)(?:之)?后",
                    re.IGNORECASE)
"""A time counted on from an earlier one: "five years later", "约5年后" (not "1960年后", after a year)."""
_DATE_SLOTS = frozenset({"date", "year"})
_SENTENCE_END = re.compile(r"[.!?](?:\s|$)|[。！？]")


_LIMIT_BEFORE = re.compile(r"\b(?:up\s+to|at\s+most|no\s+more\s+than|a\s+maximum\s+of|not\s+more\s+than)\s+$",
                           re.IGNORECASE)
_ALLOWED_ACT = re.compile(r"[^.;:]*?\b(?:can|may)\s+(?:only\s+)?be\s+(?P<act>[a-z]+"
                          r"(?:\s+(?:over|back|out|up|forward|in|off|on|away))?)\b", re.IGNORECASE)


def limits_of_another_act(open_claim: str, span: str, cands: list[SlotCandidate]) -> list[SlotCandidate]:
    """Without a limit the span sets on an act the claim does not speak of: "Up to 5 unused annual leave days can be
    carried over" says how many days one may carry over, not how much leave one gets ("I get {sq1} vacation")."""
    claim = PLACEHOLDER_RE.sub(" ", open_claim)
    return [c for c in cands if not ((_LIMIT_BEFORE.search(span[: c.start]) or _LIMIT_BEFORE.match(c.value + " "))
                                     and another_act(span, c.end, claim))]


def another_act(span: str, end: int, claim: str) -> bool:
    """Whether the words after a span's amount (ending at ``end``) allow an act the claim does not say ("... days can
    be carried over" for "I can take 3 days"), nor any word of what follows it in the clause ("... to the next year"
    is what "take into next year" says)."""
    act = _ALLOWED_ACT.match(span, end)
    if act is None or not unsaid_words(act.group("act"), claim):
        return False
    rest = re.split(r"[.;:,]", span[act.end():], maxsplit=1)[0]
    return not set(content_words(rest)) - set(unsaid_words(rest, claim))


def dated_before_the_event(open_claim: str, span: str, cands: list[SlotCandidate],
                           answer_type: str | None) -> list[SlotCandidate]:
    """For a claim asking when, without the dates the span counts on from to the claim's event: "In 1960 Senegal
    became independent; five years later it adopted a coat of arms" does not date the coat of arms 1960 (nor
    "塞内加尔在1960年8月20日宣布……独立国家，随后该国于约5年后……拥有……国徽"). A date goes when, in its sentence, a
    time counted on ("five years later", "约5年后") follows it, the claim's own words (no names) come after that time
    and none between the date and it."""
    if answer_type not in _DATE_SLOTS:
        return cands
    han = has_han(open_claim)
    claim = PLACEHOLDER_RE.sub(" ", open_claim)
    names = {w.lower() for w in re.findall(r"\b[A-Z][\w'\-]*", claim)}  # the claim's subject, said anywhere
    words = tuple(w for w in _han_own_words(open_claim) if len(w) >= 2) if han else tuple(
        w for w in content_words(claim) if not {w, w + "s", w.rstrip("s")} & names)
    if not words:
        return cands

    def says(text: str) -> bool:
        if han:
            return any(_han_said(w, text) for w in words)
        tokens = set(_tokens(text))
        return any(_stem_in(w, tokens) for w in words)

    kept = []
    for c in cands:
        stop = _SENTENCE_END.search(span, c.end)
        end = stop.start() if stop else len(span)
        later = _LATER.search(span, c.end, end)
        if later and not says(span[c.end:later.start()]) and says(span[later.end():end]):
            continue
        kept.append(c)
    return kept


def relation_unsaid(open_claim: str, span: str, value: str, answer_noun: str = "") -> list[str]:
    """The open claim's own words (names and ``{slot}`` aside) when the span, read with its title, has none of them,
    else []. A span that shares only the claim's names states nothing of what the claim says of them, however well
    the model rates the filled-in pair: "{sq2} is the spouse of Larry Karaszewski" against a cast list naming him and
    Christoph Waltz; "Cal Air International dissolved in {sq2}" against "... formed on 7 December 1988 following the
    sole acquisition of Cal Air International". One absent word is otherwise a paraphrase the words check tolerates
    (:data:`MISSING_WORDS`); here it is the claim's whole relation. The words are the open claim's, so a value's own
    words ("the aeolipile described") lend it none. A claim whose predicate has no word of its own ("the Bergen office is in {sq1}" against "Bergen is on the west
    coast of Norway", the place hop the controller makes) states no relation beyond its subject's: none then.

    Said without the word: a place verb before its preposition ("is located in": "a town in Somalia"), a team by a
    player's role or "played" and "for" before the ``value`` ("a former goalkeeper for Chelsea"), a maker
    (:data:`_BY_AGENTS`) by the span's "by", a nationality by a ``value`` of nationality ("Greek"), the making of a
    thing by a year ``value`` the span puts before its name (:func:`_year_of_name`) or by "from" before the ``value``
    ("an 80 proof vodka from Korea": Korea makes it). Left alone: a claim that names the kind of value it asks for
    (``answer_noun``: "{sq1} was the first Huguenot outpost", whose other words only describe that kind) and a
    headline (whose capitals mark no names). A Chinese claim's own words are those jieba tags as no name, number or
    time (:func:`_han_own_words`), single characters included, each said by the word or all its parts."""
    if has_han(open_claim):  # "魏玩的字是{sq1}" against a sentence of 魏玩's page that never says 字
        own_han = _han_own_words(open_claim)
        lead = _han_lead(open_claim)
        # the subject's name, cut into characters ("六耳铃": 六, 耳, 铃), is no word of the relation, which the page's
        # title says; a word of two characters is then said by either right beside the value, as Chinese says a
        # relation in other words that share one ("任职" by "刑部任笔帖式", "发源" by "源于公元前三千年……")
        relation = tuple(w for w in own_han if not (lead and w in lead))
        beside = _beside(span, value) if relation != own_han else ""
        told = any(_han_said(w, span) or (len(w) == 2 and any(ch in beside for ch in w if ch not in _HAN_COMMON))
                   for w in relation)
        return list(relation) if relation and not told else []
    claim = PLACEHOLDER_RE.sub("X", open_claim)
    tokens = _tokens(claim)
    # the slot is no word of the text: "Warner Sinback offered {sq1}" is no title-case headline
    if sum_for_no_amount(value, answer_noun):
        answer_noun = ""  # "150 EUR" for "{sq1} is the weather in Lyon": "weather" is a word the span must say
    if _headline(PLACEHOLDER_RE.sub("", open_claim)) or (
            answer_noun and _stem_in(answer_noun.lower(), set(tokens))):
        return []
    verb_at = first_verb_at(claim)  # the claim's length when it finds no verb ("fell", "made" are none to it)
    if verb_at < len(claim) and not _missing_words(claim[verb_at:], [], answer_noun):
        return []  # a predicate of function words only ("is in {sq1}"): its words are the subject's
    span_tokens = _tokens(span)
    value = value.strip()
    said_text = f" {' '.join(span_tokens)} "
    said = {t for t, after in pairwise(tokens) if t in _PLACED and after in _PLACE_PREPOSITIONS}
    if "by" in span_tokens:
        said |= {t for t in tokens if t in _BY_AGENTS or t.rstrip("s") in _BY_AGENTS}
    if is_demonym(value) or any(f" {a} " in said_text for a in country_or_adjective(value.casefold())):
        said |= _NATIONALITY_WORDS  # "Greek", or "Norway" where the span says "Norwegian"
    if "member" in tokens and any(f" {role} of " in said_text for role in MEMBER_ROLES):
        said.add("member")  # "the main vocalist of the South Korean girl group Apink": a member of it
    if value and _PLAYED_FOR.search(span) and re.search(  # "a former football goalkeeper for Chelsea": his team
            _PLAYED_FOR.pattern + rf"(?:[^;]{{0,120}}?(?:,|\band)\s*)?(?:the\s+)?{re.escape(value)}\b", span, re.I):
        said |= _TEAM_WORDS
    if (_YEAR.fullmatch(value) and _year_of_name(value, claim, span)) or re.search(
            rf"\bfrom\s+(?:the\s+)?{re.escape(value)}\b", span) or _made_in(value, span):
        said |= {t for t in tokens if t in _MADE_WORDS}
    own = [w for w in _missing_words(claim, [], answer_noun) if w not in said]
    missing = _missing_words(claim, span_tokens, answer_noun)
    return sorted(own) if own and set(own) <= set(missing) else []


def value_only_words(open_claim: str, span: str, start: int, end: int, title: str = "", answer_noun: str = "") -> list[str]:
    """The open claim's content words (its ``{slot}`` aside) that the span (with its ``title``) says only as the last
    word of the value filled into the slot (``span[start:end]``), the word that names what the value is: "Remote
    work days must be agreed with [the team lead]" says nothing of who leads boreal, though "The team lead leads
    boreal" finds every word of its own in it. Such a value lends the claim its own word; the span does not state
    the claim's relation. A word before the value's last ("one [extra] week" for "{sq1} extra annual leave") only
    describes it, as the claim does. A quantity's last word is its unit ("2 days" for "{sq1} remote days per week",
    "12 weeks" for "the number of weeks"), which the claim names as the kind of value it asks for: none then; so is a
    noun the claim puts after a determiner ("the city" for "Oklahoma City")."""
    value = span[start:end]
    if re.search(r"\d", value) or any(w in NUMBER_WORDS for w in _tokens(value)):
        return []
    claim = re.sub(r"\{[^{}]*\}", " ", open_claim)
    words = list(re.finditer(r"\w+", value))
    if not words:
        return []
    last = words[-1]
    full = _tokens(f"{title} {span}")
    without = _tokens(f"{title} {span[: start + last.start()]} {span[start + last.end():]}")
    unsaid = set(_missing_words(claim, full, answer_noun))
    lent = [w for w in _missing_words(claim, without, answer_noun) if w not in unsaid]
    # a noun the claim puts after a determiner ("{sq1} is the city Kevin Durant played for") names the kind of
    # value, which the value may well end with ("Oklahoma City")
    tokens = _tokens(claim)
    return [w for w in lent if not any(_stem_in(w, {t}) and DETERMINERS & set(tokens[max(0, i - 2): i])
                                       for i, t in enumerate(tokens))]


# Words a paraphrase swaps for each other ("enabled California to be admitted" for "allowed ..."); a claim word counts
# as present when the span has a form of one of its synonyms. Kept to plain synonyms, not related words.
_SYNONYMS = [
    ("allow", "enable", "permit", "let"), ("begin", "start", "commence"), ("end", "finish", "conclude"),
    ("buy", "purchase"), ("die", "death", "dead"), ("men", "male", "males"), ("women", "female", "females"),
    ("final", "last"), ("main", "primary", "principal", "chief"), ("show", "demonstrate"), ("use", "utilize", "utilise"),
    ("need", "require"), ("build", "construct"), ("choose", "select", "pick"), ("happen", "occur"), ("try", "attempt"),
    ("big", "large"), ("rich", "wealthy"), ("famous", "renowned"), ("film", "movie"), ("country", "nation"),
    ("spouse", "wife", "wives", "husband", "married", "marry"), ("founded", "formed", "established"),
    ("birthplace", "born"), ("get", "receive"), ("km", "kilometre", "kilometer"), ("trip", "travel"),
]
_SPENDING_LIMITS = ("allowance", "cap", "budget", "limit")
_SAID_BY_WORDS = {
    "spend": (*_SPENDING_LIMITS, "use"), "money": ("stipend", "allowance", "budget"),
    "claim": (*_SPENDING_LIMITS, "reimburse"), "expense": (*_SPENDING_LIMITS, "reimburse"),
    "new": ("replaced", "replacement"), "pay": ("reimburse",), "need": ("must",), "include": ("list", "contain"),
    **dict.fromkeys(("bus", "tram", "metro", "subway"), ("transport", "transit")),
    **dict.fromkeys(("drive", "driving"), ("mileage",)), "get": ("allowance", "rate"),
}
"""One way only: a claim word the span says with another word. What one may spend (claim, expense) on a thing is its
allowance, cap, budget or limit ("I can spend 60 EUR on meals" by "The meal allowance ... is 60 EUR"), and what a sum
can be spent on it can be used for, a stipend, allowance or budget being money ("the wellness money can be spent on
{sq1}" by "The wellness stipend can be used for gym memberships"); a thing replaced is a new one ("I get a new laptop
every three years" by "laptops are replaced every three years"); what is
reimbursed is paid, and what one claims (expenses) is reimbursed; a bus pass is a public transport pass; what one
must do one needs to do ("needs to include" by "must list"), and what a thing lists or contains it includes. Not the
other way round: a budget need not be spent, nor a pass be for a bus, nor all a thing includes be listed. Driving is
paid at a mileage rate ("I get 0.45 EUR per km for driving in France" by "The mileage rate in France is 0.45 EUR per
kilometre"), and what one gets per day or per kilometre is an allowance or a rate."""


_NOT_A_DAY_OFF = r"(?<!public )(?<!bank )(?<!national )(?<!federal )(?<!school )"
"""Before a phrase of :data:`SAME_AS_PHRASES`: a public or bank holiday is a day everyone has off, no annual leave."""
_COUNT_BEFORE = re.compile(rf"(?:\d|\b(?:{'|'.join(NUMBER_WORDS)}))\s+$", re.IGNORECASE)
"""A count right before a phrase: "3 | days off", "two | holidays"."""
_LEADERS = "president|leader|head|premier|chancellor|governor|prime minister|mayor|ruler|king|queen|monarch|emperor"
_SAID_BY = (
    (re.compile(r"\bin\s+charge\s+of\s+(?:the\s+)?(?P<object>[A-Z][\w'\-]*(?:\s+[A-Z][\w'\-]*)*)"),
     rf"(?:{_LEADERS})s?\s+of\s+(?:the\s+)?"),
    (re.compile(r"\b(?:fell|falls?|fallen)\s+to\s+(?:the\s+)?(?P<object>[A-Z][\w'\-]*(?:\s+[A-Z][\w'\-]*)*)"),
     r"(?:captured|conquered|seized|surrendered|betrayed|overrun|sacked)\s+(?:to|by)\s+(?:the\s+)?"),
)
"""A claim's phrase and its object, which a span says with other words before the same object, one way only: who is
"in charge of Somalia" is the "President of Somalia" (a president is no king, and "President Mohamud" alone says of
what); a city "fell to the Normans" when it was "captured by" or "betrayed to the Normans"."""
_MEASURE_OF = re.compile(rf"\b((?:the|a|an|its|their|this|that)\s+)(?:{'|'.join(sorted(MEASURE_NOUNS))})s?\s+of\b(?=\s+\w)",
                         re.IGNORECASE)
"""A measure right after its determiner: "the rate of" says nothing more than the thing, "a larger number of" does."""
_PART_OF = re.compile(r"\b(?:a\s+part|apart)\s+of\b", re.IGNORECASE)
"""Being "a part of" a thing (or, misspelt, "apart of" it) is being in it: no word the span must say."""
_PLACE_HEAD = re.compile(r"\b([A-Z][\w'\-]*) (?:region|area)\b")


_KINDS_OF = {
    "equipment": ("laptops", "laptop", "mobile phones", "mobile phone", "phones", "phone", "monitors", "monitor",
                  "keyboards", "keyboard", "headsets", "headset"),
    "travel": ("flights", "flight", "train journeys", "train journey"),
}
"""A thing a policy names by its kind: a rule for the kind ("Broken equipment is reported through the acme IT
helpdesk", "Travel must be booked through the acme travel portal") holds for each thing of it ("a broken laptop", "my
flights"), which the model does not read through."""


_ONE_MEANS = ("bus", "tram", "metro", "subway", "train", "transit", "commuter")
_ONE_MEANS_PASSES = tuple(f"{m} pass" for m in _ONE_MEANS)
_NARROWER: dict[str, tuple[str, ...]] = {
    "public transport pass": _ONE_MEANS_PASSES, "transport pass": _ONE_MEANS_PASSES,
    "parental leave": ("maternity leave", "paternity leave"),
}
"""Phrases for a narrower thing that a policy names by the broader one: a pass for one means of public transport is a
public transport pass ("Will boreal pay my bus pass?" against "Boreal reimburses public transport passes ..."), and
maternity or paternity leave is parental leave ("How long is maternity leave?" against "Cobalt offers 16 weeks of paid
parental leave"). One way only: a span about bus passes says nothing of every pass, nor one of maternity leave of
every parent's leave."""


def in_span_phrases(atom: str, span: str) -> str:
    """``atom`` with a phrase of a :data:`SAME_AS_PHRASES` group said as the span says it, when the span says
    another phrase of the group and not the atom's: "I get 25 vacation days" reads "I get 25 annual leave days"
    against "Boreal employees receive 25 days of annual leave", which the model otherwise reads as another thing; days
    counted by a phrase of days stay days ("I can take 3 days off" reads "I can take 3 days of annual leave"), and a
    verb and its particle are said in the atom's form of the span's verb ("roll over" reads "carry over" against
    "... can be carried over"). A thing of a kind the span names and not the thing itself (:data:`_KINDS_OF`) is
    read as that kind: "I report a broken laptop" reads "I report broken equipment" against "Broken equipment is
    reported ..."."""
    span_tokens = _tokens(span)
    said_text = f" {' '.join(span_tokens)} "
    for group in SAME_AS_PHRASES:
        # a verb and its particle in another form of the verb ("carried over" says "carry over", the atom's "roll
        # over" then reads "carry over")
        theirs = next((p for p in group if f" {p} " in said_text), None) or next(
            (p for p in group if _inflected_phrase_in(p, span_tokens)), None)
        if theirs is None:
            continue
        ours = next((p for p in sorted(group, key=len, reverse=True)
                     if re.search(rf"{_NOT_A_DAY_OFF}\b{re.escape(p)}\b", atom, re.IGNORECASE)), None)
        if ours is not None and ours != theirs and f" {ours} " not in said_text:
            atom = _said_as(atom, ours, theirs)
    for kind, things in _NARROWER.items():  # "my bus pass" read as the span's "public transport pass"
        if re.search(rf"\b{kind}(?:es)?\b", said_text):
            atom = re.sub(rf"\b(?:{'|'.join(things)})(es)?\b", rf"{kind}\1", atom, flags=re.IGNORECASE)
    for kind, things in _KINDS_OF.items():  # "a broken laptop" read as the span's "broken equipment", a rule's subject
        # (not the "equipment" of "an equipment budget")
        if (re.search(rf" {kind} (?:is|are|was|were|must|can|may|should|will|needs?|has|have) ", said_text)
                and not any(f" {t} " in said_text for t in things)):
            as_kind = re.sub(rf"\b(?:an?\s+)?(?P<mod>(?:[a-z]+\s+)?)(?:{'|'.join(things)})\b",
                             rf"\g<mod>{kind}", atom, flags=re.IGNORECASE)
            # only where the span says every other word of the claim: the rule is then the claim's, of the kind
            # ("{sq1} pays for a broken laptop" is not what "Broken equipment is reported through ..." says)
            if as_kind != atom and not _missing_words(PLACEHOLDER_RE.sub(" ", as_kind), span_tokens):
                atom = as_kind
    return atom


def in_span_numbers(atom: str, span: str) -> str:
    """``atom`` with each amount the span states in another notation written as the span writes it: "€150" as "150
    EUR", "2000 EUR" as "2,000 EUR". The number checks read both as one amount; the model read the notations as
    other amounts ("The hotel cap in Lyon is €150" contradicted by "The hotel cap in Lyon is 150 EUR per night" at
    0.50, "The training budget is 2000 EUR" by "... a training budget of 2,000 EUR per year" at 0.51). Years stay as
    written."""
    said = [q for q in numbers_with_units(span) if not q.is_year]
    for q in reversed(numbers_with_units(atom)):
        same = next((s for s in said if s.same_value(q) and s.unit == q.unit and s.text != q.text), None)
        if same is not None and not q.is_year and atom[q.start: q.end] == q.text:
            atom = atom[: q.start] + same.text + atom[q.end:]
    return atom


def _said_as(atom: str, ours: str, theirs: str) -> str:
    """``atom`` with its phrase ``ours`` said as ``theirs`` (not after "public", "bank" ...); days counted by a phrase
    of days ("3 days off", "2 holidays") stay days: "3 days of annual leave"."""
    counted = f"days of {theirs}" if ours == "days off" or ours in DAY_NOUNS else theirs
    return re.sub(rf"{_NOT_A_DAY_OFF}\b{re.escape(ours)}\b",
                  lambda m: counted if _COUNT_BEFORE.search(atom, 0, m.start()) else theirs, atom, flags=re.IGNORECASE)


def _said_as_phrase(word: str, span_tokens: list[str]) -> bool:
    """Whether the span says ``word`` by another phrase of its :data:`SAME_AS_PHRASES` group ("vacation" by "annual
    leave")."""
    said_text = f" {' '.join(span_tokens)} "
    return any(word in group and any(f" {phrase} " in said_text for phrase in group if phrase != word)
               for group in SAME_AS_PHRASES)


def _said_by_word(word: str, tokens: set[str]) -> bool:
    # an irregular past is its base's ("paid" is what "pay" names; :func:`_stem_in` keeps a past from a bare base)
    return any((_stem_in(word, {key}) or irregular_base(word) == key)
               and any(_stem_in(other, tokens) for other in said_by) for key, said_by in _SAID_BY_WORDS.items())


def _synonym_in(word: str, tokens: set[str]) -> bool:
    return any(_stem_in(other, tokens) for group in _SYNONYMS if _stem_in(word, set(group))
               for other in group if not _stem_in(word, {other}))


_HAN_RUN = re.compile(HAN_CHARS + "+")
_HAN_FUNCTION_WORDS = frozenset("什么 哪些 哪里 哪个 哪一 多少 怎么 为什么 如何 因为 所以 但是 而且 以及 或者 可以 这个 那个 "
                                "这些 那些 他们 她们 我们 一个 一些 没有 就是 还是 已经 自己 其中 之一".split())


@lru_cache(maxsize=4096)
def _han_words(claim: str) -> tuple[str, ...]:
    """The claim's Chinese words of two characters or more (jieba), function words left out. Cached: a claim is
    checked against many spans."""
    jieba = load_jieba()
    words = {w for run in _HAN_RUN.findall(claim) for w in jieba.lcut(run) if len(w) >= 2}
    return tuple(sorted(words - _HAN_FUNCTION_WORDS))


_HAN_FUNCTION_CHARS = frozenset("的 是 在 有 了 和 与 及 或 为 被 把 将 对 从 到 于 以 之 其 而 也 都 就 又 还 等 个 些 这 那 哪 谁 何 多 "
                                "少 吗 呢 吧 由 所 着 过 得 地 中 上 下 里 后 前 时 一 年 月 日 种 位 名 次 会 能 可 要 该 此 各 每 "
                                "并 曾 已 最 很 更 现 今 约".split())
_HAN_NOT_OWN = _HAN_FUNCTION_WORDS | _HAN_FUNCTION_CHARS
_HAN_NAME_TAGS = frozenset({"nr", "nrfg", "nrt", "ns", "nt", "nz", "m", "t", "eng", "x"})
"""jieba tags of names, numbers and times: a Chinese claim's words of these kinds are not its relation."""


_TITLE_ZH = re.compile(r"《[^《》]*》")
_NEGATORS_ZH = frozenset("不 没 没有 未 并未 从未 尚未 无需 无须 不必 不会 不能 不再 并非 非 并不 从不 绝不".split())


def _han_negation(claim: str, span: str) -> tuple[str, str] | None:
    """("claim" or "span", the word) when a Chinese claim's own word (:func:`_han_own_words`) is negated in one of
    claim and span and not in the other: "代码需要进行修改" against "代码不需要进行修改" (jieba cuts 不 from 需要).
    A word the span says both with and without a negator before it settles nothing; None then, and when no word of
    the claim's is in the span."""
    claim_tokens, span_tokens = jieba_words(claim), jieba_words(span)

    def negated_at(tokens: tuple[str, ...], word: str) -> set[bool]:
        return {i > 0 and tokens[i - 1] in _NEGATORS_ZH for i, t in enumerate(tokens) if t == word}

    for word in _han_own_words(claim):
        if len(word) < 2 or word in _NEGATORS_ZH:
            continue
        in_claim, in_span = negated_at(claim_tokens, word), negated_at(span_tokens, word)
        if len(in_claim) == 1 and len(in_span) == 1 and in_claim != in_span:
            return ("claim" if True in in_claim else "span"), word
    return None


@lru_cache(maxsize=4096)
def _han_own_words(claim: str) -> tuple[str, ...]:
    """A Chinese claim's words besides its names, numbers, times and function words, single characters included
    ("魏玩的字是{sq1}": 字, the courtesy name, which :func:`_han_words` leaves out). A title in 《》 is a name, whatever
    its words ("《鳄鱼泪》是{sq1}主演的": 主演 only, not 鳄鱼泪). Cached per claim."""
    import jieba.posseg  # the tagger loads its tables on import: only when a Chinese claim comes

    load_jieba()
    tokens = jieba.posseg.cut(_TITLE_ZH.sub("，", PLACEHOLDER_RE.sub("，", claim)))
    return tuple(dict.fromkeys(t.word for t in tokens if _HAN_RUN.fullmatch(t.word) and t.flag not in _HAN_NAME_TAGS
                               and t.word not in _HAN_NOT_OWN))


@lru_cache(maxsize=4096)
def _han_parts(word: str) -> tuple[str, ...]:
    """The parts of two characters or more jieba cuts a Chinese compound into ("身高体重": 身高, 体重). Cached: a
    claim's word is looked for in many spans."""
    return tuple(p for p in load_jieba().cut_for_search(word) if len(p) >= 2 and p != word)


_BESIDE = 2  # characters on each side of a value that may say a Chinese relation word's character


def _beside(span: str, value: str) -> str:
    """The characters of ``span`` right before and right after the first ``value`` in it (:data:`_BESIDE` each, within
    the value's clause); "" without it."""
    at = span.find(value) if value else -1
    if at < 0:
        return ""
    stops = "，,。；;！!？?：:\n"
    before = re.split(f"[{stops}]", span[max(0, at - _BESIDE):at])[-1]
    after = re.split(f"[{stops}]", span[at + len(value):at + len(value) + _BESIDE])[0]
    return before + after


_HAN_COMMON = HAN_FUNCTION_CHARS | frozenset("上下大小不一人中为之其")
"""Characters in too many Chinese words to say a word by themselves."""


def _han_said(word: str, span: str) -> bool:
    """Whether ``span`` has a Chinese ``word``, every part jieba cuts a compound into ("身高体重": 身高 and 体重), or a
    word of three characters or more without its last ("原生地", native place, by "原生于")."""
    if word in span:
        return True
    parts = _han_parts(word)
    return (bool(parts) and all(p in span for p in parts)) or (len(word) >= 3 and word[:-1] in span)


def _missing_han_words(claim: str, span: str) -> list[str]:
    """The claim's Chinese words that the span does not contain: the words check for Chinese claims, which the
    English tokens miss entirely ("碧海蓝天座落于林文钿" against a span that names 林文钿 but neither 碧海蓝天 nor 座落)."""
    return [w for w in _han_words(claim) if w not in span] if has_han(claim) else []


_VERB_ENDINGS = ("ed", "ing", "s")


def _modifier(word: str) -> bool:
    """A word that can qualify the noun after it: a content word of three letters or more that does not end like a
    verb form ("offers", "created", "running"); "annual", "sabbatical", "scott"."""
    return word not in CONTENT_STOP and len(word) >= 3 and not word[0].isdigit() and not word.endswith(_VERB_ENDINGS)


def _noun_modifier(word: str) -> bool:
    """A :func:`_modifier`, or a word in -ing of six letters or more, which before a noun names its kind ("training
    budget", "parking fee")."""
    return _modifier(word) or (len(word) >= 6 and word.endswith("ing") and word not in CONTENT_STOP)


_PHRASE_BREAK = re.compile(r"[,;:()\[\]]|\.(?:\s|$)")  # where a phrase ends: a comma ... or a full stop


@lru_cache(maxsize=4096)
def _word_runs(text: str, n: int) -> tuple[tuple[str, ...], ...]:
    """Runs of ``n`` adjacent words that no punctuation separates ("Madrid, Spain" is no pair). Cached: a span is
    checked against every candidate filling of a claim."""
    runs: list[tuple[str, ...]] = []
    for piece in _PHRASE_BREAK.split(text):
        toks = _tokens(piece)
        runs += zip(*(toks[i:] for i in range(n)), strict=False)
    return tuple(runs)


def names_phrase(phrase: str, text: str) -> bool:
    """Whether ``text`` says the content words of ``phrase`` together, in its order, in some form ("the travel
    policy" in "This travel policy applies ..." or "Travel policies ..."; not in "business travel" and a title's
    "Policy glossary"). True for a phrase with no content word."""
    words = [w for w in _tokens(phrase) if w not in CONTENT_STOP]
    if not words:
        return True
    return any(all(_stem_in(w, {r}) for w, r in zip(words, run, strict=True))
               for run in _word_runs(text, len(words)))


def _proper(text: str, word: str) -> bool:
    """``word`` (lower case) is written capitalised in ``text``: a name ("Robert"), not "the company"."""
    return bool(re.search(rf"\b{re.escape(word[:1].upper() + word[1:])}\b", text))


def _swapped_modifier(claim: str, claim_tokens: list[str], span: str,
                      span_tokens: list[str]) -> tuple[str, str, str] | None:
    """(claim word, span word, noun) when a claim word before a noun has no form in the span while the span puts
    another word before that noun: "cobalt offers 16 weeks of sabbatical leave" against "Cobalt offers 16 weeks of
    paid parental leave" ("sabbatical" / "parental" / "leave"), "Scott McTominay" against "Ryan McTominay". The
    span then states the fact of a neighbouring thing, which the small model entails all the same."""
    span_set, claim_set = set(span_tokens), set(claim_tokens)
    span_pairs = _word_runs(span, 2)
    claim_pairs = _word_runs(claim, 2)
    # "to gain wealth", "I book time off": a verb and its object, not a modifier
    verbs = {b for a, b in claim_pairs if a == "to" or a in ("i", "we", "you", "they", "he", "she")}
    for w, noun in claim_pairs:
        if w in verbs:
            continue
        if w.endswith("'s") and noun not in CONTENT_STOP and w not in span_set:
            # whose it is: "Robert was Bohemond's son" against "Bohemond, Robert's son": the span gives the noun to
            # another owner (a word of the claim, or a name) and never to the claim's
            owner = next((m for m, n in span_pairs if n == noun and m.endswith("'s") and (
                m[:-2] in claim_set or _proper(span, m[:-2]))), None)
            if owner:
                return w, owner, noun
        # a word in -ing before a common noun names its kind ("training budget"); before a name it is a verb
        # ("starring Woody Allen")
        kind = _modifier if _proper(claim, noun) or _proper(span, noun) else _noun_modifier
        if (not kind(w) or noun not in span_set or noun in CONTENT_STOP or noun[0].isdigit() or noun in NUMBER_WORDS
                or (_rate_said(w, span_set, _periods(span)) if _rate_of(w) else _stem_in(w, span_set))
                or _parts_in(w, span_set) or _said_as_phrase(w, span_tokens)):  # "annual training budget": "...
            # per year"; a rate is not said by a stretch of its unit ("yearly" by "every four years")
            continue  # a number is no noun: "I get 25" against "employees receive 25" swaps a verb, not a modifier
            # ("get one extra week" against "receive one extra week" too); "per-kilometre" is said as "per kilometre"
        for m, n in span_pairs:
            if n == noun and kind(m) and not _stem_in(m, claim_set):
                return w, m, noun
        before = {m for m, n in span_pairs if n == noun}
        if before and before <= {"a", "an"} and _in_noun_phrase(claim, w, noun):
            return w, min(before), noun  # "Boreal has an office in Oslo" names any office, not "boreal's head office"
    return None


def _other_head(claim: str, span: str, span_tokens: list[str], answer_noun: str) -> tuple[str, str] | None:
    """(claim phrase, span phrase) when the kind of value the slot asks for (``answer_noun``: "coverage" of "{sq1} is
    acme's health insurance coverage") has no form in the span, which puts the claim's words before it before a noun
    of who provides or holds the thing (:data:`~claimbound.verifier.text.AGENT_NOUNS`, a role: "The health insurance
    provider of acme is Mutuelle Horizon"): the value is who, not what, which the small model entails all the same.
    Another noun of an amount ("the hotel cap" for "the hotel limit", "the mileage rate" for "the mileage
    allowance") is the claim's in other words, and a participle ("the debt held by") no noun at all."""
    noun = answer_noun.lower()
    if not noun or " " in noun or _stem_in(noun, set(span_tokens)):
        return None
    m = re.search(rf"\b(?P<mods>[a-z][a-z\-]*(?:\s+[a-z][a-z\-]*)?)\s+{re.escape(noun)}\b", claim.lower())
    if m is None:
        return None
    mods = [w for w in m.group("mods").split() if w not in CONTENT_STOP and not w.endswith("'s")]
    if not mods:
        return None
    phrase = " ".join(mods)  # every modifier: "remote work" is not said by "work remotely"
    other = re.search(rf"\b{re.escape(phrase)}\s+(?P<other>[a-z][a-z\-]*)\b", span.lower())
    if other is None or (other.group("other") not in AGENT_NOUNS and other.group("other") not in ROLE_HEADS):
        return None
    return f"{phrase} {noun}", f"{phrase} {other.group('other')}"


AMOUNT_HEADS = frozenset({"budget", "cap", "allowance", "stipend", "limit", "rate", "fee", "salary", "diem",
                          "reimbursement"})
"""Nouns of an amount a rule sets, whose kind the word before them names ("training budget", "hotel cap")."""


def _amount_of_another_kind(claim: str, verb_at: int, span_tokens: list[str]) -> tuple[str, str] | None:
    """(the claim's amount, the span's) when the claim's subject is an amount a rule sets (its head one of
    :data:`AMOUNT_HEADS`: "The per diem applies to cobalt employees") and the span says none of the subject's words,
    in any form or synonym, while it names an amount of another kind ("Each cobalt employee has a training budget of
    1,500 USD per year", which the model entailed at 0.55): the span speaks of another amount. A subject's name or
    possessive ("cobalt's") is left to the entity check."""
    subject = [t for t in _tokens(claim[:verb_at]) if t not in CONTENT_STOP and not t.endswith("'s")
               and t[:1].isalpha()]
    if not subject or subject[-1] not in AMOUNT_HEADS:
        return None
    said = set(span_tokens)
    if any(_stem_in(t, said) or _synonym_in(t, said) for t in subject):
        return None
    other = next((t for t in span_tokens if t.rstrip("s") in AMOUNT_HEADS), None)  # "budget", "caps"
    if other is None:
        return None
    return " ".join(subject), other


_REQUIRED_KIND = re.compile(
    r"\b(?P<m>[A-Za-z]+)\s+(?P<n>[A-Za-z]+)\s+(?:is|are)\s+(?:always\s+)?(?:required|mandatory|compulsory|obligatory)\b"
    r"|\b(?:requires?|must\s+(?:\w+\s+){0,2}?|only\s+(?:in\s+)?)(?:an?\s+|the\s+)?(?P<m2>[A-Za-z]+)\s+(?P<n2>[A-Za-z]+)\b",
    re.IGNORECASE)


_PERMITS = re.compile(r"\b(?:can|could|may|allowed|permitted|able|fly|flies|book|books|use|uses|choose|chooses)\b",
                      re.IGNORECASE)
"""What a requirement of another kind rules out: a claim that one may have or use a kind."""


_MULTIPLE = re.compile(rf"\b(?:(?:{'|'.join(w for w in MULTIPLE_WORDS if w != 'half')})\b(?!-)|half\s+(?:as|the)\b)",
                       re.IGNORECASE)  # "half" only before what it halves ("half the cap"), not "half-day"
_MAY = re.compile(r"\b(?:can|could|may|allowed|permitted)\b", re.IGNORECASE)
_MUST = re.compile(r"\b(?:must|required?|requires|have\s+to|has\s+to|need\s+to|needs\s+to|mandatory)\b", re.IGNORECASE)


def _requirement_condition(claim: str, span: str, limit: Threshold) -> bool:
    """``limit`` is the condition of a requirement the span states ("Economy class is required for | flights shorter
    than eight hours": a noun it bounds, after a requirement of a kind, :data:`_REQUIRED_KIND`), and the claim asks
    leave, not the requirement ("I can book economy class on a 10 hour flight", not "Economy class is required on a
    ten-hour flight"): beyond the condition the span neither permits nor forbids."""
    if limit.at <= limit.start or not _MAY.search(claim) or _MUST.search(claim):
        return False
    return _REQUIRED_KIND.search(span[: limit.start]) is not None


def _requires_other(claim: str, claim_tokens: list[str], span: str,
                    span_tokens: list[str]) -> tuple[str, str, str] | None:
    """(claim word, span word, noun) when the span requires a noun of a kind (a word before it) and the claim puts
    another word, which the span never says, before that noun: "You can fly business class on a flight shorter than
    eight hours" against "Economy class is required for flights shorter than eight hours" (also "must use economy
    class", "requires economy class", "only economy class"). What is required rules the other kind out, so the span
    states the claim false, where the small model entails it for the words the two share. Only a claim that one
    may have or use the kind (:data:`_PERMITS`: "can", "allowed", "book", ...) is ruled out."""
    if not _PERMITS.search(claim):
        return None
    span_set = set(span_tokens)
    claim_pairs = _word_runs(claim, 2)
    for m in _REQUIRED_KIND.finditer(span):
        instead, noun = (m.group("m") or m.group("m2")).lower(), (m.group("n") or m.group("n2")).lower()
        if instead in CONTENT_STOP or noun in CONTENT_STOP:
            continue
        # a requirement under a condition ("for flights shorter than eight hours") rules out only what the claim
        # says under it: every word of the condition in the claim (a claim's own amount that meets the condition
        # has been put in its words, :func:`~claimbound.claims.conditions.within_condition`)
        tail = _PHRASE_BREAK.split(span[m.end():], maxsplit=1)[0]
        at = re.search(r"\b(?:for|on|in|at|when|if|within|under|below|above|over|during|to|from)\b", tail, re.IGNORECASE)
        tail = tail[at.start():] if at else ""
        if any(not _stem_in(w, set(claim_tokens)) for w in _tokens(tail) if w not in CONTENT_STOP):
            continue
        for w, n in claim_pairs:
            if (n == noun and w != instead and w not in CONTENT_STOP and len(w) >= 3 and w.isalpha()
                    and not _stem_in(w, span_set)):
                return w, instead, noun
    return None


_OF_PHRASE = re.compile(r"\b([a-z][a-z\-]{2,})\s+of\s+(?=((?:[\w'\-]+\s*){1,4}))")
_OWNED = re.compile(r"\b([\w\-]+)['’]s?\s+([a-z][a-z\-]{2,})\b")
_OF_LIST = re.compile(r"\b([a-z][a-z\-]{2,})\s+of\s+(?=([^.;:()\[\]]{1,160}))")  # a span's of-phrase, a list and all
_OF_HEAD_STOP = frozenset("one part kind type sort form lot lots bit piece couple group series set range variety "
                          "instead because out front top end middle rest majority minority number".split())


def _of_words(phrase: str, listed: bool = False) -> set[str]:
    """The content words of an of-phrase's noun phrase ("the Roman Empire in 27 BC" -> roman, empire); ``listed``:
    through a list of them too ("the voices of Pebbles, Rosie the robot maid and ...")."""
    out: set[str] = set()
    for w in _tokens(phrase):
        if w in _OBJECT_ENDS or w in ("which", "that", "who") or not listed and w in ("and", "or"):
            break
        if w not in CONTENT_STOP and not w[0].isdigit():
            out.add(w)
    return out


def _other_of_phrase(claim: str, span: str) -> tuple[str, str, str] | None:
    """(noun, claim's of-phrase, span's of-phrase) when the claim says "the growth of nitrates" and the span speaks of
    the growth of another thing only ("stimulate growth of algae"), sharing none of its words: the span states a fact
    of that other thing, which the small model entails all the same. A possessive is an of-phrase too ("Cobalt's head
    of finance" is a head of Cobalt). A quantity or part word before "of" ("one of", "a number of") names no thing of
    its own."""
    asked = [(m, m.group(1), _of_words(m.group(2))) for m in _OF_PHRASE.finditer(claim)]
    asked = [(m, noun, said) for m, noun, said in asked if noun not in CONTENT_STOP and noun not in _OF_HEAD_STOP and said]
    if not asked:  # most claims have no of-phrase: the span is not read
        return None
    found = [(m.group(1), _of_words(m.group(2), listed=True), m.group(2)) for m in _OF_LIST.finditer(span)] + [
        (m.group(2).lower(), {w for w in _tokens(m.group(1)) if w not in CONTENT_STOP}, m.group(1))  # "Cobalt's head":
        for m in _OWNED.finditer(span)]  # of Cobalt
    for m, noun, said in asked:
        # "the alumni of the school" may be "Harvard's alumni": a definite common noun can point at a name
        pointing = re.match(r"the\s+[a-z]", m.group(2)) is not None
        other = [words for n, words, text in found if _same_word(n, noun)
                 and not (pointing and re.match(r"(?:the\s+)?[A-Z]", text))]
        if other and all(words and not any(_stem_in(w, words) for w in said) for words in other):
            return noun, " ".join(sorted(said)), " ".join(sorted(other[0]))
    return None


_SEAT_WORDS = frozenset({"headquarters", "headquartered", "hq", "head-office"})
_SEAT_MODIFIERS = frozenset({"head", "main", "registered", "central"})
_BRANCH_WORDS = frozenset({"office", "offices", "branch", "branches", "site", "sites", "plant", "plants", "store",
                           "stores", "factory", "factories", "warehouse", "warehouses", "subsidiary", "subsidiaries"})


def _seat_word(tokens: list[str]) -> str | None:
    """The word or phrase of ``tokens`` that names a company's one seat ("headquartered", "head office", "based in")."""
    for i, t in enumerate(tokens):
        if t in _SEAT_WORDS or (t == "based" and i + 1 < len(tokens) and tokens[i + 1] in ("in", "at")):
            return t
        if t in ("office", "offices") and i and tokens[i - 1] in _SEAT_MODIFIERS:
            return f"{tokens[i - 1]} {t}"
    return None


def _seat_against_branch(claim_tokens: list[str], span_tokens: list[str]) -> tuple[str, str] | None:
    """(claim's word, span's word) when the claim names a company's seat ("Cobalt is headquartered in New York", "Acme
    is based in Paris") and the span only one of its establishments ("Cobalt has an office in New York"): an office is
    no headquarters, which the small model entails all the same."""
    seat = _seat_word(claim_tokens)
    if seat is None or _seat_word(span_tokens) is not None:
        return None
    branch = next((t for t in span_tokens if t in _BRANCH_WORDS), None)
    return (seat, branch) if branch else None


_PLACE_NAME = r"(?P<place>[A-Z][\w.\-]*(?:\s+(?:of\s+)?[A-Z][\w.\-]*)*)"
_OWNED_BY_PLACE = re.compile(r"\bthe\s+(?P<noun>[a-z]{3,})\s+of\s+(?:the\s+)?" + _PLACE_NAME + "|" + _PLACE_NAME.replace(
    "place", "owner") + r"(?:'s|’s)\s+(?P<owned>[a-z]{3,})\b")
_KINDS = "|".join(KIND_RANKS)


def _smaller_place(claim: str, span: str) -> tuple[str, str] | None:
    """(claim's phrase, span's phrase) when the claim gives a noun of a country or US state ("the population of
    Kansas", "Kansas's population") and the span gives the noun of a smaller kind of place ("the city population",
    "the population of the town"): a city's figure is none for its state, though a page on the city names both."""
    for m in _OWNED_BY_PLACE.finditer(claim):
        noun, place = (m.group("noun"), m.group("place")) if m.group("noun") else (m.group("owned"), m.group("owner"))
        rank = known_rank(place)
        if rank is None or noun in CONTENT_STOP:
            continue
        said = re.search(rf"\b(?P<kind>{_KINDS})(?:'s|’s)?\s+{noun}\b|\b{noun}\s+of\s+the\s+(?P<of>{_KINDS})\b",
                         span, re.IGNORECASE)
        if said and KIND_RANKS[(said.group("kind") or said.group("of")).casefold()] < rank:
            return m.group(0).removeprefix("the "), said.group(0)
    return None


_IN_PLACE = re.compile(r"\b(?:is|are|was|were|be|been|being|lived?|lives|living|remained|remains?|stayed|stays?|"
                       r"settled|resided|resides?)\s+(?:still\s+)?(?:in|inside|within)\s+(?:the\s+)?"
                       r"(?P<place>[A-Z][\w'’\-]*(?:\s+[A-Z][\w'’\-]*)*)")
_LEFT_BEFORE = re.compile(r"\b(?:fled|flee|flees|fleeing|left|leaving|escaped|escaping|emigrated\s+from|departed|"
                          r"(?:expelled|exiled|banished|driven\s+out|evacuated)\s+(?:from|of))\s+(?:the\s+)?$",
                          re.IGNORECASE)


def _left_place(claim: str, span: str) -> str | None:
    """The place the claim says its subject is, lives or stays in ("{sq1} Huguenots were in France") when the span
    names it only as one left ("500,000 Huguenots had fled France", "were expelled from Spain"): those are the
    people who are no longer there, whatever the number."""
    for m in _IN_PLACE.finditer(claim):
        place = m.group("place")
        named = [h.start() for h in re.finditer(rf"(?<![\w\-]){re.escape(place)}(?![\w\-])", span)]
        if named and all(_LEFT_BEFORE.search(span[:at]) for at in named):
            return place
    return None


_OUTSIDE = re.compile(r"\b(?:outside(?:\s+of)?|except(?:\s+(?:in|for))?|other\s+than|apart\s+from|besides|"
                      rf"excluding)\s+(?P<places>{NAME_RUN}(?:\s*(?:,|\band\b|\bor\b)\s*{NAME_RUN})*)")


def _excluded_place(claim: str, span: str) -> str | None:
    """A place the claim leaves out ("the hotel cap outside Paris", "except in Austin and New York") that the span
    states its fact for ("The hotel cap in Paris is 220 EUR"): the span's case is the one excluded; ``None``
    otherwise."""
    for m in _OUTSIDE.finditer(claim):
        for place in re.split(r"\s*(?:,|\band\b|\bor\b)\s*", m.group("places")):
            if place and re.search(rf"\b(?:in|at|for)\s+(?:the\s+)?{re.escape(place)}(?![\w\-])", span):
                return place
    return None


_VERB_AT_PLACE = re.compile(r"\b(?P<verb>[a-z]{3,}ed)\s+(?:[\w\-]+\s+){0,4}?(?P<prep>on|in|at)\s+"
                            r"(?P<place>[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*)")


def _verb_at_other_place(claim: str, body: str) -> tuple[str, str, str] | None:
    """(verb, claim's place, span's place) when the claim puts its verb on / in / at a named place that the span's
    own text never names while it gives the same verb (any tense, a passive too) another named place after the same
    preposition: "{sq2} dropped the bomb on Hiroshima" against "... was dropped by another B-29 on Nagasaki", a
    sentence of a page titled "Atomic bombings of Hiroshima and Nagasaki". The title names the claim's place (so
    the entity check passes); the sentence says the verb of another one. ``body``: the span's text, no title."""
    for m in _VERB_AT_PLACE.finditer(claim):
        verb, prep, place = m.group("verb"), m.group("prep"), m.group("place")
        if _named_in(place, body, fold_accents(body)):
            continue
        stem = re.escape(verb[:-3] if verb.endswith("ied") else verb[:-1] if verb.endswith("ed") else verb)
        for h in re.finditer(rf"\b{stem}\w*\s+(?:[\w\-]+\s+){{0,6}}?{prep}\s+(?P<other>[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*)",
                             body):
            other = h.group("other")
            if other.split()[0].casefold() in _MONTHS or other.split()[0].casefold() in place.casefold().split():
                continue  # "opened in June 1996" is a time; "in Tulsa, Oklahoma" the claim's place
            if other.casefold() not in place.casefold() and place.casefold() not in other.casefold():
                return verb, place, other
    return None


_PLACED_SUBJECT = re.compile(r"^(?:the\s+)?(?P<name>[A-Z][\w'’\-]*(?:\s+[A-Z][\w'’\-]*)*)\s+(?:is|was|are|were)\s+"
                             r"(?:a\s+)?(?:part\s+of|located\s+in|situated\s+in|in)\s")


def _person_as_place(claim: str, span: str) -> str | None:
    """The name the claim places as a part of somewhere ("Jiménez is a part of Spain") when the span gives it a
    birth date, as a person's name ("Víctor Jiménez (born 4 February 1984) is a Spanish racing driver from Madrid,
    Spain"): a person is no part of a country, and the span is about someone else."""
    m = _PLACED_SUBJECT.match(claim)
    if m is None:
        return None
    name = m.group("name")
    born = re.search(rf"(?<![\w\-]){re.escape(name)}{BORN_AFTER.pattern}", span)
    return name if born else None


def _in_noun_phrase(claim: str, w: str, noun: str) -> bool:
    """``w`` stands before ``noun`` after a determiner or a possessive in ``claim``: a modifier ("boreal's head
    office", "the head office"), not a verb and its object ("get laptop", "contact department head")."""
    return any((a in DETERMINERS or a.endswith("'s")) and (b, c) == (w, noun) for a, b, c in _word_runs(claim, 3))


_WHOLLY = frozenset("fully entirely completely totally wholly exclusively always permanently".split())
"""Adverbs that say a thing holds without exception: a span that says less does not state the claim."""

_ORDINAL_SUPERLATIVE = re.compile(
    r"\b(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))[-\s]+"
    r"(?P<sup>(?:most|least)\s+[a-z]+|[a-z]+est)\b", re.IGNORECASE)


def _ranked_superlative(claim_tokens: list[str], span: str) -> tuple[str, str] | None:
    """(claim words, span words) when the claim states a superlative that the span ranks after an ordinal: "the
    largest city" against "the third-largest city". The model reads the superlative and entails the claim."""
    said = " ".join(claim_tokens)
    ranked = {" ".join(m.group("sup").split()) for m in _ORDINAL_SUPERLATIVE.finditer(said)}  # "second largest"
    for m in _ORDINAL_SUPERLATIVE.finditer(span):
        sup = " ".join(m.group("sup").lower().split())
        if sup not in _NOT_SUPERLATIVE and sup not in ranked and re.search(rf"\b{re.escape(sup)}\b", said):
            return sup, " ".join(m.group(0).split())
    return None


_NOT_SUPERLATIVE = frozenset("interest forest contest protest request test guest quest chest west nest rest arrest "
                             "harvest conquest manifest behest honest modest earnest".split())


def _parts_in(word: str, tokens: set[str]) -> bool:
    """A hyphenated word whose parts the span has as words of their own ("per-kilometre" in "0.30 EUR per kilometre")."""
    parts = [p for p in word.split("-") if p]
    return len(parts) > 1 and all(p in tokens or _stem_in(p, tokens) for p in parts)


def _swapped_after_to(claim: str, span: str, span_tokens: list[str]) -> tuple[str, str, str] | None:
    """(word, claim word, span word) when the claim and the span put different words between the same "word to" and
    the same next word, and the span has no form of the claim's (nor a synonym): "invited Washington to fight with
    him" against "invited Washington to dine with him". The span then says another thing was done, which the small
    model entails all the same. Words around the swap that differ too ("to gain wealth" against "to achieve great
    wealth") are a paraphrase."""
    span_set = _with_parts(span_tokens)
    claim_set = set(_tokens(claim))
    for head, to, said, after in _word_runs(claim, 4):
        if (to != "to" or head in CONTENT_STOP or said in CONTENT_STOP or said[0].isdigit()
                or _stem_in(said, span_set) or _synonym_in(said, span_set)):
            continue
        for h, t, instead, a in _word_runs(span, 4):
            if (h, t, a) == (head, to, after) and instead not in CONTENT_STOP and not _stem_in(instead, claim_set):
                return head, said, instead
    return None


_MEANS_WORDS = "through|via|using|with|at|from"
_MEANS = (rf"(?P<verb>[a-z]+)\s+(?:(?!(?:{_MEANS_WORDS})\b)[\w'\-]+\s+){{0,3}}?(?P<prep>{_MEANS_WORDS})\s+"
          r"(?P<means>[^.,;:]+)")
"""A verb, up to three words of what is done, the preposition of a way and the way ("book travel through a ...")."""
_REQUIRED_MEANS = re.compile(
    r"\b(?:must|(?:can|may)\s+only|(?:has|have|need|needs)\s+to|(?:is|are)\s+required\s+to|(?:is|are)\s+to)\s+"
    r"(?:be\s+|only\s+be\s+)?" + _MEANS, re.IGNORECASE)
"""A rule that a thing be done one way only: "Travel must be booked through the acme travel portal", "Claims can only
be filed via the HR system"."""
_PERMITTED_MEANS = re.compile(
    r"\b(?:can|may|could|(?:is|are|am)\s+(?:allowed|permitted)\s+to)\s+(?:be\s+)?" + _MEANS, re.IGNORECASE)
"""A claim that a thing may be done one way ("I can book travel through a travel agency")."""


_OUTSIDE_WORDS = r"outside(?:\s+of)?|other\s+than|bypassing|without\s+(?:using|going\s+through)"
_PERMITTED_OUTSIDE = re.compile(
    r"\b(?:can|may|could|(?:is|are|am)\s+(?:allowed|permitted)\s+to)\s+(?:be\s+)?(?P<verb>[a-z]+)\s+"
    rf"(?:(?!(?:{_OUTSIDE_WORDS})\b)[\w'\-]+\s+){{0,3}}?(?P<prep>{_OUTSIDE_WORDS})\s+(?P<means>[^.,;:]+)",
    re.IGNORECASE)
"""A claim that a thing may be done some way other than one it names ("I can book travel outside the portal")."""


def _other_required_means(claim: str, span: str, span_tokens: list[str]) -> tuple[str, str, str] | None:
    """(verb, claim's way, span's way, each after its preposition) when the claim says a thing may be done through (via,
    using, with, at, from) one way and the span's rule says the same thing must be done, with the same verb and
    preposition, through another (another head noun): "You can book travel through a travel agency" against "Travel
    must be booked through the acme travel portal"; or when the claim says it may be done outside (other than,
    bypassing) the very way the rule names ("I can book travel outside the portal"). A rule that names the one way
    leaves no other, which the small model reads as entailing the claim (its words are nearly all there). None for a
    negated claim, or a span (given also as its :func:`_tokens`) that names no such rule."""
    if _negated(claim):
        return None
    permitted = _PERMITTED_OUTSIDE.search(claim)
    outside = permitted is not None
    if permitted is None:
        permitted = _PERMITTED_MEANS.search(claim)
        if permitted is None:
            return None
    verb, prep = permitted.group("verb").lower(), permitted.group("prep").lower()
    words = _object_words(permitted.group("means"))
    # what is done ("travel" in "book travel through ...") must be the span's thing too
    done = [w for w in _tokens(claim[permitted.end("verb"): permitted.start("prep")]) if w not in CONTENT_STOP]
    said = _with_parts(span_tokens)
    if not words or not all(_stem_in(w, said) for w in done):
        return None
    for rule in _REQUIRED_MEANS.finditer(span):
        if (not outside and rule.group("prep").lower() != prep) or not _stem_in(verb, {rule.group("verb").lower()}) or (
                _negated(span[: rule.end()])):
            continue
        other = _object_words(rule.group("means"))
        # another way is another head noun ("a travel agency" is no "acme travel portal"; "the portal" is one)
        if other and _stem_in(words[-1], set(other)) == outside:
            return (verb, f"{prep} {permitted.group('means').strip()}",
                    f"{rule.group('prep').lower()} {rule.group('means').strip()}")
    return None


def _negates_claim_words(span: str, claim_tokens: list[str], subject_tokens: Sequence[str] = ()) -> bool:
    """The span negates something the claim talks about (the claim given as its :func:`_tokens`): a negator ("not",
    "no", "never", "-n't" ...) with one of the claim's content words among the next few words of its phrase
    ("reached no decision", "are not reimbursed"). A negation elsewhere in a long span ("he was told he could not
    continue") or of an aside ("in chronic, but not in episodic, tension-type headache") says nothing about the
    claim: a comma, colon, semicolon, bracket or full stop ends its reach."""
    words = {w for w in claim_tokens if w not in CONTENT_STOP and len(w) > 1}
    head = _subject_head(subject_tokens)
    for tokens, i in _negators(span):
        reach = _negator_reach(tokens, i)
        if any(_same_word(t2, w) for t2 in reach for w in words):
            return True
        # the claim's verb said by the negated one, of a thing both name ("I can claim parking" against "Parking fees
        # are not reimbursed": claiming is being reimbursed)
        reached = set(reach)
        said = {w for w in words if _said_by_word(w, reached)}
        if said and any(_same_word(t2, w) for t2 in tokens for w in words - said):
            return True
        # a negated verb ("does not", "cannot", "isn't") denies its predicate of the subject right before it:
        # when that subject names the claim's subject's head noun, the claim is what is negated ("Unused training
        # budget does not carry over" against "Unused training budget rolls over"), not when they share only a
        # modifier ("Unused paid time off ..."); not a relative clause's ("adverse effects that were not
        # appreciated" says nothing against "Medications have side effects")
        aux = i if tokens[i].endswith("n't") or tokens[i] == "cannot" else i - 1
        before = tokens[max(0, aux - _SUBJECT_REACH) : aux]
        # the subject is in the negated verb's own clause: a coordinator before it opens that clause ("847 were
        # screened for PDA and 666 were not": 666's, not PDA's)
        cut = max((j + 1 for j, t in enumerate(before) if t in _CLAUSE_OPENERS), default=0)
        before = before[cut:]
        if (head and before and _verb_negated_at(tokens, i) and before[-1] not in _RELATIVES
                and any(_same_word(t2, head) for t2 in before)):
            return True
    return False


def _negators(text: str) -> Iterator[tuple[list[str], int]]:
    """Each negator of ``text`` (:func:`_negator_at`) as (the tokens of its phrase, its index): a comma, colon,
    semicolon, bracket or full stop ends the phrase, and with it what the negator can reach."""
    for phrase in _PHRASE_BREAK.split(text):
        tokens = _tokens(phrase)
        yield from ((tokens, i) for i in range(len(tokens)) if _negator_at(tokens, i))


_STEADY = frozenset({"stable", "unchanged", "constant", "steady", "remained", "similar"})
_CHANGE = ("chang", "differ", "vari", "vary", "alter", "fluctuat")  # stems: "changed", "different", "varied"


def _denies_change(text: str) -> bool:
    """A negator with a word of change after it in its phrase: "neither the incidence nor the mortality changed
    significantly", "was not different". Unlike :func:`_negator_reach`, the word of change may stand anywhere after
    the negator in its phrase: it is the verb that "neither X nor Y" denies."""
    return any(any(t.startswith(_CHANGE) for t in tokens[i + 1:]) for tokens, i in _negators(text))


def _same_no_change(claim: str, claim_tokens: list[str], span: str, span_tokens: list[str],
                    claim_negated: bool) -> bool:
    """One side denies a change and the other says that the thing stayed the same: "mortality has remained stable"
    and "mortality did not change significantly" say one thing, and only one of them with a negation."""
    if claim_negated:
        return _denies_change(claim) and bool(_STEADY & set(span_tokens))
    return _denies_change(span) and bool(_STEADY & set(claim_tokens))


_GROUP_HEADS = frozenset({"those", "ones", "people"})


def _negator_reach(tokens: list[str], i: int) -> list[str]:
    """The words the negator ``tokens[i]`` denies: the next few of its phrase, except for
    - a contrast ("in chronic but not in episodic tension-type headache", a phrase opening "not episodic"): it denies
      only the word set against the one before it, its first content word, not the shared words after it;
    - a "without" that names a group ("in those without previous exacerbations", "among patients without diabetes"):
      it says which ones, and denies nothing."""
    after = tokens[i + 1 : i + 1 + _NEG_SCOPE]
    if tokens[i] == "not" and (i == 0 or tokens[i - 1] == "but"):
        return next(([t] for t in after if t not in CONTENT_STOP), [])
    if tokens[i] == "without" and i > 0:
        prev = tokens[i - 1]
        names_group = prev in _GROUP_HEADS or (
            i > 1 and tokens[i - 2] in PREPOSITIONS and prev not in CONTENT_STOP and prev not in AUXILIARIES
            and not prev.endswith(("ed", "ing")))
        if names_group:
            return []
    return after


def _subject_head(subject_tokens: Sequence[str]) -> str | None:
    """The head noun of a claim's subject (given as its :func:`_tokens`): its last content word before a
    preposition or "of" ("budget" of "unused training budget", "employees" of "employees on probation")."""
    head = None
    for w in subject_tokens:
        if (w in PREPOSITIONS or w == "of") and head:
            break
        if w not in CONTENT_STOP and len(w) > 1:
            head = w
    return head


_SUBJECT_REACH = 4  # words before a negated auxiliary that name its subject
_RELATIVES = frozenset({"that", "which", "who", "whom", "whose"})
_CLAUSE_OPENERS = frozenset({"and", "or", "but", "while", "whereas", "although", "though", "because"})


def _verb_negated_at(tokens: list[str], i: int) -> bool:
    """``tokens[i]`` negates a finite verb: "not" / "never" right after an auxiliary, or a "-n't" form or "cannot"."""
    t = tokens[i]
    return t.endswith("n't") or t == "cannot" or (t in ("not", "never") and i > 0 and tokens[i - 1] in AUXILIARIES)


_NEG_PREFIXES = ("non", "un", "dis", "in", "im", "il", "ir")
_UN_WORDS = frozenset({"unless", "unlike", "unable"})
""""un" and a four-letter word that they do not negate, or negate as a negator word ("unable": the negation check)."""


_PARTICIPLE_OF = {"paid": "pay"}  # irregular participles whose verb a span may say instead


def _prefix_antonyms(claim_tokens: list[str], span_tokens: list[str]) -> tuple[str, str] | None:
    """A word that one side negates with a prefix and the other states plainly: the claim's "unencrypted" where the
    span has only "encrypted", or the claim's "legal" where the span has only "illegal". The plain word must be at
    least five letters long ("legal", not "able" of "unable"), or four after "un" ("unpaid" / "paid", "unsafe" /
    "safe"; not "unless" / "less", "unlike" / "like", which are no negations of them, nor "unable", a negator of
    the negation check)."""
    # hyphens dropped, so a spelling variant is the same word ("non-surgical" / "nonsurgical")
    claim_set = {t.replace("-", "") for t in claim_tokens}
    span_set = {t.replace("-", "") for t in span_tokens}

    def plain(word: str) -> str:
        prefix = next((p for p in _NEG_PREFIXES if word.startswith(p)), "")
        return word[len(prefix):] if prefix else ""

    # the claim negates what the span states (a filled-in value may repeat the plain word: "equipped with encrypted
    # content to view unencrypted content")
    def long_enough(word: str, base: str) -> bool:
        return len(base) >= 5 or (len(base) == 4 and word.startswith("un") and word not in _UN_WORDS)

    for word in sorted(claim_set - span_set):
        base = plain(word)
        if long_enough(word, base) and (base in span_set or _PARTICIPLE_OF.get(base) in span_set):
            return word, base  # (a participle's verb says it: "unpaid" against "at full pay")
    for word in sorted(span_set - claim_set):  # the span negates what the claim states, and never states it plainly
        base = plain(word)
        if long_enough(word, base) and base in claim_set and base not in span_set:
            return base, word
    return None


_OPPOSITES = [  # words of a direction or degree and their opposites (inflections listed, as they do not share a stem;
    # for the verbs added later, only finite forms: a participle often names a state, "a diminished ovarian reserve")
    ({"larger", "bigger", "greater"}, {"smaller", "lesser"}),
    ({"largest", "biggest", "greatest"}, {"smallest"}),
    ({"higher"}, {"lower"}),
    ({"highest"}, {"lowest"}),
    ({"more"}, {"less", "fewer"}),
    ({"most"}, {"least", "fewest"}),
    ({"increase", "increases", "increased", "increasing", "enhance", "enhances"},
     {"decrease", "decreases", "decreased", "decreasing", "reduce", "reduces", "reduced", "reducing", "decline",
      "declines", "declined", "declining", "lowers", "diminish", "diminishes"}),
    ({"older", "oldest"}, {"younger", "youngest"}),
    ({"stronger", "strongest"}, {"weaker", "weakest"}),
    ({"maximum"}, {"minimum"}),
    ({"majority"}, {"minority"}),
    ({"positive", "positively"}, {"negative", "negatively"}),
    ({"activate", "activates", "activated", "activating", "activation"},
     {"inhibit", "inhibits", "inhibited", "inhibiting", "inhibition", "suppress", "suppresses", "suppressed",
      "deactivate", "deactivates", "deactivated"}),
    ({"promote", "promotes", "promoted", "promoting", "encourage", "encourages", "stimulate", "stimulates"},
     {"inhibit", "inhibits", "inhibited", "inhibiting", "suppress", "suppresses", "suppressed", "prevent", "prevents",
      "prevented", "impede", "impedes", "impeded"}),
    ({"improve", "improves", "improved", "improving", "improvement", "rescue", "rescues", "rescued"},
     {"worsen", "worsens", "worsened", "worsening", "impair", "impairs", "impaired", "impairment"}),
    ({"upregulate", "upregulates", "upregulated", "upregulation"},
     {"downregulate", "downregulates", "downregulated", "downregulation"}),
    ({"gain", "gains", "gained"}, {"loss", "losses", "lose", "loses", "lost"}),
    ({"accelerate", "accelerates", "accelerated"},
     {"slow", "slows", "slowed", "delay", "delays", "delayed", "decrease", "decreases", "decreased", "reduce",
      "reduces", "reduced"}),  # "accelerates tumor progression" against "decreased GSC growth"
    ({"above"}, {"below"}),
    ({"open", "opens", "opened"}, {"closed", "closes"}),  # "When is the office closed?" is not when it is open
]


def _opposite_words(claim_set: set[str], span_set: set[str]) -> tuple[str, str] | None:
    """A claim word of direction or degree that the span does not use while it uses an opposite one: the claim's
    "larger number" against the span's "much smaller number", "increases" against "reduces"."""
    for one, other in _OPPOSITES:
        for said, opposite in ((one, other), (other, one)):
            claimed = sorted(claim_set & said)
            if claimed and not span_set & said and span_set & opposite:
                return claimed[0], sorted(span_set & opposite)[0]
    return None


_SIDE = r"(?:the\s+)?(?P<{0}>[A-Z][\w.'’\-]*(?:\s+[A-Z][\w.'’\-]*)*)"
_BEAT = r"(?:beat|beats|defeated|defeats|routed|routs|edged|edges|topped|tops|upset|upsets|crushed|crushes)"
_RESULTS = [  # (pattern, whether its first side won)
    (re.compile(r"\b(?:defeat|loss)\s+(?:for|by)\s+" + _SIDE.format("a") + r"\s+(?:against|to|at)\s+"
                + _SIDE.format("b")), False),
    (re.compile(r"\b(?:win|victory)\s+(?:for|by)\s+" + _SIDE.format("a") + r"\s+(?:against|over)\s+"
                + _SIDE.format("b")), True),
    (re.compile(_SIDE.format("a") + r"\s+(?:[\w\-]+\s+){0,6}?(?:win|victory)\s+(?:over|against)\s+"
                + _SIDE.format("b")), True),
    (re.compile(_SIDE.format("a") + r"\s+(?:[\w\-]+\s+){0,6}?(?:to\s+)?" + _BEAT + r"\s+" + _SIDE.format("b")), True),
    (re.compile(_SIDE.format("a") + r"\s+(?:lost|loses|fell)\s+(?:to|against)\s+" + _SIDE.format("b")), False),
    (re.compile(_SIDE.format("a") + r"\s+(?:was|were)\s+(?:defeated|beaten|routed|upset)\s+by\s+"
                + _SIDE.format("b")), False),
]


def _results(text: str) -> list[tuple[set[str], set[str]]]:
    """(winner's words, loser's words) of each game the text reports a result of ("a defeat for the Dallas Cowboys
    against the Seattle Seahawks", "The Cowboys ... rallying to beat the Seahawks", "a 31-17 win over Miami")."""
    out = []
    for pattern, first_won in _RESULTS:
        for m in pattern.finditer(text):
            a, b = ({w for w in _tokens(m.group(k)) if w not in CONTENT_STOP and len(w) > 1} for k in ("a", "b"))
            if a and b:
                out.append((a, b) if first_won else (b, a))
    return out


def _result_reversed(claim: str, span: str) -> tuple[str, str] | None:
    """(claim's winner, span's winner) when the span reports the claim's game between the same two sides with the
    other side winning: "a defeat for the Dallas Cowboys against the Seattle Seahawks" against "The Cowboys opened
    Week 13 by rallying to beat the Seahawks". The small model entails such a pair, which shares every name."""
    claimed = _results(claim)
    reported = _results(span) if claimed else []
    for won, lost in claimed:
        for span_won, span_lost in reported:
            if won & span_lost and lost & span_won and not won & span_won:
                return " ".join(sorted(won)), " ".join(sorted(span_won))
    return None


_OBJECT_REACH = 3  # how many words after a word of direction its object is looked for in


def _opposite_on_object(claim_tokens: list[str], span_tokens: list[str]) -> tuple[str, str] | None:
    """A claim word of direction whose object the span gives the opposite direction, where the span also uses the
    claim's word of another object (so :func:`_opposite_words` does not read it): "encourage mesodermal
    differentiation" against "... promotes beta-catenin degradation and inhibits differentiation". The object is a
    content word among the few after the word of direction, matched in any form (:func:`_same_word`)."""
    def objects(tokens: list[str], i: int) -> list[str]:
        return [t for t in tokens[i + 1 : i + 1 + _OBJECT_REACH] if t not in CONTENT_STOP and len(t) > 2]

    for one, other in _OPPOSITES:
        for said, opposite in ((one, other), (other, one)):
            for i, word in enumerate(claim_tokens):
                wanted = objects(claim_tokens, i) if word in said else []
                if not wanted:  # no word of this direction here, or none with an object after it
                    continue
                on_it = [j for j, t in enumerate(span_tokens) if (t in said or t in opposite)
                         and any(_same_word(o, w) for o in objects(span_tokens, j) for w in wanted)]
                if on_it and all(span_tokens[j] in opposite for j in on_it):
                    return word, span_tokens[on_it[0]]
    return None


_HEADLINE_SHARE = 0.75  # a text whose words are this capitalised is written in title case: capitals mark no names


_NAME_SHAPED = re.compile(r"[A-Z]{2,}s?")


def _headline(text: str) -> bool:
    """Whether ``text`` is written in title case (:data:`_HEADLINE_SHARE`), where capitals mark no names. Title case
    leaves only function words in lower case: a lower-case word of content ("Lewis S. Eaton donated") makes the
    capitals names."""
    words = re.findall(r"[A-Za-z][\w'\-]*", text)
    return (len(words) >= 4 and sum(w[0].isupper() for w in words) >= _HEADLINE_SHARE * len(words)
            and all(w.lower() in CONTENT_STOP for w in words if w[0].islower()))


def _entities(text: str) -> set[str]:
    """Capitalised names that are not just the first word of a sentence (none in a title-case headline)."""
    if _headline(text):
        return set()
    out = set()
    for m in _CAP_RE.finditer(text):
        start = m.start()
        before = text[:start].rstrip()
        name = m.group(0)
        if not before or before[-1] in ".!?:\"'(":
            # sentence-initial: keep only if it is a multi-word name or an acronym ("NRHP"), a name wherever it
            # stands; not a word with digits or inner capitals, which capitalising may have made ("siRNA" ->
            # "SiRNA") and which sources abbreviate differently ("KRT17" / "K17"); "Lack of FGF21" names "FGF21"
            parts = name.split()
            if len(parts) < 2 and not _NAME_SHAPED.fullmatch(name) and not is_country(name):
                continue  # (a country is a name wherever it stands: "Guyana became a member of CARICOM ...")
            lead = _CONNECTOR_RE.match(name)
            if lead:
                name = name[lead.end():]
            elif parts[0].lower() in CONTENT_STOP or _verb_before_name(parts):
                name = " ".join(parts[1:])
        if name.lower() in CONTENT_STOP or name.lower() in _MONTHS or name.lower() in _UNIT_WORDS:
            continue
        out.add(name)
    return out


def _verb_before_name(parts: list[str]) -> bool:
    """A sentence opens with a verb form capitalised only as its first word, before a name written with digits or
    inner capitals: "Reducing H3k4me3 methylation ...", "Blocking MLL1 ..." name "H3k4me3" and "MLL1"."""
    first, rest = parts[0], parts[1:]
    return (len(rest) == 1 and first[1:].islower() and first.endswith(("ing", "ed"))
            and (any(ch.isdigit() for ch in rest[0]) or any(ch.isupper() for ch in rest[0][1:])))


def _named_in(name: str, span: str, folded_span: str) -> bool:
    """The span (``folded_span``: its accents folded) names ``name``: whole, by each of its capitalised parts
    ("HIV" for "HIV-positive", "Ras" and "ERK" for "Ras-ERK"), or by its initials ("PMS" for "Portfolio Management
    Services"); "São Paulo" is named by "Sao Paulo"; an acronym in the plural ("ORFs") by its singular or its long
    form ("open reading frames")."""
    low_span = folded_span.lower()
    name = fold_accents(name)
    if name.lower() in low_span:
        return True
    parts = [p for p in re.split(r"[\s\-]+", name) if len(p) > 2 and any(ch.isupper() for ch in p)]
    if (parts or " " not in name) and all(p.lower() in low_span for p in parts):  # "Be Me" has no long part
        return True
    caps = [w for w in name.split() if w[:1].isupper()]
    if len(caps) >= 2 and re.search(rf"\b{''.join(w[0] for w in caps)}", span) is not None:
        return True
    acronym = re.fullmatch(r"([A-Z]{2,5})s?", name)
    if acronym and _spelled_out_in(acronym.group(1), low_span):
        return True  # "ORFs" by "open reading frames"
    plural = re.fullmatch(r"([A-Z][A-Z0-9\-]+)s", name)
    if plural and re.search(rf"(?<![\w\-]){re.escape(plural.group(1).lower())}(?![\w\-])", low_span):
        return True  # "ORFs" by "ORF"
    return _short_form_in(caps, folded_span) or _country_or_adjective_in(name.casefold(), low_span)


def _country_or_adjective_in(name: str, low_span: str) -> bool:
    """A country is named by its adjective of nationality ("Norway" by "the Norwegian state mileage rate"), and the
    adjective by its country ("Norwegian" by "a film from Norway")."""
    return any(re.search(rf"\b{re.escape(w)}\b", low_span) for w in country_or_adjective(name))


_SPELLED_OUT = {  # short forms whose long form is not their initials word for word
    "CEO": ("chief executive",), "HQ": ("headquarters", "head office"), "CFO": ("chief financial officer",),
    "PTO": ("paid time off",), "VP": ("vice president", "vice-president"), "HR": ("human resources",),
    "IT": ("information technology",), "PR": ("public relations",),
}


def _spelled_out_in(acronym: str, low_span: str) -> bool:
    """An acronym ("CFO", "CEO", "HR") the span writes out: words whose initials spell it ("chief financial
    officer"; three letters or more, as two initials match too much), or a known long form ("chief executive",
    "human resources")."""
    initials = r"\W+".join(rf"{ch.lower()}[\w'\-]*" for ch in acronym)
    return (len(acronym) >= 3 and re.search(rf"\b{initials}\b", low_span) is not None) or any(
        re.search(rf"\b{re.escape(long)}\b", low_span) for long in _SPELLED_OUT.get(acronym, ()))


def _short_form_in(caps: list[str], span: str) -> bool:
    """The span names a name of several capitalised words by its last one, as news text does after the first
    mention: "Mahomes" for "Patrick Mahomes", "the Angels" for "The Los Angeles Angels"; not when another capitalised
    word stands before it ("Jason Kelce" is not "Travis Kelce", "Newcastle United" not "Manchester United")."""
    words = [w for w in caps if w.casefold() != "the"]
    if len(words) < 2 or len(words[-1]) < 4:
        return False
    for m in re.finditer(rf"(?<![\w\-]){re.escape(words[-1])}(?![\w\-])", span):
        before = span[:m.start()].rstrip()
        prev = re.search(r"([\w\-']+)[\"“‘']?$", before)
        if (not before or before[-1] in ".!?:;\"“”" or not prev or not prev.group(1)[:1].isupper()
                or prev.group(1) in words or prev.group(1).casefold() in CONTENT_STOP):  # "The Angels" opening
            return True
    return False


def _plain(text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"[\"'‘’“”]", "", fold_accents(text).lower())).strip()


def _names_source(phrase: str, source: str) -> bool:
    """``phrase`` names ``source`` as a whole word or words, or the head of a sectioned source ("The Independent" of
    "The Independent - Life and Style"), quotes, case and accents aside. One matcher for both uses: an attribution
    ("the 'Fortune' article suggests") against a span's source (``source_finding``), and a span's source or author
    ("The Independent - Life and Style") against a name in the claim ("Independent"; the entity check)."""
    p, s = _plain(phrase), _plain(source)
    head = re.split(r"\s+[-|–]\s+", s)[0]
    return any(len(n) > 2 and re.search(rf"(?<!\w){re.escape(n)}(?!\w)", p) for n in {s, head})


def source_finding(reported_in: Sequence[str], provenance: Sequence[str]) -> CheckFinding | None:
    """A finding when the claim was reported somewhere (``reported_in``, the question's attribution) and the span's
    document comes from elsewhere (``provenance``: its source, then its author); ``None`` when they agree or either
    is unknown."""
    if not reported_in or not provenance:
        return None
    if any(_names_source(r, n) for r in reported_in for n in provenance):
        return None
    return CheckFinding("source", f"span from {provenance[0]}, claim reported by: {'; '.join(reported_in)}",
                        "partial", True)


def _han_topic_missing(claim: str, span: str, title: str) -> str | None:
    """The leading word of a Chinese claim when the span lacks it (:func:`_han_said`) and the span's document (its
    ``title``, in any script) is about something the claim does not name: "天门冬生长的地区海拔约是900米" against a span
    of the page "狭叶艾纳香", "炮身的容量有64" against one of "64DD". Chinese has no capitals to tell a name by, so the
    entity check cannot see the claim's subject; the leading word and the page title stand in for it. A claim that
    opens with its filled-in value ("下来是梧桐树协议") opens with a word of the span, so it is not caught here."""
    if not title or fold_accents(title) in fold_accents(claim):
        return None
    lead = _han_lead(claim)
    return lead if lead and not _han_said(lead, span) else None


@lru_cache(maxsize=4096)
def _han_lead(claim: str) -> str:
    """The first word of a claim that opens in Chinese, if it has two characters or more and is no function word
    ("" otherwise). A name jieba does not know comes cut into single characters ("萱侬律": 萱, 侬, 律), or one of them
    and a word ("兰比尔": 兰, 比尔): those characters, and the word after a single one, are the leading word. Cached: a
    claim is checked against many spans."""
    words = leading_han_words(claim)
    if words and len(words[0]) >= 2:
        return words[0] if words[0] not in _HAN_FUNCTION_WORDS else ""
    chars: list[str] = []
    for w in words:
        if w in _HAN_NOT_OWN:
            break
        if len(w) >= 2:
            if len(chars) == 1:
                chars.append(w)
            break
        chars.append(w)
    lead = "".join(chars)
    return lead if len(lead) >= 2 else ""


# A sentence that says what a study set out to do or how ("OBJECTIVE To evaluate the association between ...", "We
# examined ...", "The aim of this study was to ...") states no finding, and so neither supports nor refutes one.
_AIM_RE = re.compile(
    r"(?:OBJECTIVES?|AIMS?|PURPOSE|METHODS?|DESIGN|STUDY DESIGN)\b"
    r"|(?i:to (?:investigate|evaluate|determine|examine|assess|study|explore|test|compare|define|elucidate|understand|"
    r"identify) (?:whether|if|how|the|a|an|this|these|its|their)\b"
    r"|(?:this|the present|the current|our) (?:study|paper|article|review|trial|work|analysis) (?:examines|examined|"
    r"investigates|investigated|evaluates|evaluated|assesses|assessed|explores|explored|aims|aimed|sought|seeks|was "
    r"designed|is designed|describes|described)\b"
    r"|the (?:\w+ )?(?:aim|objective|purpose|goal)s? (?:of [\w ]+? )?(?:is|was|were|are) to\b"
    r"|(?:we|the authors?) (?:investigated|examined|evaluated|assessed|explored|studied|sought|aimed|asked|compared|"
    r"tested whether)\b"
    r"|here,? we (?:investigate|examine|ask|test|evaluate|assess|explore)\b)"
)
_FINDING_RE = re.compile(r"\b(?:found|finds?|shows?|showed|shown|demonstrat\w*|reveal\w*|indicat\w*|suggest\w*|"
                         r"conclud\w*|observed|confirm\w*|led to|resulted in)\b", re.I)


_CAP_WORD = re.compile(r"\b[A-Z][\w'\-]*")


def _caps(text: str) -> set[str]:
    """Capitalised words (lower-cased, without "'s"), function words that open a sentence left out ("The")."""
    return {w.lower().removesuffix("'s") for w in _CAP_WORD.findall(text)} - CONTENT_STOP


_ADVERBS = frozenset("later also then first subsequently eventually finally again still already soon once never not "
                     "reportedly allegedly initially originally".split())
_PARTICIPLE = re.compile(r"[a-z]{2,}(?:ed|en|wn)")


def _adverb(word: str) -> bool:
    return word in _ADVERBS or word.endswith("ly")


def _claim_verb(claim: str, verb_at: int) -> tuple[str, bool] | None:
    """The claim's main verb after its subject and whether auxiliaries come before it: ("defeated", True) for
    "French were later defeated ...", ("directed", False) for "Park Jin-pyo directed ...". None when the words after
    the subject are no such verb ("is a film director", "is animated features" reads as one). ``verb_at``: where
    the subject ends (:func:`first_verb_at`)."""
    words = re.findall(r"[A-Za-z][\w'\-]*", claim[verb_at:])
    aux = False
    for w in words:
        if w in AUXILIARIES:
            aux = True
        elif _adverb(w):
            continue
        elif (aux and _PARTICIPLE.fullmatch(w)) or (not aux and verb_form(w)):
            return w, aux
        else:
            return None
    return None


def _other_subject(claim: str, span: str, verb_at: int, found: tuple[str, bool] | None) -> tuple[str, str] | None:
    """(the span's name, the verb) when the span says the claim's verb of someone else: everywhere the span has the
    claim's main verb (with auxiliaries when the claim has them), the words right before it are a name that is none
    of the claim's, and the span names the claim's subject elsewhere. "French were defeated in Canada" against
    "Though the British were later defeated at Sainte Foy, the French ceded Canada". None when a lower-case word
    stands before the verb (a pronoun, a noun, "and": "co-written and directed by"), when that name is one of the
    claim's (a passive: "Y founded X" for "X was founded by Y"), or when the span lacks the claim's subject (the
    entity check's business). ``verb_at``: where the claim's subject ends (:func:`first_verb_at`); ``found``: the
    claim's main verb there (:func:`_claim_verb`)."""
    subject = _caps(claim[:verb_at])
    if not subject or found is None or not subject & _caps(span):
        return None
    verb, aux = found
    claim_names = _caps(claim)
    others: list[str] = []
    for m in re.finditer(rf"\b{re.escape(verb)}\b", span):
        before = re.findall(r"[\w'’\-]+|[^\w\s]", span[: m.start()])
        while before and _adverb(before[-1]):
            before.pop()
        had_aux = False
        while before and before[-1] in AUXILIARIES:
            had_aux = True
            before.pop()
        if aux and not had_aux:  # "Disney animated feature", "franchise based in": no verb of a subject
            return None
        name = []
        while before and before[-1][:1].isupper():
            name.append(before.pop())
            if len(before) > 1 and before[-1] in ("and", "&", ",") and before[-2][:1].isupper():
                name.append(before.pop())  # "Larry Page and Sergey Brin founded ...": one subject
        names = _caps(" ".join(name))
        if not names or names & claim_names or (before and before[-1].lower() in PREPOSITIONS):
            return None  # "activation of CLEC-2 by PDPN rearranges ...": the name ends a longer subject
        others.append(" ".join(reversed(name)))
    return (others[0], verb) if others else None


_NOUN_BEFORE = re.compile(r"\b(?:[Tt]he|[Tt]his|[Tt]hat|[Ii]ts|[Tt]heir)\s+(?:[a-z][\w\-]*\s+){0,2}[a-z][\w\-]*\s+$")


def _passive_of_another(claim: str, span: str, verb_at: int, found: tuple[str, bool] | None) -> tuple[str, str] | None:
    """(the span's noun phrase, the verb) when the claim's passive ("NSF was engineered and operated by {sq1}") is
    said in the span of a thing it calls by a noun, with the claim's subject named in that sentence only after the
    verb: "The network was engineered and operated by MCI ... under a cooperative agreement with the NSF" is about
    the network. Every sentence with the passive must read so. (:func:`_other_subject` reads only names before the
    verb; a pointing noun with the claim's subject earlier in its sentence is left alone.) ``verb_at``, ``found``: as
    for :func:`_other_subject`."""
    if found is None or not found[1]:
        return None
    verb = found[0]
    subject = _caps(claim[:verb_at])
    if not subject or not _PARTICIPLE.fullmatch(verb):
        return None
    said: list[str] = []
    for m in re.finditer(rf"\b(?:is|are|was|were|been|be|being)\s+(?:[a-z]+\s+)?{re.escape(verb)}\b", span):
        if m.group(0).split()[1:2] != [verb] and not _adverb(m.group(0).split()[1]):
            continue  # "was co-written and directed": another verb in between
        start = max(span.rfind(". ", 0, m.start()), span.rfind("; ", 0, m.start())) + 1
        end = min((i for i in (span.find(". ", m.end()), span.find("; ", m.end())) if i >= 0), default=len(span))
        noun = _NOUN_BEFORE.search(span, start, m.start())
        if noun is None or noun.end() != m.start() or subject & _caps(span[start:m.start()]) \
                or not subject & _caps(span[m.end():end]):
            return None
        said.append(noun.group(0).strip())
    return (said[0], verb) if said else None


def _claim_roles(claim: str, verb_at: int, found: tuple[str, bool] | None) -> tuple[str, list[str], list[str]] | None:
    """(verb, object words, subject words) of a claim whose main verb comes with no auxiliary (``found``, from
    :func:`_claim_verb`; ``verb_at``: where its subject ends), or None when it has no such verb, object or subject."""
    if found is None or found[1]:
        return None  # no main verb, or one after an auxiliary ("is covered", "can cover")
    verb = found[0]
    at = re.search(rf"\b{re.escape(verb)}\b", claim[verb_at:])
    if at is None:
        return None
    objects = _object_words(claim[verb_at + at.end():])
    subjects = [w for w in _tokens(claim[:verb_at]) if w not in CONTENT_STOP and len(w) > 1]
    return (verb, objects, subjects) if objects and subjects else None


def _verb_forms(verb: str) -> str:
    """A pattern for the forms of a regular verb given in its past ("offered": offer, offers, offered, offering); a
    verb in -s only as written (the claim's "verb" in -s may be a plural noun: "DRD1 proteins enable ...")."""
    if not verb.endswith("ed") or len(verb) < 5:
        return rf"\b{re.escape(verb)}\b"
    stem = verb[:-2]
    return rf"\b{re.escape(stem)}(?:e?s|e?d|ing|e)?\b"


def _swapped_roles(claim: str, span: str, verb_at: int, found: tuple[str, bool] | None) -> tuple[str, str] | None:
    """(the span's subject, the verb) when the span gives the claim's active verb the claim's object as its subject:
    "The survey covered 3,000 office workers in Europe" against "Europe covered the hybrid work survey" says what the
    survey covered, not who covered it; the small model entails it all the same (the verb in any of its forms: "Cobalt
    offers 12 weeks ..." against "the old parental leave policy offered Cobalt"). Only where every occurrence of the
    verb in the span has before it, in its own clause, a word of the claim's object and none of its subject; never
    for a passive on either side ("was covered by"), whose subject is the verb's object. ``verb_at``, ``found``: as
    for :func:`_other_subject`."""
    roles = _claim_roles(claim, verb_at, found)
    if roles is None:
        return None
    verb, objects, subjects = roles
    said: list[str] = []
    for m in re.finditer(_verb_forms(verb), span):
        before = _tokens(_PHRASE_BREAK.split(span[: m.start()])[-1])
        while before and _adverb(before[-1]):
            before.pop()
        if (before and before[-1] in AUXILIARIES) or re.match(r"\s+by\b", span[m.end():]):
            return None  # "was covered by ...", "has covered", "Jaws directed by Spielberg"
        cut = max((j + 1 for j, t in enumerate(before) if t in _CLAUSE_OPENERS or t in _RELATIVES), default=0)
        before = before[cut:][-_SUBJECT_REACH:]
        if (not any(_same_word(t, w) for t in before for w in objects)
                or any(_same_word(t, w) for t in before for w in subjects)):
            return None
        said.append(" ".join(before))
    return (said[0], verb) if said else None


_PASSIVE_BY = re.compile(r"\b(?:is|are|was|were|be|been|being)\s+(?:[a-z]+ly\s+)?(?P<verb>[a-z]+)\s+by\s+"
                         r"(?P<agent>[^.,;:]+)", re.IGNORECASE)


def _object_as_agent(claim: str, span: str, verb_at: int, found: tuple[str, bool] | None) -> tuple[str, str] | None:
    """(the span's agent, the verb) when the span gives the claim's active verb, as a passive, an agent that names
    the claim's object and none of its subject: "Cobalt laptops are managed by the IT team" says the IT team manages
    them, not that "Cobalt manages the IT team" (the passive counterpart of :func:`_swapped_roles`). ``verb_at``,
    ``found``: as for :func:`_other_subject`."""
    roles = _claim_roles(claim, verb_at, found)
    if roles is None:
        return None
    verb, objects, subjects = roles
    for m in _PASSIVE_BY.finditer(span):
        agent = _object_words(m.group("agent"))
        if (_same_word(verb.lower(), m.group("verb").lower()) and any(_same_word(a, w) for a in agent for w in objects)
                and not any(_same_word(a, w) for a in agent for w in subjects)):
            return m.group("agent").strip(), m.group("verb")
    return None


def states_an_aim(text: str) -> bool:
    """Whether ``text`` (a span, without its title) says what a study set out to do rather than what it found."""
    return bool(_AIM_RE.match(text.lstrip())) and not _FINDING_RE.search(text)


_ONE_OF_SEVERAL_BEFORE = (r"\b(?:has|have|had|owns?|owned|operates?|operated|runs?|ran|opened)\s+"
                          r"(?:(?:an?|another|other|several|some|many|more)\s+(?:[a-z\-]+\s+){0,2}[a-z\-]+"
                          r"|(?:[a-z\-]+\s+){0,2}(?!headquarters\b)[a-z\-]+s)\s+(?:in|at|on|near)\s+(?:the\s+)?")


def _one_of_several(name: str, claim: str) -> bool:
    """``name`` is where the claim puts one of several things its subject has ("Cobalt has an office in Boston",
    "... operates factories in Ohio"): another of them elsewhere ("Cobalt has an office in New York") does not
    refute it, as another capital would refute "Lyon is the capital of France" or another city "Acme's
    headquarters is in Paris"."""
    m = re.search(_ONE_OF_SEVERAL_BEFORE + re.escape(name) + r"\b", claim)
    return m is not None and not _ONLY_ONE.search(m.group(0))


_ONLY_ONE = re.compile(r"\b(?:head|main|only|sole|single|central|registered)\b")
"""Words that make the thing had the only one of its kind ("a head office", "its only plant")."""


_NON_EXCLUSIVE = re.compile(
    r"(?<!\ba )(?<!\ban )(?<!\bthe )(?<!\bsame )\b(?P<verb>(?:cover|include|offer|provide|allow|permit|accept|reimburse|contain|pay)(?:s|es)?"
    r"|(?:be|is|are)\s+used\s+(?:for|on|to)|(?:be|is|are)\s+spent\s+on)\s+(?P<obj>[^.,;:]+)", re.IGNORECASE)
"""A verb whose object is one of several things its subject may cover, include, offer, be used for ... (present
tense, active: "covered by The Verge" is a passive of another sense; "a cover for", "the same offer" are nouns)."""


_DENIED = re.compile(
    r"\b(?:(?:does|do|will|can|may)\s+not|doesn't|don't|won't|cannot|can't)\s+(?P<verb>(?:cover|include|offer|provide"
    r"|allow|permit|accept|reimburse|contain|pay)\b|be\s+used\s+(?:for|on|to)\b|be\s+spent\s+on\b)\s+(?P<obj>[^.,;:]+)"
    r"|(?P<subj>[^.,;:]+?)\s+(?:is|are)\s+(?:not|never)\s+(?P<passive>covered|included|offered|provided|allowed"
    r"|permitted|accepted|reimbursed|contained|paid)\b", re.IGNORECASE)
"""A present-tense denial by one of :data:`_NON_EXCLUSIVE`'s verbs, active ("does not cover dental care", "cannot be
used for travel") or passive ("Parking fees are not reimbursed", whose subject is the verb's object)."""
_CLAUSE_WORDS = re.compile(r"\b(?:and|or|but|while|whereas|although|though|because|that|which)\b", re.IGNORECASE)


def _verb_key(verb: str) -> str:
    """One key for a verb's forms ("reimburses", "reimbursed", "reimburse"; "paid" / "pays"; "can be used for" and
    "cannot be used for" by "used")."""
    words = verb.lower().split()
    word = words[1] if len(words) > 1 else words[0]
    return "pay" if word in ("paid", "pays", "pay") else word[:5]


def _claim_object(claim: str, span_tokens: list[str]) -> tuple[str, str, list[str]] | None:
    """(verb, object, the object's words: :func:`_object_words`) of the claim's one :data:`_NON_EXCLUSIVE` verb,
    when the span (given as its :func:`_tokens`) lacks a word of that object. None for a negated claim (the
    negation check's business), a claim with no such verb or several, or a span that names the whole object."""
    if _negated(claim):
        return None
    found = list(_NON_EXCLUSIVE.finditer(claim))
    if len(found) != 1:
        return None
    verb, obj = found[0].group("verb"), found[0].group("obj")
    words = _object_words(obj)
    said = _with_parts(span_tokens)
    if not words or all(_stem_in(w, said) for w in words):
        return None
    return verb, obj.strip(), words


def _another_object(claim: str, span_tokens: list[str], objects: Iterable[tuple[str, str]]
                    ) -> tuple[str, str, str] | None:
    """(verb, claim's object, span's object) for the first of the span's (verb, object) pairs whose verb is the
    claim's :data:`_NON_EXCLUSIVE` verb and whose object shares none of the claim's object's words
    (:func:`_claim_object`)."""
    claimed = _claim_object(claim, span_tokens)
    if claimed is None:
        return None
    verb, obj, words = claimed
    for said, instead in objects:
        other = set(_object_words(instead))
        if other and _verb_key(said) == _verb_key(verb) and not any(_stem_in(w, other) for w in words):
            return verb, obj, instead
    return None


def _denied_of_other(claim: str, span: str, span_tokens: list[str]) -> tuple[str, str, str] | None:
    """(verb, claim's object, span's object) when the claim says its subject covers (reimburses, can be used for
    ...) a thing the span does not name, and the span denies the same verb of another thing, whose words share
    none of the claim's: "Parking fees are not reimbursed by boreal" says nothing of whether boreal reimburses taxi
    fares, nor "The plan does not cover dental care" of eye tests. The negation check would read either as refuting
    the claim. None for a negated claim, or a claim with no such verb or several."""
    # a passive's object is its subject: the words of its own clause, after any determiner
    denied = ((m.group("passive"), _CLAUSE_WORDS.split(m.group("subj"))[-1].strip()) if m.group("passive")
              else (m.group("verb"), m.group("obj").strip()) for m in _DENIED.finditer(span))
    return _another_object(claim, span_tokens, denied)


def _other_object(claim: str, span: str, span_tokens: list[str]) -> tuple[str, str, str] | None:
    """(verb, claim's object, span's object) when the claim says its subject covers (includes, offers, can be used
    for ...) a thing the span does not name, and the span gives the same verb an object that shares none of its
    words (:func:`_object_words`; "conference travel" against "these daily rates | on business travel"): "The
    wellness stipend can be used for gym memberships" does not say it cannot be used for massages, nor "covers 80
    percent of medical costs" that dental care is not covered. Such a span can neither prove nor refute the claim. None when either
    side is negated (the negation check's business) or the claim has no such verb or several."""
    if _negated(span):
        return None
    return _another_object(claim, span_tokens, ((m.group("verb"), m.group("obj").strip())
                                                for m in _NON_EXCLUSIVE.finditer(span)))


def _object_words(obj: str) -> list[str]:
    """The content words of the object phrase that opens ``obj``: up to its first preposition other than "of", with
    no adverb ("16 weeks of parental leave now": weeks, parental, leave)."""
    out: list[str] = []
    for w in _tokens(obj):
        if w in _OBJECT_ENDS and out:
            break
        if w not in CONTENT_STOP and len(w) > 1 and not w[0].isdigit() and not _adverb(w) and w not in _NOW_WORDS:
            out.append(w)
    return out


_OBJECT_ENDS = frozenset({"in", "at", "on", "for", "to", "from", "by", "with", "during", "within", "after", "before",
                          "until", "since", "per", "when", "if", "because", "as"})
_NOW_WORDS = frozenset({"now", "today", "currently", "presently", "nowadays"})


def _spelled_out_before(name: str, claim: str) -> bool:
    """Whether the claim defines ``name`` as an acronym of the words just before it ("diastolic blood pressure (DBP)"):
    those words are the name, and a span that spells it out names it."""
    m = re.search(r"((?:[\w\-]+\s+){1,8})\(\s*" + re.escape(name) + r"\s*\)", claim)
    if m is None or not name.isupper():
        return False
    words = m.group(1).split()[-len(name):]
    return "".join(w[0] for w in words).upper() == name


_PERIOD = re.compile(r"\b(?:per|a|an|each|every)\s+(?P<unit>hour|day|night|week|month|year)\b"
                     r"|\b(?P<adverb>hourly|daily|nightly|weekly|monthly|yearly|annually)\b", re.IGNORECASE)
_PERIOD_ADVERBS = {"hourly": "hour", "daily": "day", "nightly": "night", "weekly": "week", "monthly": "month",
                   "yearly": "year", "annually": "year"}


_RATE_ADJECTIVES = {w: period for w, period in _PERIOD_ADVERBS.items() if w != "annually"} | {"annual": "year"}
"""A rate said before its noun ("the annual training budget"), which a span says after its amount ("per year")."""


_EVERY_FEW = re.compile(rf"\bevery\s+(?P<n>\d+|{'|'.join(sorted(NUMBER_WORDS, key=len, reverse=True))})\s+"
                        r"(?P<unit>hour|day|night|week|month|year)s\b", re.IGNORECASE)


def _periods(text: str) -> set[str]:
    """The periods ``text`` counts per ("per month", "a night", "every day", "annually" -> year; "every three years"
    -> "3 year")."""
    return {m.group("unit").casefold() if m.group("unit") else _PERIOD_ADVERBS[m.group("adverb").casefold()]
            for m in _PERIOD.finditer(text)} | {
        f"{number_value(m.group('n')):g} {m.group('unit').casefold()}" for m in _EVERY_FEW.finditer(text)}


_EVERY = re.compile(r"\b(?:every|each)\s+(?P<unit>day|week|month|year)\b"
                    r"|\b(?P<adverb>daily|weekly|monthly|yearly|annually)\b(?!\s+(?!(?:" + "|".join(sorted(PREPOSITIONS))
                    + r"|and|or|but)\b)[a-z])", re.IGNORECASE)  # "works daily", not "the daily meal allowance"
_LEAST_IN = {("day", "week"): 5, ("day", "month"): 20, ("day", "year"): 250, ("week", "month"): 4, ("week", "year"): 52,
             ("month", "year"): 12}
"""The fewest of a unit that 'every' one of a period counts: a week has at least five (working) days, so "up to 4
days per week" refutes "every day" whichever days are meant, while "up to 5" decides nothing."""
_PER_PERIOD = re.compile(r"\s+(?:per|a|an|each|every)\s+(?P<period>week|month|year)\b", re.IGNORECASE)


def _after_every(text: str, q: Quantity) -> bool:
    """The quantity ``q`` of ``text`` says how often: it follows "every" ("every ten years", "once every 3 months")."""
    return re.search(r"\bevery\s+$", text[: q.start], re.IGNORECASE) is not None


def _frequency_finding(claim: str, span: str) -> CheckFinding | None:
    """A claim that something happens every day (week, month; "daily") read against a span: one that allows at most
    fewer of that unit per period than 'every' counts ("up to 4 days per week") states the opposite (``reverse``);
    one that names no such frequency at all ("must be reachable between 10:00 and 16:00") does not state the claim
    (``unsaid``, about something else)."""
    m = _EVERY.search(claim)
    if m is None:
        return None
    unit = (m.group("unit") or _PERIOD_ADVERBS[m.group("adverb").casefold()]).casefold()
    for t in thresholds(span):
        per = _PER_PERIOD.match(span, t.end)
        least = _LEAST_IN.get((unit, per.group("period").casefold())) if per else None
        if per is None or least is None or t.unit.casefold().removesuffix("s") != unit or t.op not in ("<", "<="):
            continue  # a lower bound ("at least one day per week in the office") says nothing of every day
        if t.amount < least:
            return CheckFinding("frequency", f"claim says every {unit}, span: {span[t.at:per.end()]}", "reverse")
        return None  # the span's upper bound per period allows every one: the model judges
    return None if unit in _periods(span) else CheckFinding(
        "frequency", f"claim says every {unit}; the span names no such frequency", "unsaid", True)


def _bounded_noun(t: Threshold) -> str:
    """The noun an amount condition bounds, in the singular and lower case ("flight" for "flights shorter than eight
    hours"); "" when the condition opens with its comparison ("higher than 50 EUR") or an adverb ("work remotely |
    more than 4 days": how one works, no thing bounded)."""
    noun = t.phrase[: t.at - t.start].split()
    if not noun or re.fullmatch(r"[a-z]+ly", noun[0]):
        return ""
    return noun[0].casefold().removesuffix("s")


_PER_DISTANCE = re.compile(r"\b(?:per|a|each)\s+(?P<unit>mile|kilometre|kilometer|km)s?\b", re.IGNORECASE)


def _distances(text: str) -> set[str]:
    """The distances ``text`` counts per ("per kilometre", "a km" -> km; "per mile" -> mile)."""
    return {"mile" if m.group("unit").casefold() == "mile" else "km" for m in _PER_DISTANCE.finditer(text)}


def _period_finding(claim: str, span: str) -> CheckFinding | None:
    """A claim that counts per one period ("the wellness stipend per year", "1,000 NOK a month") or distance ("per
    mile") against a span that counts per others only ("50 USD per month", "per kilometre"): the span's amount is
    another rate (partial)."""
    said, given = _periods(claim), _periods(span)
    far, along = _distances(claim), _distances(span)
    if far and along and not far & along:
        return CheckFinding("period", f"claim counts per {', '.join(sorted(far))}, span per {', '.join(sorted(along))}",
                            "partial")
    if not said or not given or said & given:
        return None
    if len(said) == len(given) == 1 and " " in next(iter(said)) and " " in next(iter(given)):
        return None  # "every 3 years" against "every 4 years": the number check's
    return CheckFinding("period", f"claim counts per {', '.join(sorted(said))}, span per {', '.join(sorted(given))}",
                        "partial")


_REPLACED_BY_SPAN = re.compile(r"\b(?:replaces|supersedes)\s+(?P<old>[^.;:]+)", re.IGNORECASE)


def _replaced_in_force(claim: str, span: str) -> str | None:
    """The document a claim says is in force ("The 2023 travel policy is valid", "... still applies"), dated by a
    year, when the span states that another replaces it: all of the claim's words for it and its year are in what the
    span says is replaced ("This travel policy replaces the acme travel policy of 2023"). A replaced policy holds no
    longer, whatever its own text says it applies to. ``None`` when the claim names no year (which of several
    policies is meant is not said) or the span replaces another."""
    doc = in_force_document(claim)
    replaced = _REPLACED_BY_SPAN.search(span)
    if doc is None or replaced is None or not set(YEAR.findall(doc)) & set(YEAR.findall(replaced.group("old"))):
        return None
    words = [w for w in content_words(doc) if not w[0].isdigit()]
    old = _with_parts(_tokens(replaced.group("old")))
    return replaced.group(0).strip() if words and all(_stem_in(w, old) for w in words) else None


def _hours_moment(claim: str, span: str) -> tuple[str, bool] | None:
    """A claim that something closes (opens) at a time, against a span's range of hours ("open from 07:00 to
    19:00"): (what the span says, whether the claim's time is the range's end (start)); None when the claim names no
    such moment, the span gives no range, or the time is neither end of it."""
    asked = asked_moment(claim)
    if asked is None:
        return None
    kind, time = asked
    at = clock_minutes(time)
    for (first, _), (last, _) in hours_ranges(span):
        ends = clock_minutes(first), clock_minutes(last)
        if at is None or at not in ends:
            continue
        right = at == (ends[1] if kind == "close" else ends[0])
        return f"span: open from {first} to {last}, so it {kind}s at {last if kind == 'close' else first}", right
    return None


_ALL_DAY = re.compile(r"\b(?:all\s+day(?:\s+long)?|the\s+whole\s+day|at\s+all\s+times|a?round\s+the\s+clock|"
                      r"24\s+hours\s+a\s+day|any\s?time|all\s+the\s+time)\b|\b24/7\b", re.IGNORECASE)


def _all_day_against_hours(claim: str, span: str) -> str | None:
    """What a span's range of hours says against a claim of all day ("reachable all day", "at all times", "24/7"):
    "span: only from 10:00 to 16:00"; ``None`` when the claim says no such thing or the span gives no range short of
    the whole day."""
    if not _ALL_DAY.search(claim):
        return None
    for (first, _), (last, _) in hours_ranges(span):
        ends = clock_minutes(first), clock_minutes(last)
        if None not in ends and ends[0] != ends[1]:
            return f"span: only from {first} to {last}"
    return None


_COUNT_VALUE = re.compile(r"(?:up to |at least |at most )?\d")
"""A value filled in as a number, a bound before it or none ("5", "up to 5")."""
_COUNTED_KIND = re.compile(r"\{[^{}]+\}\s+(?P<kind>(?:[a-z][a-z\-]*\s+){1,3})[a-z][a-z\-]*s\b")


def _counted_kind(open_claim: str, claim: str) -> set[str]:
    """The words that say which kind of thing an open claim's number counts, between its slot and the plural noun
    after it ("vacation" of "I have {sq1} vacation days", filled in ``claim`` with a number): the one absent word the
    words check tolerates as a paraphrase is no paraphrase here, since a span's "3 days" may count remote days."""
    m = _COUNTED_KIND.search(open_claim)
    if m is None or any(w in CONTENT_STOP for w in m.group("kind").split()):
        return set()  # "{sq1} is reimbursed for meals": a verb and its object, no kind of a count
    value = _filled_value(open_claim, claim, m.start(), m.start("kind") - 1)  # between the slot's words
    if value is None:
        return set()
    return content_words(m.group("kind")) if _COUNT_VALUE.match(value.strip()) else set()


_PHRASAL = re.compile(r"\b(?P<verb>[a-z]+)\s+(?P<particle>over|up|out|off|back|away|down)\b")


def _phrasal_unsaid(open_claim: str, claim: str, missing: list[str], span_tokens: list[str]) -> bool:
    """The verb of a phrasal verb ("roll over") is the one absent word, and the span has no form of its particle
    either, where the claim's slot is filled with a number ("5 annual leave days roll over"): the span says nothing of
    the act, only the count the model matches ("Acme employees receive 27 days of annual leave per year"). A phrase
    of the same meaning said in the span ("carried over") is no absent word (:func:`_missing_words`)."""
    slot = PLACEHOLDER_RE.search(open_claim)
    value = _filled_value(open_claim, claim, slot.start(), slot.end()) if slot else None
    if value is None or not _COUNT_VALUE.match(value.strip()):
        return False
    return any(m.group("verb") in missing and m.group("particle") not in span_tokens
               and m.group("verb").removesuffix("s") not in _TIME_UNITS | {"time"} for m in _PHRASAL.finditer(claim))


def _kind_unsaid(claim: str, answer_noun: str, missing: list[str], span_tokens: list[str]) -> bool:
    """The value's kind ("{sq1} is the yearly equipment budget": budget), which the words check lets a span leave
    unsaid, is unsaid together with the word that says which one it is ("equipment"): the span speaks of no such
    thing ("Boreal reimburses public transport passes up to 800 NOK per month")."""
    if not answer_noun or " " in answer_noun:
        return False
    before = re.search(rf"\b(?P<word>[a-z][a-z\-]*)\s+{re.escape(answer_noun)}s?\b", claim)
    return (before is not None and before.group("word") in missing
            and bool(_missing_words(answer_noun, span_tokens)))


_STAND_INS = CHOICE_TYPES | {"substitute", "replacement", "opposite", "equivalent", "counterpart"}
_CHOICE_OF = re.compile(r"^\{sq\d+\}\s+(?:is|are|was|were)\s+(?:the|an?|one)\s+(?:other\s+|only\s+)?"
                        rf"(?P<noun>{'|'.join(sorted(_STAND_INS))})s?\b")


def _choice_asked(open_claim: str | None) -> set[str]:
    """The noun of a choice or a stand-in the claim's slot is equated with ("{sq1} is the alternative to 49 weeks of
    paid leave": alternative), which the span must say for a value to fill it: no kind of thing a span leaves
    unnamed, as it may the outpost of "{sq1} was the first Huguenot outpost"."""
    m = _CHOICE_OF.match(open_claim or "")
    return {m.group("noun")} if m else set()


def run_checks(claim: str, span: str, *, missing_words: int = MISSING_WORDS,
               provenance: Sequence[str] = (), title: str = "", answer_noun: str = "",
               body: str | None = None, as_written: bool = True, open_claim: str | None = None) -> list[CheckFinding]:
    """All deterministic disagreements between ``claim`` and ``span`` (empty when none). ``provenance``: names the
    span's document carries besides its text (its source, its author): "the Fortune article says X" names Fortune
    when the span comes from Fortune. ``title``: the span's document title (the Chinese topic check reads it).
    ``answer_noun``: for a filled-in slot, the kind of answer asked for, which the words check does not require.
    ``body``: the span's own text when ``span`` is the text the model read with the title before it (the aim check
    reads how the span itself opens); ``span`` when not given. ``as_written``: False for a claim whose open slot was
    filled in, whose value the answer gives with the condition of the span's rule (so a rule that covers part of the
    claim's bound is no finding then: "Who approves expenses under 1,000 EUR?" is answered per rule). ``open_claim``:
    for a filled-in slot, the claim with its slot still open, which the Chinese topic check reads (a value that is the
    page's title does not put the page's subject into the claim: "夏尔在景栋出生的" against a span of "景栋" that says
    who else was born there)."""
    findings: list[CheckFinding] = []
    topic = _han_topic_missing(open_claim or claim, span, title) if has_han(claim) else None
    if topic is not None:
        findings.append(CheckFinding("entity", f"'{topic}' not in span (a span of {title})", "partial", True))
    cq = numbers_with_units(claim)
    sq = numbers_with_units(span)
    # the numbers the claim says itself (none filled into its slot)
    named = cq if open_claim is None or not cq else numbers_with_units(open_claim)
    bounds, span_bounds = thresholds(claim), thresholds(span)
    for q in cq:
        bound = next((t for t in bounds if t.start <= q.start < t.end and round(t.amount, 6) == round(q.value, 6)),
                     None)
        # an attribute ("a 30-year period") is compared with an amount only as equal, or against a rule's limit
        compared = [] if q.joined else [s for s in sq if s.unit == q.unit and not s.same_value(q) and not s.joined]
        if bound is not None and q.unit is not None and compared:  # a count without a unit ("500 scientists") is
            # nothing to compare; "higher than 50 EUR" is no claim that the amount is 50 EUR: the span's 60 EUR
            # meets it, its 45 EUR not
            rules = [next((t for t in span_bounds if t.at <= s.start < t.end), None) for s in compared]
            if _bounded_noun(bound) and all(r is not None and _bounded_noun(r) == _bounded_noun(bound) for r in rules) \
                    and as_written:
                # the span bounds its amounts of the claim's thing too: a rule for a range ("flights shorter than
                # eight hours"), which holds for the claim's range only when it covers all of it ("... ten hours")
                wider = [t for t in rules if t is not None and bound.within(t) is not True]
                if wider:
                    findings.append(CheckFinding("threshold", f"claim says {bound.phrase}, span's rule says "
                                                 f"{', '.join(t.phrase for t in wider)}", "partial"))
                continue
            met = {bound.holds(s.value) for s in compared}
            if met != {True}:
                said = ", ".join(s.text for s in compared)
                findings.append(CheckFinding("threshold", f"claim says {bound.phrase}, span says {said}",
                                             "contradict" if met == {False} else "partial"))
            continue
        if bound is not None:
            # the same amount bounding the other way: "expenses under 500 EUR" against "Expenses above 500 EUR
            # require approval from a department head" is a rule for other expenses
            facing = [t for t in span_bounds if round(t.amount, 6) == round(q.value, 6)
                      and (t.unit == bound.unit or not t.unit or not bound.unit)]
            if facing and all(t.op[0] != bound.op[0] for t in facing):
                findings.append(CheckFinding("threshold", f"claim says {bound.phrase}, span says "
                                             f"{', '.join(t.phrase for t in facing)}", "partial"))
                continue
        same_value = [s for s in sq if (s.same_value(q) or s.rounds_to(q))
                      and not (q.is_year and s.unit == "decade")]  # "since 1990" is not "since the late 1990s"
        if any(s.unit is None or q.unit is None or s.unit == q.unit or s.joined or q.joined for s in same_value):
            continue  # (an attribute's number with another unit, "60%" against "60-year", is another thing)
        if same_value:
            # the same sum in another currency ("2,000 USD" against "a training budget of 2,000 EUR") is another sum
            money = all((u or "").upper() in CURRENCY_CODES for u in [q.unit, *(s.unit for s in same_value)])
            findings.append(CheckFinding(
                "unit", f"claim says {q.text}, span says {', '.join(s.text for s in same_value)}",
                "contradict" if money else "partial"))
            continue
        if q.is_year:
            if any(s.is_year for s in sq):
                findings.append(CheckFinding("date", f"year {q.text} not in span (span has "
                                             f"{', '.join(s.text for s in sq if s.is_year)})", "partial"))
            else:
                findings.append(CheckFinding("number_missing", f"year {q.text} not in span", "partial", True))
            continue
        # a rate is no amount: "every ten years" is compared only with another "every N years", never with "the
        # last 100 years"
        rate = _after_every(claim, q)
        lead = LEAD_TIME.match(claim, q.end) is not None  # "2 weeks in advance": a lead time
        same_unit = [s for s in sq if q.unit is not None and s.unit == q.unit and _after_every(span, s) == rate
                     and not s.joined and (not lead or LEAD_TIME.match(span, s.end))]
        limits = [t for t in span_bounds if t.op in ("<", "<=") and any(t.start <= s.start < t.end for s in same_unit)]
        granted = [s for s in same_unit if not any(t.start <= s.start < t.end for t in span_bounds)]
        if (PERMITTED_AMOUNT.search(claim[: q.start]) and granted == same_unit and len({s.value for s in granted}) == 1
                and _period_finding(claim, span) is None and q.value <= granted[0].value
                and not lead):  # less time ahead than asked is no leave
            # what the claim asks leave to take or spend, within the one amount the span grants ("You can spend 100
            # EUR on a hotel in Lyon" against "The hotel cap in Lyon is 150 EUR"): no other value (one beyond it is,
            # below); what else the claim asks of the amount, after it, the span neither proves nor refutes ("4 days
            # of annual leave in a row" against "27 days of annual leave per year", which the model read as a
            # contradiction)
            unsaid = heavy_words_unsaid(claim[q.end:], span)[1]
            if unsaid:
                findings.append(CheckFinding("permitted", f"{q.text} is within the span's {granted[0].text}, but the "
                                             f"span says nothing of {', '.join(sorted(unsaid))}", "partial", True))
            continue
        above = bound is not None and bound.op[0] == ">" and PERMITTED_AMOUNT.search(claim[: bound.at]) is not None
        unit = q.unit or counted_time(claim, q.end)  # "10 vacation days": days
        if not same_unit and unit and (bound is None or above) and limits_what_is_said(
                claim[: q.start if bound is None else bound.at], span):
            # a limit with no unit of its own, counted in the claim's ("Up to 5 unused annual leave days can be
            # carried over" for "I can carry over 7 days", or "... more than 7 days"): the same reading, where the
            # span says the claim's words
            limits = [t for t in span_bounds if t.op in ("<", "<=") and not t.unit and counts_in(span[t.end:], unit)]
            within = (None if len(limits) != 1 else limits[0].holds(q.value) if bound is None
                      else bound.holds(limits[0].amount))
            if within is not None:
                if within is False:
                    findings.append(CheckFinding("threshold", f"claim says {bound.phrase if bound else q.text}, span "
                                                 f"allows {limits[0].phrase}", "reverse"))
                continue
        if same_unit and len(limits) == 1 and all(limits[0].start <= s.start < limits[0].end for s in same_unit):
            # the span's amount is a limit ("reimburses passes up to 800 NOK per month"): an amount within it is no
            # other value, one beyond it is refused in the span's own words; but a requirement's condition ("Economy
            # class is required for flights shorter than eight hours") forbids nothing beyond it: "I can book economy
            # class on a 10 hour flight" is a permission the span neither gives nor refuses (was "No")
            if limits[0].holds(q.value) is False:
                if _requirement_condition(claim, span, limits[0]):
                    findings.append(CheckFinding("condition", f"{q.text} is outside the span's condition "
                                                 f"'{limits[0].phrase}', which requires, not refuses", "unsaid", True))
                else:
                    findings.append(CheckFinding("threshold", f"claim says {q.text}, span allows {limits[0].phrase}",
                                                 "reverse"))
            continue
        if same_unit and all(any(round(o.value, 6) == round(s.value, 6) != round(q.value, 6) for o in named)
                             for s in same_unit):
            continue  # the span's value is the claim's other number ("between 49 and 59 weeks" against "49 weeks"), as
            # written: not a value filled into its slot ("2.5 days can work remotely four days a week")
        if same_unit and not q.joined:
            # one other value of the unit contradicts; several ("6 months" against "2 to 4 months ... 12 months")
            # may measure other things, so the claim's value is only not shown
            # nor does any value refute (or prove) that the claim's amount is enough, or too much ("50 EUR a day is
            # enough for meals" against a meal allowance of 60 EUR: what suffices is not what is paid; "90 days is
            # too late for receipts" against "within 60 days"), nor, in a span that says nothing of approval, that it
            # needs approval (:data:`_NEEDS_APPROVAL`)
            suffices = _SUFFICES.search(claim[q.start:]) is not None or (
                _NEEDS_APPROVAL.search(claim) is not None and _SAYS_APPROVAL.search(span) is None)
            findings.append(CheckFinding(
                "number", f"claim says {q.text}, span says {', '.join(s.text for s in same_unit)}",
                "contradict" if len({s.value for s in same_unit}) == 1 and not suffices else "partial", suffices))
        elif not _glued_in(span, claim, q):
            findings.append(CheckFinding("number_missing", f"{q.text} not in span", "partial", True))
    outside = outside_condition(claim, span)
    if outside is not None and (outside[2] or ROLE_HEADS & set(unsaid_words(claim, span))):
        # "A 500 EUR expense needs ..." against "Expenses above 500 EUR require ...": the same number, but the rule is
        # about the amounts beyond it; "The head of finance approves a 2,000 USD expense" against "Expenses of 1,000
        # USD or less are approved by the direct manager": a rule for other expenses that says nothing of the head of
        # finance, a role the span does not name (while it refuses the direct manager a 2,000 USD expense, and economy
        # class a nine hour flight: the threshold check's reading)
        findings = [f for f in findings if f.check != "threshold"]
        findings.append(CheckFinding("condition", f"{outside[0]} is outside the span's condition '{outside[1]}'",
                                     "unsaid", True))
    moved = _number_moved(claim, cq, span, sq)
    if moved:
        findings.append(CheckFinding("number_role", f"span: '{moved[0]}' {moved[2]}, not {moved[1]}", "partial"))
    window = _as_window(claim, cq, span, sq)
    if window:
        findings.append(CheckFinding("number_role", f"span: '{window[0]}' is a time window, not {window[1]}",
                                     "partial"))
    folded_span = fold_accents(span)
    low_claim, low_span = fold_accents(claim).lower(), folded_span.lower()
    claim_months = {m for m in _MONTHS if re.search(rf"\b{m}\b", low_claim)} - {"may"}
    span_months = {m for m in _MONTHS if re.search(rf"\b{m}\b", low_span)} - {"may"}
    if claim_months and span_months and not claim_months & span_months:
        findings.append(CheckFinding("date", f"claim month {sorted(claim_months)} vs span {sorted(span_months)}",
                                     "partial"))
    names = sorted(n for n in _entities(claim) if not _spelled_out_before(n, claim))
    absent = [n for n in names if not _named_in(n, span, folded_span) and not any(_names_source(p, n) for p in provenance)]
    verb_at = first_verb_at(claim)
    subject = [n for n in names if claim.find(n) < verb_at]
    elsewhere = bool(subject) and all(n in absent for n in subject)  # the span does not name what the claim is about
    # a multiple relates two things ("The hotel cap in Paris is double the hotel cap in Lyon"): a span without one of
    # them gives one side only, which neither proves nor refutes it
    multiple = _MULTIPLE.search(claim) is not None
    for name in absent:
        findings.append(CheckFinding("entity", f"'{name}' not in span", "partial",
                                     elsewhere or multiple or _one_of_several(name, claim)))
    frequency = _frequency_finding(claim, span)
    period = _period_finding(claim, span) if frequency is None else None  # "every day" is the frequency's business
    findings.extend(f for f in (frequency, period) if f is not None)
    claim_tokens, span_tokens = _tokens(claim), _tokens(span)
    missing = ([*_missing_words(claim, span_tokens, answer_noun), *_missing_han_words(claim, span)]
               if missing_words > 0 else [])
    missing = [w for w in missing if not _counted_by_value(w, claim, open_claim)]
    if missing and (len(missing) >= missing_words or set(missing) & _counted_kind(open_claim or "", claim)
                    or _kind_unsaid(claim, answer_noun, missing, span_tokens)
                    or _phrasal_unsaid(open_claim or "", claim, missing, span_tokens)
                    or set(missing) & _choice_asked(open_claim)):
        findings.append(CheckFinding("words", f"claim words not in span: {', '.join(missing)}", "partial"))
    other_kind = _amount_of_another_kind(claim, verb_at, span_tokens)
    if other_kind:
        findings.append(CheckFinding("kind", f"claim '{other_kind[0]}' vs span '{other_kind[1]}'", "unsaid"))
    required = _requires_other(claim, claim_tokens, span, span_tokens)
    if required:  # "You can fly business class" against "Economy class is required"; a value filled in likewise
        # ("Flights shorter than eight hours can be business class": was the answer to "Which flights can be
        # business class?")
        said, instead, noun = required
        findings.append(CheckFinding("requirement", f"span requires '{instead} {noun}', claim says '{said} {noun}'",
                                     "contradict"))
    # a closed claim of an amount (or of a rate: "the equipment budget is per year") is checked for the kind of
    # amount only ("the equipment budget is at least 2,000 EUR" against "a training budget of 2,000 EUR", which the
    # model entails): its other words are paraphrased freely. Another kind's amount speaks of something else, which
    # refutes the claim no more than it proves it
    closed = missing_words <= 0
    swapped = _swapped_modifier(claim, claim_tokens, span, span_tokens) if not closed or cq or _periods(claim) else None
    if swapped and closed and swapped[2] not in AMOUNT_HEADS:
        swapped = None
    if swapped:
        said, instead, noun = swapped
        findings.append(CheckFinding("modifier", f"claim '{said} {noun}' vs span '{instead} {noun}'",
                                     "unsaid" if closed else "partial", elsewhere=closed))
    seat = None if swapped else _seat_against_branch(claim_tokens, span_tokens)
    if seat:
        findings.append(CheckFinding("modifier", f"claim '{seat[0]}' vs span '{seat[1]}'", "partial"))
    # the span's own text: a title names a topic ("Boreal remote work policy 2024"), not the value's kind
    kind_of = None if swapped or closed else _other_head(claim, span if body is None else body, span_tokens,
                                                         answer_noun)
    if kind_of:
        findings.append(CheckFinding("kind", f"claim '{kind_of[0]}' vs span '{kind_of[1]}'", "partial"))
    smaller = _smaller_place(claim, span)
    if smaller:
        findings.append(CheckFinding("scope", f"claim '{smaller[0]}' vs span '{smaller[1]}'", "partial"))
    elsewhere_at = _verb_at_other_place(claim, span if body is None else body)
    if elsewhere_at:
        findings.append(CheckFinding("place", f"claim: {elsewhere_at[0]} at {elsewhere_at[1]}; span: at "
                                     f"{elsewhere_at[2]}", "partial"))
    person = _person_as_place(claim, span)
    if person:
        findings.append(CheckFinding("entity", f"the span's '{person}' is a person, born ...", "partial", True))
    left = _left_place(claim, span)
    if left:
        findings.append(CheckFinding("place", f"claim: in {left}; span: only as a place left", "partial"))
    excluded = _excluded_place(claim, span)
    if excluded:
        findings.append(CheckFinding("place", f"claim leaves out {excluded}, which the span speaks of", "partial"))
    of_phrase = None if swapped or missing_words <= 0 else _other_of_phrase(claim, span)
    if of_phrase:
        noun, said, instead = of_phrase
        findings.append(CheckFinding("object", f"claim '{noun} of {said}' vs span '{noun} of {instead}'", "partial"))
    other_object = None if swapped else _other_object(claim, span, span_tokens)  # a swapped modifier says it already
    if other_object:
        verb, said, instead = other_object
        findings.append(CheckFinding("object", f"span: {verb} '{instead}', which does not rule out '{said}'",
                                     "partial", True))
    swapped_to = _swapped_after_to(claim, span, span_tokens) if missing_words > 0 else None
    if swapped_to:
        head, said, instead = swapped_to
        findings.append(CheckFinding("modifier", f"claim '{head} to {said}' vs span '{head} to {instead}'", "partial"))
    flipped = _prefix_antonyms(claim_tokens, span_tokens)
    if flipped:
        findings.append(CheckFinding("antonym", f"claim '{flipped[0]}' vs span '{flipped[1]}'", "partial"))
    opposite = None if flipped else (_opposite_words(set(claim_tokens), set(span_tokens))
                                     or _opposite_on_object(claim_tokens, span_tokens))
    if opposite:
        findings.append(CheckFinding("antonym", f"claim '{opposite[0]}' vs span '{opposite[1]}'", "reverse"))
    reversed_result = _result_reversed(claim, span)
    if reversed_result:
        findings.append(CheckFinding("result", f"claim: {reversed_result[0]} won; span: {reversed_result[1]} won",
                                     "reverse"))
    wholly = next((t for t in claim_tokens if t in _WHOLLY and not _stem_in(t, set(span_tokens))), None)
    if wholly:
        findings.append(CheckFinding("degree", f"claim '{wholly}' not in span", "partial"))
    ranked = _ranked_superlative(claim_tokens, span)
    if ranked:
        findings.append(CheckFinding("rank", f"claim '{ranked[0]}' vs span '{ranked[1]}'", "reverse"))
    claim_verb = _claim_verb(claim, verb_at)
    other = (_other_subject(claim, span, verb_at, claim_verb)
             or _passive_of_another(claim, span, verb_at, claim_verb))
    if other:
        findings.append(CheckFinding("subject", f"span: {other[0]} {other[1]}, not the claim's subject", "partial"))
    roles = None if other else _swapped_roles(claim, span, verb_at, claim_verb)
    if roles:
        findings.append(CheckFinding("subject", f"span: '{roles[0]} {roles[1]}', the claim's object as its subject",
                                     "partial"))
    agent = None if other or roles else _object_as_agent(claim, span, verb_at, claim_verb)
    if agent:
        findings.append(CheckFinding("subject", f"span: {agent[1]} by '{agent[0]}', the claim's object as its agent",
                                     "partial"))
    if states_an_aim(span if body is None else body) and not states_an_aim(claim):
        findings.append(CheckFinding("aim", "the span says what a study set out to do, not what it found", "partial",
                                     True))
    denied = None if swapped or other_object else _denied_of_other(claim, span, span_tokens)
    if denied:
        verb, said, instead = denied
        findings.append(CheckFinding("object", f"span denies '{verb}' of '{instead}', which says nothing of '{said}'",
                                     "partial", True))
    means = _other_required_means(claim, span, span_tokens)
    if means:
        verb, said, instead = means
        findings.append(CheckFinding("means", f"span: must {verb} {instead}, so not {said}", "reverse"))
    replaced = _replaced_in_force(claim, span)
    if replaced:
        findings.append(CheckFinding("version", f"span: '{replaced}'", "contradict"))
    moment = _hours_moment(claim, span)
    if moment is not None:
        said, right = moment
        if right:  # "closes at 19:00" is what "open from 07:00 to 19:00" says, not its opposite
            findings = [f for f in findings if f.check != "antonym"]
        else:
            findings.append(CheckFinding("hours", said, "reverse"))
    hours = _all_day_against_hours(claim, span)
    if hours is not None:
        findings.append(CheckFinding("hours", hours, "reverse"))
    negated_zh = _han_negation(claim, span) if has_han(claim) else None
    if negated_zh is not None:
        findings.append(CheckFinding("negation", f"only the {negated_zh[0]} is negated ('{negated_zh[1]}')", "reverse"))
    claim_negated = _negated(claim)
    if (not denied and claim_negated != _negates_claim_words(span, claim_tokens, _tokens(claim[:verb_at]))
            and not _same_no_change(claim, claim_tokens, span, span_tokens, claim_negated)):
        which = "claim" if claim_negated else "span"
        findings.append(CheckFinding("negation", f"only the {which} is negated", "reverse"))
    return findings
