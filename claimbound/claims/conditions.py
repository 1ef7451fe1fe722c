"""Conditions a sentence puts on what it states: an amount ("Expenses above 500 EUR require approval from a
department head", "Expenses of 500 EUR or less are approved by the direct manager"), or a qualifier that parallel
sentences vary ("The hotel cap in Lyon is 150 EUR per night", "The hotel cap in Paris is 220 EUR per night").

A document that gives one value under each of several such conditions answers a question that names none with
every value and its condition, not with the first one found (the composer reads them through :func:`conditions`).
:meth:`Threshold.holds` says whether an amount meets one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from claimbound.claims.english import AUXILIARIES, PREPOSITIONS
from claimbound.claims.plan import content_words

_NUMBER_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve".split())} | {
    w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}
NUMBER_WORDS = frozenset(_NUMBER_WORDS)
"""Counts written as words ("one", "twelve", "twenty"): numbers, not nouns."""
_NUMBER = (r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\b(?:"
           + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + r")\b")  # not the "ten" of "often"
_SYMBOLS = {"$": "USD", "€": "EUR", "£": "GBP"}
_UNIT = (r"(?:\s*%|\s+(?:percent|(?-i:[A-Z]{3})|[a-z]+s|people|staff|children|men|women|million|billion|thousand"
         r"|km|kg|m|h|hour|day|week|month|year|night|minute|mile|kilometre|kilometer)\b"
         r"|-(?:hour|day|week|month|year|night|minute|mile|kilometre|kilometer)\b)?")  # "a seven-hour flight"
_CURRENCY = r"(?:[$€£]\s?)?"


def _unit_word(matched: str) -> str:
    """A unit as :data:`_UNIT` matched it, without the space or hyphen before it ("-hour" -> "hour")."""
    return matched.strip().lstrip("-")


_BEFORE = {  # comparison words before the amount -> operator
    "above": ">", "over": ">", "exceeding": ">", "more than": ">", "greater than": ">", "higher than": ">",
    "in excess of": ">", "beyond": ">", "bigger than": ">", "larger than": ">", "at least": ">=",
    "no less than": ">=", "not less than": ">=",
    "below": "<", "under": "<", "less than": "<", "fewer than": "<", "lower than": "<", "smaller than": "<",
    "at most": "<=", "up to": "<=", "no more than": "<=", "not more than": "<=", "not exceeding": "<=",
    "shorter than": "<", "longer than": ">", "younger than": "<", "older than": ">",
}
_AFTER = {  # words after the amount -> operator
    "or less": "<=", "or fewer": "<=", "or lower": "<=", "or below": "<=", "or under": "<=", "and below": "<=",
    "and under": "<=", "or more": ">=", "or higher": ">=", "or above": ">=", "or over": ">=", "or greater": ">=",
    "and above": ">=", "and over": ">=",
}


_PARTICLE_HOST = re.compile(
    r"\b(?:carr(?:y|ies|ied|ying)|roll\w*|hand\w*|turn\w*|pass\w*|hold\w*|held|tak(?:e|es|en|ing)|took|mov\w*|go|goes"
    r"|went|gone|get\w*|got|sign\w*|look\w*|start\w*|brought|bring\w*|giv(?:e|es|en|ing)|gave)\s+$", re.IGNORECASE)
"""A verb whose "over" is its particle ("carry over 10 days"), not a bound ("expenses over 500 EUR")."""


def _alternation(words: dict[str, str]) -> str:
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True))


_THRESHOLD = re.compile(
    rf"\b(?P<before>{_alternation(_BEFORE)})\s+(?P<c1>{_CURRENCY})(?P<n1>{_NUMBER})(?P<u1>{_UNIT})(?![\w,.]\d)"
    rf"|(?P<c2>{_CURRENCY})\b(?P<n2>{_NUMBER})(?P<u2>{_UNIT})\s+(?P<after>{_alternation(_AFTER)})\b",
    re.IGNORECASE,
)
_HEAD = re.compile(r"[A-Za-z][A-Za-z\-]*")
_NOUN_BEFORE = re.compile(r"([A-Za-z][A-Za-z\-]*)\s+(?:(of)\s+)?$")
_NOT_A_UNIT = AUXILIARIES | PREPOSITIONS | {"or", "and", "of", "the", "a", "an", "this", "that", "its", "their"}


@dataclass(frozen=True)
class Threshold:
    """One amount condition: ``phrase`` as the sentence words it (with the noun it bounds when that noun opens it:
    "expenses above 500 EUR"), ``op`` one of > >= < <=, ``amount`` and ``unit`` ("EUR", "" when none)."""

    phrase: str
    op: str
    amount: float
    unit: str
    start: int
    end: int
    at: int = -1
    """Where the comparison itself starts (its words, or its amount for "500 EUR or less"): ``start`` without the
    noun it bounds."""

    @property
    def head(self) -> str:
        """The phrase's first word: the noun the condition bounds when one opens it ("Expenses" in "Expenses of 500
        EUR or less"), else its comparison's ("above"); "" when it opens with no letter ("$200 or less")."""
        m = _HEAD.match(self.phrase)
        return m.group() if m else ""

    def within(self, other: Threshold) -> bool | None:
        """Whether every amount this condition admits meets ``other`` ("under 500 EUR" within "500 EUR or less",
        "above 800 EUR" within "above 500 EUR"); ``None`` when the units differ."""
        if self.unit and other.unit and _unit_key(self.unit) != _unit_key(other.unit) or bool(self.unit) != bool(
                other.unit):
            return None
        if self.op[0] != other.op[0]:
            return False  # bounds facing apart: "under 500" is never within "above 100"
        a, b = self.amount, other.amount
        if self.op[0] == "<":
            return a < b or a == b and (self.op == "<" or other.op == "<=")
        return a > b or a == b and (self.op == ">" or other.op == ">=")

    def holds(self, amount: float, unit: str = "") -> bool | None:
        """Whether ``amount`` meets the condition; ``None`` when the units differ (nothing to compare)."""
        if unit and self.unit and _unit_key(unit) != _unit_key(self.unit):
            return None
        return {">": amount > self.amount, ">=": amount >= self.amount,
                "<": amount < self.amount, "<=": amount <= self.amount}[self.op]


