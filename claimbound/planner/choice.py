"""A choice between two values of one thing, asked as a yes / no question: "Is remote work approved by the direct
manager or the department head?", "Is annual leave 25 or 27 days?", "Is the chief executive Ingrid Solberg or Mira
Patel?".

The question takes one option to hold, so it is planned as one closed claim per option (kind ``choice``) and the
answer names the option proven ("The direct manager."), never "Yes." (one claim "X is A or B" was proven by a span
that states A). A choice between two rates ("per day or per trip") is asked as the question of the value, whose rate
answers it: the model reads a claim of a bare rate ("The meal allowance is per trip") poorly. A choice of things
("Which singer is American, A or B?", "Is A or B older?") is the comparison planner's.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from claimbound.claims.conditions import NUMBER_WORDS
from claimbound.planner import text as tx

if TYPE_CHECKING:
    from claimbound.planner.rules import PlanBuilder

__all__ = ["alternative_options", "plan_alternative", "rate_options_asked"]

# a question that compares, or asks whether either option holds: no choice between two values of one thing
_NOT_AN_ALTERNATIVE = re.compile(r"\b(?:either|whether|both|same|different|than|more|less|fewer|higher|lower|greater|"
                                 r"cheaper|longer|shorter|earlier|later|not|no|none|neither|nor|else|otherwise|so)\b",
                                 re.I)
_RATE_LEADS = frozenset({"per", "every", "each"})


def _amount_word(word: str) -> bool:
    """A number, written in digits (a currency sign before them) or as a word ("eight")."""
    return re.match(r"[$€£]?\d", word) is not None or tx.bare(word) in NUMBER_WORDS


def _option_start(ws: list[str], k: int) -> int | None:
    """Where the first option of "... A or B" starts (``ws[k]`` is the "or"), read from the second option's first
    word: a rate's lead ("per night or per stay", "per year or every three years"), the same preposition ("by email
    or by post") or the last one ("through the HR portal or by email"), an amount ("25 or 27 days"), an article after
    the verb or preposition both share ("approved by the direct manager or the department head"), a name for a name
    ("Ingrid Solberg or Mira Patel"), or one word for one ("paid or unpaid"); ``None`` otherwise."""
    first = tx.bare(ws[k + 1])
    if first in _RATE_LEADS:
        return next((j for j in range(k - 1, 1, -1) if tx.bare(ws[j]) in _RATE_LEADS), None)
    if first in tx.PREPS:
        return next((j for j in range(k - 1, 1, -1) if tx.bare(ws[j]) == first), None) or next(
            (j for j in range(k - 1, 1, -1) if tx.bare(ws[j]) in tx.PREPS), None)
    if all(tx.is_caps(w) and not _amount_word(w) for w in ws[k + 1:]):
        j = k
        while j > 2 and tx.is_caps(ws[j - 1]) and not _amount_word(ws[j - 1]):
            j -= 1
        return j if j < k and not tx.is_caps(ws[j - 1]) else None
    if _amount_word(ws[k + 1]):
        j = k - 1 if _amount_word(ws[k - 1]) else k - 2
        return j if j > 1 and _amount_word(ws[j]) else None
    if first in {"the", "a", "an"}:
        art = next((j for j in range(k - 1, 1, -1) if tx.bare(ws[j]) in {"the", "a", "an"}), None)
        return art if art is not None and (tx.bare(ws[art - 1]) in tx.PREPS or tx.is_participle(ws[art - 1])) else None
    if k + 2 == len(ws) and re.fullmatch(r"[a-z]+", ws[k + 1]) and re.fullmatch(r"[a-z]+", ws[k - 1]) and not (
            {first, tx.bare(ws[k - 1])} & (tx.DETS | tx.PREPS | tx.AUX)):
        return k - 1
    return None


_CASE_AFTER = re.compile(r"^(?P<q>.+\bor(?:\s+\S+){1,3})\s+(?P<case>(?:at|in|for)\s+(?:the\s+)?[A-Za-z][\w\-]*)$",
                         re.IGNORECASE)
"""A case said after the options: "Is parental leave paid or unpaid | at acme?", "... per day or per trip | in
Germany?"."""


def alternative_options(t: str) -> tuple[str, str, str, str] | None:
    """A be-question ending in a choice between two values of one thing ("Are hotel caps per night or per stay?",
    "Is remote work approved by the direct manager or the department head?", "Is annual leave 25 or 27 days?") as
    (the question up to its options, the first option, the second, a case said after them or ""), the second's unit
    given to a bare first amount ("25 days"); ``None`` for any other question: names of things asked of (a choice of
    things, read by ``planner.rules._split_choice``), a comparison, a question whether either holds ("either", "or
    not", "or more"). A case after the options ("at acme", "in Germany") is the claims' (was no choice read)."""
    case = _CASE_AFTER.match(tx.strip_q(t).strip())
    found = _options(case.group("q")) if case is not None else None
    if case is not None and found is not None:
        return (*found, f" {case.group('case')}")
    found = _options(t)
    return None if found is None else (*found, "")


