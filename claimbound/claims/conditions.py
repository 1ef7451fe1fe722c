"""Amount conditions a sentence puts on what it states: "Expenses above 500 EUR require approval from a department
head", "Expenses of 500 EUR or less are approved by the direct manager".

A document that gives one value under each of several such conditions answers a question that names no amount
with every value and its condition, not with the first one found (the composer reads them through
:func:`threshold_in`). :meth:`Threshold.holds` says whether an amount meets one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from claimbound.claims.english import AUXILIARIES, PREPOSITIONS

_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_UNIT = r"(?:\s*%|\s+(?:percent|(?-i:[A-Z]{3})|[a-z]+s|million|billion|thousand|km|kg|m|h)\b)?"
_CURRENCY = r"(?:[$€£]\s?)?"
_BEFORE = {  # comparison words before the amount -> operator
    "above": ">", "over": ">", "exceeding": ">", "more than": ">", "greater than": ">", "higher than": ">",
    "in excess of": ">", "beyond": ">", "at least": ">=", "no less than": ">=", "not less than": ">=",
    "below": "<", "under": "<", "less than": "<", "fewer than": "<", "lower than": "<",
    "at most": "<=", "up to": "<=", "no more than": "<=", "not more than": "<=", "not exceeding": "<=",
}
_AFTER = {  # words after the amount -> operator
    "or less": "<=", "or fewer": "<=", "or lower": "<=", "or below": "<=", "or under": "<=", "and below": "<=",
    "and under": "<=", "or more": ">=", "or higher": ">=", "or above": ">=", "or over": ">=", "or greater": ">=",
    "and above": ">=", "and over": ">=",
}


def _alternation(words: dict[str, str]) -> str:
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True))


_THRESHOLD = re.compile(
    rf"\b(?P<before>{_alternation(_BEFORE)})\s+(?P<c1>{_CURRENCY})(?P<n1>{_NUMBER})(?P<u1>{_UNIT})(?![\w,.]\d)"
    rf"|(?P<c2>{_CURRENCY})\b(?P<n2>{_NUMBER})(?P<u2>{_UNIT})\s+(?P<after>{_alternation(_AFTER)})\b",
    re.IGNORECASE,
)
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

    def holds(self, amount: float, unit: str = "") -> bool | None:
        """Whether ``amount`` meets the condition; ``None`` when the units differ (nothing to compare)."""
        if unit and self.unit and unit.casefold() != self.unit.casefold():
            return None
        return {">": amount > self.amount, ">=": amount >= self.amount,
                "<": amount < self.amount, "<=": amount <= self.amount}[self.op]


def thresholds(text: str) -> list[Threshold]:
    """Every amount condition in ``text``, in order."""
    out = []
    for m in _THRESHOLD.finditer(text):
        first = m.group("before") is not None
        number, unit = (m.group("n1"), m.group("u1")) if first else (m.group("n2"), m.group("u2"))
        unit = unit.strip()
        end = m.end()
        if unit.casefold() in _NOT_A_UNIT:  # "above 500 require": no unit; the word is the clause's
            end -= len(m.group("u1" if first else "u2"))
            unit = ""
        symbol = (m.group("c1") if first else m.group("c2")).strip()
        start = m.start() if first or not symbol else m.start("c2")
        noun = _NOUN_BEFORE.search(text[:start])
        if noun and noun.group(1).casefold() not in _NOT_A_UNIT:  # the noun the condition bounds
            start = noun.start()
        phrase = text[start:end]
        phrase = phrase[0].lower() + phrase[1:] if start == 0 and not phrase[:2].isupper() else phrase
        out.append(Threshold(phrase=phrase, op=_BEFORE.get(_squash(m.group("before") or ""), "")
                             or _AFTER[_squash(m.group("after"))], amount=float(number.replace(",", "")),
                             unit=unit or {"$": "USD", "€": "EUR", "£": "GBP"}.get(symbol, ""), start=start, end=end))
    return out


def _squash(words: str) -> str:
    return " ".join(words.casefold().split())


def threshold_in(span_text: str, claim_text: str) -> Threshold | None:
    """The amount condition ``span_text`` states and ``claim_text`` does not (the claim names no amount of it):
    the first such, or ``None``."""
    said = {t.amount for t in thresholds(claim_text)} | {
        float(n.replace(",", "")) for n in re.findall(_NUMBER, claim_text)}
    return next((t for t in thresholds(span_text) if t.amount not in said), None)