_SAME_UNIT = {"employee": "people", "person": "people", "worker": "people", "staff": "people", "euro": "eur",
              "dollar": "usd", "krone": "nok", "kroner": "nok"}
"""Unit words that count the same thing ("more than 1,000 employees" against "employs 1,200 people")."""


def _unit_key(unit: str) -> str:
    """A unit as compared: singular, case-folded, the words of one thing as one ("employees" -> "people")."""
    key = _stem(unit)
    return _SAME_UNIT.get(key, key)


def _stem(word: str) -> str:
    """A noun or unit in the singular, case-folded ("Expenses" -> "expense", "hours" -> "hour")."""
    word = word.casefold()
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


_SPENT_NOUNS = frozenset({"purchase", "bill"})
"""Nouns of money spent, which a rule on expenses covers ("a 510 EUR purchase" under "Expenses above 500 EUR")."""


def _thing(noun: str) -> str:
    """The thing a noun names, as :func:`_stem` reads it, a purchase or a bill being an expense."""
    stem = _stem(noun)
    return "expense" if stem in _SPENT_NOUNS else stem


def number_value(number: str) -> float:
    """'5,000' -> 5000.0; 'eight' -> 8.0."""
    return float(_NUMBER_WORDS.get(number.casefold(), number.replace(",", "")))


def thresholds(text: str) -> list[Threshold]:
    """Every amount condition in ``text``, in order."""
    out = []
    for m in _THRESHOLD.finditer(text):
        first = m.group("before") is not None
        if first and _squash(m.group("before")) == "over" and _PARTICLE_HOST.search(text[: m.start()]):
            continue  # "carry over 10 days", "hand over 500 EUR": a verb's particle, no bound
        number, unit = (m.group("n1"), m.group("u1")) if first else (m.group("n2"), m.group("u2"))
        unit = _unit_word(unit)
        end = m.end()
        if unit.casefold() in _NOT_A_UNIT:  # "above 500 require": no unit; the word is the clause's
            end -= len(m.group("u1" if first else "u2"))
            unit = ""
        symbol = (m.group("c1") if first else m.group("c2")).strip()
        start = at = m.start() if first or not symbol else m.start("c2")
        noun = _NOUN_BEFORE.search(text[:start])
        if noun and noun.group(1).casefold() not in _NOT_A_UNIT:  # the noun the condition bounds
            start = noun.start()
        phrase = text[start:end]
        phrase = phrase[0].lower() + phrase[1:] if start == 0 and not phrase[:2].isupper() else phrase
        out.append(Threshold(phrase=phrase, op=_BEFORE.get(_squash(m.group("before") or ""), "")
                             or _AFTER[_squash(m.group("after"))], amount=number_value(number),
                             unit=unit or _SYMBOLS.get(symbol, ""), start=start, end=end, at=at))
    return out