def _options(t: str) -> tuple[str, str, str] | None:
    ws = tx.words(tx.strip_q(t))
    if len(ws) < 5 or tx.bare(ws[0]) not in tx.BE or _NOT_AN_ALTERNATIVE.search(t):
        return None
    ors = [i for i, w in enumerate(ws) if tx.bare(w) == "or"]
    if len(ors) != 1 or not 2 < ors[0] < len(ws) - 1 or len(ws) - ors[0] > 5:
        return None
    k = ors[0]
    b = ws[k + 1:]
    # names, or an amount and its currency, after a subject of lower-case words ("the chief executive"; not "Are
    # Mark King or Nick Hexum American", a choice of things the comparison planner reads)
    names = all(tx.is_caps(w) and not _amount_word(w) for w in b)
    if (not names and any(tx.is_caps(w) and not _amount_word(w) and not re.fullmatch(r"[A-Z]{3}", w) for w in b)) or (
            any(w in {",", ";"} for w in b) or tx.is_caps(ws[1]) or tx.bare(ws[1]) in {"it", "this", "that", "there"}):
        return None
    j = _option_start(ws, k)
    if j is None or j < 2 or any(w in {",", ";"} for w in ws[j:k]):
        return None
    a = ws[j:k]
    if _amount_word(b[0]) and len(a) == 1 and len(b) > 1:
        a = [*a, *b[1:]]  # "100 or 80 percent": 100 percent
    return tx.join(ws[:j]), tx.join(a), tx.join(b)


_RATE_OPTION = re.compile(r"^(?:(?:per|every|each)\s.+|hourly|daily|nightly|weekly|monthly|quarterly|yearly|annual|"
                          r"annually)$", re.IGNORECASE)


def rate_options_asked(t: str) -> str | None:
    """A choice between two rates (:func:`alternative_options`) asked as the question of the value, whose rate
    answers it, or ``None``: "Is the meal allowance per day or per trip?" -> "What is the meal allowance?" (700 NOK
    per day); "Are laptops replaced every two or every three years?" -> "How often are laptops replaced?"; "Are hotel
    caps per night or per stay?" -> "What is the hotel cap?". A claim of a bare rate ("The meal allowance is per
    trip") is one the model reads poorly either way."""
    found = alternative_options(t)
    if found is None or not all(_RATE_OPTION.match(option) for option in found[1:3]):
        return None
    ws, case = tx.words(found[0]), found[3]
    aux, np = tx.bare(ws[0]), ws[1:]
    if np and tx.passive_participle(np[-1]):  # 'Are laptops replaced', 'Is the stipend paid': how often
        return f"How often {aux} {tx.join(np)}{case}?"
    if aux == "are" and np and tx.bare(np[0]) not in tx.DETS and tx.singular(np[-1]) != tx.bare(np[-1]):
        return f"What is the {tx.join([*np[:-1], tx.singular(np[-1])])}{case}?"  # 'hotel caps': the hotel cap
    return f"What {aux} {tx.join(np)}{case}?"


def plan_alternative(t: str, b: PlanBuilder) -> bool:
    """A choice between two values of one thing (:func:`alternative_options`): one closed claim per option, the
    answer naming the option proven ("The direct manager.") rather than "yes". Returns whether it matched."""
    found = alternative_options(t)
    if found is None:
        return False
    lead, a, other, case = found
    ws = tx.words(lead)
    if " " not in a and not _amount_word(a) and not any(
            tx.is_participle(w) or tx.bare(w) in tx.PREPS for w in ws[1:]):
        # one word after a noun phrase is its predicate: "Is the corporate card limit | monthly"
        claim = f"{tx.capitalise(tx.join(ws[1:]))} {tx.bare(ws[0])} {a}"
    else:
        claim = tx.yes_no_claim(f"{lead} {a}")
    if not claim.endswith(f" {a}"):
        return False
    # the second claim is the first with the other option: "Parental leave is | unpaid" (not re-read as a question)
    b.add(f"{lead} {a}{case}", claim=f"{claim}{case}", closed=True)
    b.add(f"{lead} {other}{case}", claim=f"{claim[: -len(a)]}{other}{case}", closed=True)
    return True