def _squash(words: str) -> str:
    return " ".join(words.casefold().split())


def _unsaid(span_text: str, claim_text: str) -> list[Threshold]:
    """The amount conditions ``span_text`` states and ``claim_text`` does not: the claim names no amount of them, or
    bounds their amount wider than they do ("expenses of 500 EUR or more" does not say "Expenses above 500 EUR",
    whose rule leaves out 500 EUR itself)."""
    own = thresholds(claim_text)
    bare = {number_value(n.group()) for n in re.finditer(_NUMBER, claim_text, flags=re.IGNORECASE)
            if not any(t.start <= n.start() < t.end for t in own)}
    return [t for t in thresholds(span_text) if t.amount not in bare
            and not any(c.amount == t.amount and c.within(t) is not False for c in own)]


def threshold_in(span_text: str, claim_text: str) -> Threshold | None:
    """The first amount condition ``span_text`` states and ``claim_text`` does not, or ``None``."""
    return next(iter(_unsaid(span_text, claim_text)), None)


def own_condition(span_text: str, value: tuple[int, int], claim_text: str) -> str | None:
    """The amount condition a sentence puts on the thing a claim is about when the claim names none: "expenses
    above 5,000 NOK" from "Expenses above 5,000 NOK require approval from a director" for "{sq1} approves expenses".
    A value stated only under a condition answers only with it, even when the document gives no other case.

    The condition must open with a noun the claim names (in the singular or the plural; not a verb in -ed / -ing)
    and stand in the value's sentence (``value``: the value's offsets in ``span_text``), outside the value. A claim
    whose own amount meets a condition of the sentence (:func:`within_condition`) is that case already: none. An
    amount stated of a subject in a place the claim does not name ("The government per diem for meals in Texas is 64
    USD per day" for "{sq1} is the per diem") holds in that place: "in Texas"."""
    if within_condition(claim_text, span_text) is not None:
        return None
    claim = {_stem(w) for w in re.findall(r"[A-Za-z][A-Za-z\-]*", re.sub(r"\{[^}]*\}", " ", claim_text))}
    for t in _unsaid(span_text, claim_text):
        if (not t.head or t.phrase.casefold() == t.head.casefold() or _stem(t.head) not in claim
                or t.head.casefold().endswith(("ed", "ing", "ly")) or t.start < value[1] and value[0] < t.end):
            continue
        if _same_sentence(span_text, (t.start, t.end), value):
            return t.phrase
    placed = _PLACED_SUBJECT.search(span_text[: value[0]])
    if placed is not None and _LEADING_AMOUNT.match(span_text[value[0]: value[1]]) and not re.search(
            rf"\b{re.escape(placed.group('name'))}\b", claim_text, re.IGNORECASE) and {
            _stem(w) for w in re.findall(r"[a-z][a-z\-]*", placed.group("subject"))} & claim:
        return placed.group("case")  # 'The government per diem for meals in Texas is 64 USD per day': in Texas
    content = {_stem(w) for w in content_words(claim_text)}
    for m in _DEGREE.finditer(span_text):  # "Fully remote work requires ..." for "{sq1} approves remote work"
        before = re.search(r"(\w+)\W*$", span_text[: m.start()])
        if before is not None and before.group(1).casefold() not in _NOUN_PHRASE_OPENERS:
            continue  # "was fully restored": an adverb of the verb, no kind of thing
        run: list[re.Match[str]] = []
        for w in re.finditer(r"[A-Za-z][\w\-]*", span_text[m.end():]):
            if _stem(w.group()) not in content or w.start() != (run[-1].end() + 1 if run else 1):
                break
            run.append(w)
        end = m.end() + run[-1].end() if run else 0
        if run and m.group(1).casefold() not in claim and not (m.start() < value[1] and value[0] < end) and (
                _same_sentence(span_text, (m.start(), end), value)):
            return span_text[m.start(): end].casefold()
    return None


_PLACED_SUBJECT = re.compile(r"(?:^|(?<=[.!?:;]\s))(?:The|the)\s+(?P<subject>(?:[a-z][\w\-]*\s+){1,6}?)"
                             r"(?P<case>in\s+(?:the\s+)?(?P<name>[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*))\s+"
                             r"(?:is|are|was|were)\s+$")
"""A subject that ends with the place it holds in, right before its amount ("The government per diem for meals | in
Texas | is 64 USD per day"): one case of the thing, whose value answers the thing in general only with the case."""
_NOUN_PHRASE_OPENERS = PREPOSITIONS | {"the", "a", "an", "for", "of", "and", "or", "all", "any", "each", "every"}
_DEGREE = re.compile(r"\b(fully|partly|partially|entirely|wholly|exclusively|permanently|temporarily)\b", re.I)
"""Adverbs that narrow the thing after them: "fully remote work" is one case of remote work."""


def _same_sentence(text: str, a: tuple[int, int], b: tuple[int, int]) -> bool:
    """No sentence break between the two ranges of ``text``."""
    return not re.search(r"[.!?;]\s", text[min(a[1], b[1]): max(a[0], b[0])])


_TOKEN = re.compile(r"\w+(?:[.,'\-]\w+)*%?")
_OPENERS = PREPOSITIONS - {"as", "like", "than", "to", "by", "via", "per", "about", "against", "despite"}
_QUALIFIER_WORDS = 6
_INSIDE_A_RUN = PREPOSITIONS | {"of", "the", "a", "an", "and"}
_RUN_BREAK = re.compile(r"[,;:()\[\]]|\.\s")
PARALLEL = 0.5  # the least word overlap (Jaccard) of two sentences outside their values and qualifiers


def _rest(text: str, value: tuple[int, int], qualifier: tuple[int, int]) -> set[str]:
    """The words of ``text`` outside its value and its qualifier, case-folded."""
    return {m.group().casefold() for m in _TOKEN.finditer(text) if not (
        value[0] <= m.start() < value[1] or qualifier[0] <= m.start() < qualifier[1])}


def _qualifiers(text: str, value: tuple[int, int], claim: set[str], common: set[str]) -> list[tuple[int, int]]:
    """The runs of ``text`` (offsets) that open with a preposition and hold words that neither the claim, the value
    nor every other alternative has: "in Lyon", "for business travel in other cities"."""
    tokens = [m for m in _TOKEN.finditer(text) if m.end() <= value[0] or m.start() >= value[1]]
    words = [None if m.group().casefold() in PREPOSITIONS else next(iter(content_words(m.group())), None)
             for m in tokens]
    runs: list[list[int]] = []
    for i, word in enumerate(words):
        joined = bool(runs) and runs[-1][-1] == i - 1 and not _RUN_BREAK.search(
            text[tokens[i - 1].end(): tokens[i].start()])
        own = word is not None and word not in claim and word not in common
        if own and joined:
            runs[-1].append(i)
        elif own:
            runs.append([i])
        elif joined and tokens[i].group().casefold() in _INSIDE_A_RUN:
            runs[-1].append(i)  # a preposition, article or "and" inside a run ("business travel in other cities")
    out = []
    for run in runs:
        while words[run[-1]] is None:
            run.pop()  # a trailing function word
        first = run[0]
        if first > 0 and tokens[first - 1].group().casefold() in _OPENERS:
            first -= 1
        if tokens[first].group().casefold() in _OPENERS and run[-1] - first < _QUALIFIER_WORDS:
            out.append((tokens[first].start(), tokens[run[-1]].end()))
    return out


def conditions(alternatives: Sequence[tuple[str, tuple[int, int]]], claim_text: str) -> list[str] | None:
    """The condition under which each of several sentences from one document states its value of one claim
    (``alternatives``: sentence text, the value's offsets in it), in order; ``None`` unless every sentence has one
    of its own and no two agree.

    - An amount condition the claim does not name (:func:`threshold_in`), when every sentence states one;
    - otherwise the one prepositional qualifier each sentence adds that the claim, its value and the other
      sentences lack ("in Lyon" / "in Paris" / "for business travel in other cities" for "{sq1} is the hotel cap"),
      when the sentences are parallel: outside their values and qualifiers, any two share at least half their words
      (a list of one rule's cases, not two sentences that happen to hold a date each).
    """
    if len(alternatives) < 2:
        return None
    amounts = [threshold_in(text, claim_text) for text, _ in alternatives]
    if all(t is not None for t in amounts):
        found = [t.phrase for t in amounts if t is not None]
    else:
        claim = content_words(claim_text)
        words = [content_words(text[: v[0]] + " " + text[v[1]:]) - claim for text, v in alternatives]
        common = set.intersection(*words)
        runs = [_qualifiers(text, v, claim, common) for text, v in alternatives]
        if any(len(r) != 1 for r in runs):
            return None
        rests = [_rest(text, v, r[0]) for (text, v), r in zip(alternatives, runs, strict=True)]
        if any(len(a & b) < PARALLEL * len(a | b) for i, a in enumerate(rests) for b in rests[i + 1:]):
            return None  # not parallel sentences of one list: the qualifiers are no conditions of one rule
        found = [text[r[0][0]: r[0][1]] for (text, _), r in zip(alternatives, runs, strict=True)]
    return found if len({f.casefold() for f in found}) == len(found) else None


_CLAIMED_AMOUNT = re.compile(  # "an expense of 300 EUR", "a 300 EUR expense"
    rf"\b(?!(?i:a|an|the|this|that|each|every|any|one|per)\s)(?P<noun>[A-Za-z][A-Za-z\-]*)\s+(?:(?:of|for|worth|costing|totalling|totaling)\s+)?"
    rf"(?P<c>{_CURRENCY})(?P<n>{_NUMBER})(?P<u>{_UNIT})(?![\w,.]\d)"
    rf"|(?P<c2>{_CURRENCY})\b(?P<n2>{_NUMBER})(?P<u2>{_UNIT})\s+(?P<noun2>[A-Za-z][A-Za-z\-]*)\b")


def names_an_amount(text: str) -> bool:
    """``text`` names an amount of a thing ("an expense of 300 EUR", "a five hour flight") or bounds one ("expenses
    under 500 EUR"): a cheap test before :func:`within_condition`."""
    return _CLAIMED_AMOUNT.search(text) is not None or _THRESHOLD.search(text) is not None


def within_condition(claim_text: str, span_text: str) -> tuple[str, str] | None:
    """A claim about one amount of a thing ("{sq1} approves an expense of 300 EUR") read against a sentence that
    states a rule for such things under an amount condition the amount meets ("Expenses of 500 EUR or less are
    approved by the direct manager"): the claim with the sentence's condition in place of its amount ("{sq1} approves
    an expense of 500 EUR or less"), which the sentence states in its own words, and a note saying why; ``None``
    when the sentence bounds no such thing, or the amount does not meet the condition (the rule does not apply).

    Only a condition on the noun the claim's amount measures counts: "Expenses above 500 EUR ..." covers "an expense
    of 600 EUR", while "risk fell by more than 20%" says nothing of a fall of 30%."""
    rules = thresholds(span_text)
    if not rules:
        return None
    own = thresholds(claim_text)
    for m, g, unit, t in _amounts_under_rules(claim_text, own, rules):
        if t.holds(number_value(g["n"]), unit) is not True:
            continue  # the rule does not apply
        condition = t.phrase[len(t.head):]  # the rule's words after its noun
        # the rule's own noun for one it covers ("a 510 EUR purchase" -> "an expense above 500 EUR")
        noun = g["noun"] if _stem(g["noun"]) == _stem(t.head) else _thing(t.head) + ("s" if _stem(g["noun"]) != (
            g["noun"].casefold()) else "")
        if m.group("noun") is None:  # "a 300 EUR expense"
            amount = claim_text[m.start(): m.start("noun2")].strip()
            before = re.sub(r"\b([Aa])\s+$", r"\1n ", claim_text[: m.start()]) if noun[:1].lower() in "aeiou" else (
                claim_text[: m.start()])
            rewritten = before + noun + condition + claim_text[m.end():]
        else:
            amount = claim_text[m.start("c") if g["c"] else m.start("n"): m.end()].strip()
            rewritten = claim_text[: m.start("noun")] + noun + condition + claim_text[m.end():]
        return rewritten, f"{amount} meets the span's condition '{t.phrase}'"
    return _within_rule(claim_text, own, rules)


def outside_condition(claim_text: str, span_text: str) -> tuple[str, str, bool] | None:
    """(the claim's amount, the span's condition, whether it is the condition's own number) when the claim names one
    amount of a thing ("The head of finance approves a 2,000 USD expense") that a condition on such things leaves out
    ("Expenses of 1,000 USD or less are approved by the direct manager"; "Expenses above 500 EUR ..." for a 500 EUR
    expense, the same number): the rule is about other amounts; ``None`` otherwise."""
    for _, g, unit, t in _amounts_under_rules(claim_text, thresholds(claim_text), thresholds(span_text)):
        n = number_value(g["n"])
        if t.holds(n, unit) is False:
            return f"{g['c']}{g['n']}{g['u']}".strip(), t.phrase, round(n, 6) == round(t.amount, 6)
    return None


def _amounts_under_rules(claim_text: str, own: list[Threshold], rules: list[Threshold]
                         ) -> Iterator[tuple[re.Match[str], dict[str, str], str, Threshold]]:
    """(match, its groups, unit, rule) for each amount the claim names of a thing ("an expense of 300 EUR", "a 300
    EUR expense"; not the amount of its own bound, ``own``) and each rule of ``rules`` on that thing in a common
    unit. Only a condition on the noun the claim's amount measures counts."""
    for m in _CLAIMED_AMOUNT.finditer(claim_text):
        after = m.group("noun") is None  # "a 300 EUR expense"
        if any(t.at <= m.start("n2" if after else "n") < t.end for t in own):
            continue  # the amount of the claim's own bound ("expenses of 500 EUR or more"): _within_rule's business
        g = {k: m.group(k + "2" if after else k) for k in ("noun", "c", "n", "u")}
        unit = _unit_word(g["u"]) or _SYMBOLS.get(g["c"].strip(), "")
        for t in rules:
            if not t.head or _thing(t.head) != _thing(g["noun"]) or t.phrase.casefold() == t.head:
                continue
            if bool(unit) != bool(t.unit) or t.holds(number_value(g["n"]), unit) is None:
                continue  # no common unit to compare ("300 EUR" against "above 500")
            yield m, g, unit, t


def _within_rule(claim_text: str, own: list[Threshold], rules: list[Threshold]) -> tuple[str, str] | None:
    """A claim about the things under a bound ("{sq1} approves expenses under 500 EUR") read against a sentence whose
    rule for those things covers every amount the bound admits ("Expenses of 500 EUR or less are approved by the
    direct manager"): the claim with the sentence's condition in place of its own, and a note; ``None`` otherwise
    (a wider bound, "expenses under 1,000 EUR", is not all covered by the rule)."""
    for bound in own:
        if not bound.head or bound.phrase.casefold() == bound.head.casefold():
            continue
        for t in rules:
            if not t.head or _stem(t.head) != _stem(bound.head) or bound.within(t) is not True:
                continue
            rewritten = claim_text[: bound.start + len(bound.head)] + t.phrase[len(t.head):] + claim_text[bound.end:]
            return rewritten, f"{bound.phrase[len(bound.head):].strip()} is within the span's condition '{t.phrase}'"
    return None


# --------------------------------------------------------------------------- two amounts compared

GREATER_WORDS = frozenset({"higher", "larger", "bigger", "greater", "more", "longer", "costlier", "pricier",
                           "highest", "largest", "biggest", "greatest", "most", "longest"})
LESSER_WORDS = frozenset({"lower", "smaller", "less", "fewer", "shorter", "cheaper",
                          "lowest", "smallest", "least", "fewest", "shortest", "cheapest"})
"""Comparatives (and, between two options, superlatives) that compare two amounts ("Is the hotel cap in Paris higher
than in Lyon?", "Which city has the lowest hotel cap, Paris or Berlin?"): the greater or the lesser one wins. "more"
/ "less" before an adjective ("more expensive") keep their direction."""
_COMPARATIVES = "|".join(sorted(GREATER_WORDS | LESSER_WORDS))
_COMPARATIVE = re.compile(rf"\b(?:{_COMPARATIVES})\b", re.IGNORECASE)
_UNIT_NAMES = {"euro": "EUR", "dollar": "USD", "pound": "GBP", "percent": "%", "krone": "NOK", "krona": "SEK"}


def opens_with_amount(text: str) -> bool:
    """``text`` opens with an amount ("50 EUR", "$80", "twelve weeks"): a bound's other side, not a thing compared."""
    return re.match(rf"\s*{_CURRENCY}(?:{_NUMBER})", text, re.IGNORECASE) is not None


def comparative(text: str) -> str | None:
    """">" when the first amount comparative of ``text`` asks for the greater amount, "<" for the lesser, ``None``
    when it has none."""
    m = _COMPARATIVE.search(text)
    return None if m is None else (">" if m.group().casefold() in GREATER_WORDS else "<")


_EITHER_WAY = re.compile(rf"\b(?P<a>{_COMPARATIVES})\s+or\s+(?P<b>{_COMPARATIVES})\s+than\b", re.IGNORECASE)


def either_way(text: str) -> tuple[str, str, int, int] | None:
    """The two comparatives of a comparison asked both ways ("Is the Paris hotel cap higher or lower than Berlin's?":
    "higher", "lower"), with where the pair starts and ends ("higher or lower"); ``None`` when ``text`` asks one way,
    or two that go the same way ("higher or more")."""
    m = _EITHER_WAY.search(text)
    if m is None or (m.group("a").casefold() in GREATER_WORDS) == (m.group("b").casefold() in GREATER_WORDS):
        return None
    return m.group("a"), m.group("b"), m.start(), m.end("b")


_FORBIDDEN = re.compile(r"^(?P<be>is|are)\s+(?P<subject>.+?)\s+(?:forbidden|prohibited|banned|not\s+(?:allowed|permitted))"
                        r"(?P<rest>(?:\s.*)?)$", re.IGNORECASE | re.DOTALL)


def permission_of_forbidden(question: str) -> str | None:
    """Whether what a question asks is forbidden, asked as whether it is allowed, or ``None``: "Is it forbidden to fly
    business class on a 5 hour flight?" -> "Can I fly business class on a 5 hour flight?", "Is business class not
    allowed on a 5 hour flight?" -> "Is business class allowed on a 5 hour flight?". The answer is the other way
    round: "Yes" (it is forbidden) when a span refutes the permission."""
    m = _FORBIDDEN.match(question.strip().rstrip("?").rstrip())
    if m is None:
        return None
    rest = m.group("rest").strip()
    if m.group("subject").casefold() == "it":
        to = re.match(r"to\s+(?P<act>\S.*)$", rest, re.IGNORECASE | re.DOTALL)
        return f"Can I {to.group('act')}" if to else None
    return f"{m.group('be').capitalize()} {m.group('subject')} allowed{' ' + rest if rest else ''}"


@dataclass(frozen=True)
class Amount:
    """An amount as a bound value states it: "2,000 EUR" -> 2000.0, "EUR"; ``rest`` is what follows it, case-folded
    ("per night")."""

    value: float
    unit: str
    rest: str


_LEADING_AMOUNT = re.compile(rf"^\s*(?P<c>{_CURRENCY})(?P<n>{_NUMBER})(?P<u>{_UNIT})(?P<rest>(?:\s.*)?)$",
                             re.IGNORECASE | re.DOTALL)


def amount_of(value: str) -> Amount | None:
    """The amount a value opens with ("220 EUR", "$80 a day", "15 weeks"), ``None`` when it opens with none or holds a
    second number ("2 to 3 days")."""
    m = _LEADING_AMOUNT.match(value)
    if m is None or re.search(r"\d", m.group("rest")):
        return None
    unit = _unit_word(m.group("u")) or _SYMBOLS.get(m.group("c").strip(), "")
    key = _stem(unit)
    unit = _UNIT_NAMES.get(key, unit.upper() if re.fullmatch(r"[A-Za-z]{3}", unit) and unit.isupper() else key)
    return Amount(number_value(m.group("n")), unit, " ".join(m.group("rest").split()).casefold().strip(" .,;"))


# --------------------------------------------------------------------------- a monthly amount asked per year

PER_YEAR_FROM_MONTH = "the span counts per month, the claim per year: 12 months make its year"
"""The note a support carries when its claim asked per year and the span's amount, counted per month, was bound
(:func:`per_month_for_year`); the answer gives the year's amount beside the month's (:func:`times_twelve`)."""
_YEAR_RATE = re.compile(
    r"\b(?P<per>(?:per|a|each|every)\s+year|annually)\b|\b(?P<adj>yearly|annual)\b(?=\s+(?:[a-z\-]+\s+){0,2}(?:stipend|"
    r"allowance|budget|support|cap|limit|salary|pay|fee|cost|rate|bonus|amount|payment|subsidy|grant|benefit|total|"
    r"spend|spending|reimbursement|contribution|refund)s?\b)", re.IGNORECASE)
_ANY_YEAR_RATE = re.compile(r"\b(?:(?:per|a|each|every)\s+year|annually|yearly|annual)\b", re.IGNORECASE)
_MONTH_RATE = re.compile(r"\b(?:(?:per|a|each|every)\s+month|monthly)\b", re.IGNORECASE)


def per_month_for_year(claim_text: str, span_text: str) -> str | None:
    """An open claim that asks for an amount per year ("boreal pays {sq1} commuting support per year", "{sq1} is the
    yearly wellness stipend") read against a span that counts such amounts per month only ("... up to 800 NOK per
    month"): the claim counted per month, which the span states, so that the month's amount binds; ``None`` when the
    claim asks no year's amount, also names a month, or the span counts per year too. Twelve of the month's amount
    are the year's: the answer says both (:func:`times_twelve`)."""
    if (not _YEAR_RATE.search(claim_text) or _MONTH_RATE.search(claim_text) or not _MONTH_RATE.search(span_text)
            or _ANY_YEAR_RATE.search(span_text)):
        return None
    return _YEAR_RATE.sub(lambda m: "per month" if m.group("per") else "monthly", claim_text)


_AMOUNT_A_YEAR = re.compile(rf"(?P<c>{_CURRENCY})(?P<n>\d{{1,3}}(?:,\d{{3}})+|\d+)(?P<u>\s+[A-Z]{{3}}\b)?\s+"
                            r"(?:(?:per|a|each|every)\s+year|annually)\b")


def year_amount_per_month(claim_text: str, span_text: str) -> str | None:
    """A closed claim of an amount a year ("I can get 600 USD a year from the wellness stipend") read against a span
    that counts such amounts per month only ("Cobalt pays a wellness stipend of 50 USD per month"): the claim with a
    twelfth of its amount per month ("50 USD per month"), which the span states or refutes (was refuted as another
    amount); ``None`` when the claim names no whole year's amount, the twelfth is no whole cent, or the span counts per
    year too."""
    m = _AMOUNT_A_YEAR.search(claim_text)
    if m is None or _MONTH_RATE.search(claim_text) or not _MONTH_RATE.search(span_text) or _ANY_YEAR_RATE.search(
            span_text):
        return None
    month = number_value(m.group("n")) / 12
    if round(month, 2) != month:
        return None
    said = f"{month:,.0f}" if month == int(month) else f"{month:,.2f}"
    return f"{claim_text[: m.start()]}{m.group('c')}{said}{m.group('u') or ''} per month{claim_text[m.end():]}"


def times_twelve(value: str) -> str | None:
    """A month's amount as the year's, said with it: "800 NOK" -> "9,600 NOK (800 NOK a month)"; ``None`` for
    a value that is no single amount."""
    m = _LEADING_AMOUNT.match(value)
    if m is None or amount_of(value) is None or not m.group("n")[:1].isdigit():
        return None
    year = number_value(m.group("n")) * 12
    decimals = len(m.group("n").split(".")[1]) if "." in m.group("n") else 0
    number = f"{year:,.{decimals}f}"
    said = value.strip()
    return f"{m.group('c')}{number}{m.group('u')}{m.group('rest').rstrip()} ({said} a month)"
