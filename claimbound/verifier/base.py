"""The shared verification algorithm; backends only score (premise, hypothesis) pairs.

``PairVerifier.verify(claims, spans)`` returns one :class:`~claimbound.claims.Support` per (claim, span) pair:

1. **Atomic facts**: a claim is split into atomic facts (:func:`~claimbound.verifier.text.split_atomic`).
2. **Open slots**: a claim whose ``slot`` placeholder (``{sq1}``) is in its text is filled with each candidate value
   from the span (:func:`~claimbound.verifier.text.slot_candidates`); every filled-in claim is scored and the best
   binding is kept, with offsets into the document (``span.start`` + offset inside the span).
3. **Scoring**: all hypotheses of a batch go to the backend in one call (``score_pairs``), which returns
   probabilities over entailment / neutral / contradiction.
4. **Levels**: probabilities map to 0 / 0.5 / 1 with the backend's :class:`Thresholds`; then the deterministic
   checks (:mod:`claimbound.verifier.checks`) may lower an "entails" to partial or turn it into a contradiction.
5. **Combination**: a claim is 1 when every atomic fact is 1, 0 (contradicts) when any fact is contradicted,
   0.5 when some but not all facts hold, else 0 (neutral).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import NamedTuple

from pydantic import BaseModel, ConfigDict, Field

from claimbound.claims.calendar import ASKS_EARLIER, asks_earlier, version_label, version_year
from claimbound.claims.conditions import (
    PER_YEAR_FROM_MONTH,
    Threshold,
    names_an_amount,
    number_value,
    per_month_for_year,
    thresholds,
    within_condition,
    year_amount_per_month,
)
from claimbound.claims.models import PUBLIC_TENANT, Claim, Relation, SlotBinding, Span, Support, SupportLevel
from claimbound.claims.plan import CONTENT_STOP, content_words
from claimbound.errors import ConfigError
from claimbound.verifier.checks import (
    AMOUNT_HEADS,
    MISSING_WORDS,
    PERMITTED_AMOUNT,
    CheckFinding,
    Quantity,
    another_act,
    asker_verb_unsaid,
    body_finding,
    counted_time,
    counts_in,
    dated_before_the_event,
    heavy_words_unsaid,
    in_span_numbers,
    in_span_phrases,
    limits_of_another_act,
    limits_what_is_said,
    names_phrase,
    numbers_with_units,
    permission_unsaid,
    relation_unsaid,
    run_checks,
    source_finding,
    unsaid_predicate,
    unsaid_relation,
    unsaid_words,
    value_only_words,
    without_swapped_place,
    word_overlap,
)
from claimbound.verifier.places import is_continent, is_country
from claimbound.verifier.text import (
    LEAD_TIME,
    NAMED_PLACE,
    SlotCandidate,
    alias_of_claim_name,
    aligned_candidates,
    anchored_values,
    clock_minutes,
    closing_times,
    common_word_opening,
    counts_of_the_noun,
    fill_slot,
    finding_about,
    holds_claim_name,
    hours_ranges,
    labelled_values,
    lead_times_unasked,
    named_as_the_noun,
    names_again,
    needed_objects,
    passive_agents,
    predicate_candidates,
    renamed_from,
    reported_clauses,
    restates,
    restates_a_verb,
    rivals,
    role_holder_starts,
    role_holders,
    slot_alignment,
    slot_candidates,
    span_agent_starts,
    split_atomic,
    subject_again,
    table_candidates,
    table_focus,
    takes_an_agent,
    time_given,
    trim_to_slot,
    typed_candidates,
    use_candidates,
)

_ALL = 10_000  # no cap on the span's candidates before typing

__all__ = ["Thresholds", "PairVerifier", "Probs", "judge"]

Probs = dict[str, float]
"""Probabilities keyed ``entailment`` / ``neutral`` / ``contradiction`` (summing to 1)."""

LABELS = ("entailment", "neutral", "contradiction")


class Thresholds(BaseModel):
    """Cut-offs that map probabilities to support levels.

    ``contradict``: p(contradiction) at or above it (and above p(entailment)) -> contradicts, level 0.
    ``entail``: p(entailment) at or above it -> entails, level 1.
    ``partial``: p(entailment) at or above it (but below ``entail``) -> level 0.5.
    ``contradict_overlap``: the topic guard (with the checks on). A contradiction the backend found of a claim as
    written (no open slot), where the span has less than this share of the claim's content words
    (:func:`~claimbound.verifier.checks.word_overlap`), becomes neutral: the span is about something else. NLI
    training data in the SNLI style labels two sentences about different scenes a contradiction; a span about
    something else does not refute a claim. 0 turns it off.
    """

    model_config = ConfigDict(extra="ignore")

    entail: float = Field(0.5, ge=0.0, le=1.0)
    partial: float = Field(0.25, ge=0.0, le=1.0)
    contradict: float = Field(0.5, ge=0.0, le=1.0)
    contradict_overlap: float = Field(0.0, ge=0.0, le=1.0)
    chosen_on: str = "defaults"

    @classmethod
    def from_file(cls, path: Path) -> Thresholds:
        try:
            return cls.model_validate(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError) as exc:
            raise ConfigError(f"cannot read thresholds from {path}: {exc}; fix or delete the file") from exc


def judge(probs: Probs, thresholds: Thresholds) -> tuple[Relation, SupportLevel]:
    """Map probabilities to (relation, level) with ``thresholds`` (pure function)."""
    pe, pc = probs.get("entailment", 0.0), probs.get("contradiction", 0.0)
    if pc >= thresholds.contradict and pc > pe:
        return Relation.CONTRADICTS, 0.0
    if pe >= thresholds.entail:
        return Relation.ENTAILS, 1.0
    if pe >= thresholds.partial:
        return Relation.NEUTRAL, 0.5
    return Relation.NEUTRAL, 0.0


@dataclass
class _Judgement:
    relation: Relation
    level: SupportLevel
    probs: Probs
    findings: list[CheckFinding] = field(default_factory=list)
    reason: str = ""
    reversed: bool = False  # a check turned the model's entailment into this contradiction


def apply_checks(j: _Judgement, findings: list[CheckFinding], *, as_written: bool = True) -> _Judgement:
    """Lower a judgement with deterministic findings (never raises support).

    A span that speaks of something else (a finding with ``elsewhere``: none of the names of the claim's subject, a
    claim number missing, another source) can no more refute the claim than prove it, so the model's contradiction becomes
    neutral. That holds for a claim as written (``as_written``); a claim whose slot was filled with a value
    (a candidate, or a bound value cross-checked against a span that bound another) names that value, which the
    other span lacks by construction, so its contradiction stands. A contradiction found by a check itself (the span
    gives the claim's quantity another value) stands too. An entailment that a check reverses (the span states the
    claim with the opposite polarity) is marked ``reversed``; its probabilities stay the model's."""
    if not findings:
        return j
    relation, level, reversed_ = j.relation, j.level, False
    if level == 1.0 and all(f.effect == "reverse" for f in findings):
        # the same statement, the opposite word: the model's confidence in it is confidence that the claim is false
        relation, level, reversed_ = Relation.CONTRADICTS, 0.0, True
    elif _flips_cancel(findings) or _amount_of_another_kind(findings):
        # another amount and the other polarity ("a 4,000 NOK expense is OK without a director" against "Expenses
        # above 5,000 NOK require approval from a director"): the two disagreements may undo each other; another
        # amount of another kind of the thing ("The equipment budget at cobalt is 1,000 USD" against "The training
        # budget is 1,500 USD") is no other value of the claim's
        relation, level = Relation.NEUTRAL, 0.0
    elif any(f.effect == "contradict" for f in findings):
        relation, level = Relation.CONTRADICTS, 0.0
        # a span requiring another kind of the thing states what the claim says of it, the kind ruled out: the
        # model's entailment is the confidence that the claim is false
        reversed_ = all(f.check == "requirement" for f in findings if f.effect == "contradict")
    elif as_written and relation == Relation.CONTRADICTS and any(f.elsewhere for f in findings):
        relation, level = Relation.NEUTRAL, 0.0
    elif any(f.effect == "unsaid" for f in findings) and relation == Relation.ENTAILS:
        relation, level = Relation.NEUTRAL, min(level, 0.5)
    elif level == 1.0:
        relation, level = Relation.ENTAILS, 0.5
    return _Judgement(relation, level, j.probs, findings, j.reason, reversed_)


def _amount_contradictions_only(findings: list[CheckFinding]) -> bool:
    """Whether the findings contradict the claim, and only with an amount ("number", "threshold")."""
    against = [f for f in findings if f.effect == "contradict"]
    return bool(against) and all(f.check in ("number", "threshold") for f in against)


def _amount_of_another_kind(findings: list[CheckFinding]) -> bool:
    """Whether a closed claim's only contradictions are of an amount and the span names another kind of the amount's
    noun (a "modifier" finding a closed claim records as unsaid: "training budget" / "equipment budget"): the span's
    amount is another thing's."""
    return _amount_contradictions_only(findings) and any(f.check == "modifier" and f.effect == "unsaid"
                                                         for f in findings)


def _flips_cancel(findings: list[CheckFinding]) -> bool:
    """Whether a claim's only contradictions are of an amount and a check finds that only the claim, or only the
    span, is negated: a claim of the other amount in the negative may state what the span does, so neither proves it
    false."""
    return _amount_contradictions_only(findings) and any(f.check == "negation" for f in findings)


def _combine(atoms: list[_Judgement]) -> _Judgement:
    if len(atoms) == 1:
        return atoms[0]
    probs = {k: sum(a.probs.get(k, 0.0) for a in atoms) / len(atoms) for k in LABELS}
    probs["entailment"] = min(a.probs.get("entailment", 0.0) for a in atoms)
    findings = [f for a in atoms for f in a.findings]
    reason = " | ".join(a.reason for a in atoms if a.reason)
    if any(a.relation == Relation.CONTRADICTS for a in atoms):
        return _Judgement(Relation.CONTRADICTS, 0.0, probs, findings, reason,
                          all(a.reversed for a in atoms if a.relation == Relation.CONTRADICTS))
    if all(a.level == 1.0 for a in atoms):
        return _Judgement(Relation.ENTAILS, 1.0, probs, findings, reason)
    if any(a.level > 0 for a in atoms):
        return _Judgement(Relation.NEUTRAL, 0.5, probs, findings, reason)
    return _Judgement(Relation.NEUTRAL, 0.0, probs, findings, reason)


_EQUATIVE = re.compile(r"^\{sq\d+\} (?:is|was|are|were) ")


def _equative_noun(claim: Claim) -> str:
    """The noun a claim that equates its slot with a description asks for ("{sq1} was the first Huguenot outpost in
    South Carolina": outpost), which the words check does not require of the span; "" for other claims."""
    noun = claim.answer_type or ""
    return noun if _EQUATIVE.match(claim.text) and noun not in _RELATION_NOUNS else ""


_RELATION_NOUNS = frozenset("alternative alternatives difference reason cause effect consequence purpose advantage "
                            "benefit disadvantage drawback replacement successor predecessor opposite equivalent "
                            "substitute counterpart exception spouse wife husband partner mother father parent "
                            "son daughter child sibling brother sister".split())
"""Nouns of a relation between the value and another thing ("{sq1} is the alternative to 49 weeks of paid leave"):
no kind the value is of, so the span must say the relation for the value to fill it."""


def _provenance(span: Span) -> tuple[str, ...]:
    """Names a span's document carries besides its text: its source and author (for the entity check)."""
    md = span.metadata
    return tuple(str(v) for v in (md.source, getattr(md, "author", None)) if v)


class _Pair(NamedTuple):
    """One (claim, span) pair as the verifier reads it, each reading made once for all its candidates."""

    claim: Claim
    span: Span
    cands: list[SlotCandidate]
    premise: str  # the text the backend reads (:meth:`PairVerifier.premise`)
    unsaid: list[CheckFinding | None]  # per atom, the body check of a filled-in slot (None: not applied or passed)
    answer_noun: str  # the noun a filled-in value names (:func:`_equative_noun`); "" without candidates
    origin: tuple[str, ...]  # the span's source and author (:func:`_provenance`), when the checks run
    reported: CheckFinding | None  # the "reported" check of the claim against ``origin``
    # per atom, the claim's bound and the span's amount it was read at, or the hour it asks against the span's hours
    bounds: list[tuple[Threshold, Quantity, bool] | _AtHour | None]
    condition: str  # why the atoms were judged with the span's amount condition in place of the claim's amount
    default: str | None  # the span's case for the places it does not name, read for the claim's place


def _without_version_year(span: Span) -> str:
    """The span's title without its version year (:func:`~claimbound.claims.calendar.version_label`). The model
    contradicts a claim under a title whose year the claim lacks (the model card's limits): "Economy class is required
    for flights shorter than eight hours" entails at 0.97 alone and is contradicted at 0.72 under "Acme travel policy
    2025:". Every other title is returned as it is."""
    m = version_label(span)
    return (span.title or "") if m is None else (span.title or "")[: m.start()]


_YEAR = r"(?P<y>(?:19|20)\d\d)"
_DATED = [  # a time the claim puts on itself, and how a document's version year must relate to it
    (re.compile(r",?\s+(?:under|in|according to|per)\s+(?:the|its|their)\s+" + _YEAR
                + r"\s+(?:[a-z\-]+\s+){0,2}?(?:policy|policies|version|handbook|guide|rules|edition)\b", re.I), "="),
    (re.compile(r",?\s+(?:in|during|as of|for)\s+" + _YEAR + r"\b(?!\s*[-–/]\d)", re.I), "="),
    (re.compile(r",?\s+(?:before|until|prior to)\s+" + _YEAR + r"\b", re.I), "<"),
    (re.compile(r",?\s+(?:since|from)\s+" + _YEAR + r"\b", re.I), ">="),
    (re.compile(r",?\s+after\s+" + _YEAR + r"\b", re.I), ">"),
    # a year before the noun ("the 2024 survey covered ..."): the year goes, the article and the noun stay
    (re.compile(r"(?:(?<=\bthe )|(?<=\ba )|(?<=\bits ))" + _YEAR + r"\s+(?=[a-z])", re.I), "="),
]


_USED_TO_BE = re.compile(r"\bused?\s+to\s+(be|have)\b", re.IGNORECASE)
""""used to be" read as "was" and "used to have" as "had"; after "used to" another verb stays as it is."""


def _dated_by_version(atom: str, span: Span) -> str:
    """``atom`` without the time it puts on itself ("in 2023", "before 2025", "under the 2022 policy", "the 2024
    survey") when the span's document is the version of that time (:func:`_version_year`: the 2023 travel policy for
    "in 2023" and for "before 2025"): the document's date says it, which its text does not repeat. Unchanged
    otherwise, so a claim about 2023 is not read from the 2025 version (its year stays, and the date checks find it
    missing). A claim that asks what held before a change ("the previous meal allowance is ...", "... used to be")
    is read without those words against every dated version: which version came before which is the tables' to say
    (:func:`~claimbound.verifier.tables.build_tables`)."""
    year = version_year(span)
    if year is None:
        return atom
    if asks_earlier(atom):
        return ASKS_EARLIER.sub("", _USED_TO_BE.sub(lambda m: "was" if m.group(1).casefold() == "be" else "had",
                                                     atom)).strip()
    for pattern, op in _DATED:
        m = pattern.search(atom)
        if m is None:
            continue
        y = int(m.group("y"))
        if {"=": year == y, "<": year < y, ">=": year >= y, ">": year > y}[op]:
            return (atom[: m.start()] + atom[m.end():]).strip()
        return atom
    return atom


def _owned_by_tenant(atom: str, span: Span) -> str:
    """``atom`` without a phrase that places it at the span's own tenant ("the hotel cap in Germany | for boreal
    employees", "| at cobalt"): the document belongs to that tenant, which its text seldom repeats (as a version's year
    is said by its date, :func:`_dated_by_version`). A phrase naming another tenant stays, and so does the tenant as a
    subject ("boreal offers ...")."""
    tenant = span.metadata.tenant
    if tenant == PUBLIC_TENANT or not re.fullmatch(r"[\w\-]+", tenant):
        return atom
    out = re.sub(rf",?\s+(?:at|for)\s+{re.escape(tenant)}(?:\s+(?:employees|staff|workers))?(?![\w'’\-])", "", atom,
                 flags=re.IGNORECASE)
    return out if out.strip() else atom


_LONG = re.compile(r"(\b(?:is|are|was|were)\s+\{[^{}]+\})\s+long\s*$")
"""'How long is X' asks "X is {sq1} long"; judged as "X is {sq1}" (the value is a length or a duration: "49 weeks"),
which a model reads plainly where "long" after a phrase of its own ("parental leave at full pay is 49 weeks long")
reads as a contradiction."""
_FULL = re.compile(r"\bfull\s+(?=(?:pay|salary|wages?|rate|price|cost|fare|amount)\b)", re.IGNORECASE)
_PERCENT_PAY = re.compile(r"\b\d+(?:\.\d+)?\s*(?:%|percent|per\s+cent)\s+(?:of\s+)?(?:(?:base|the|their)\s+)?"
                          r"(?:pay|salary|wages?)\b", re.IGNORECASE)
_IN_FULL = re.compile(r"\bin\s+full\b(?!\s+\w)", re.IGNORECASE)
_FULLY_PAID = re.compile(r"\bfully\s+((?:paid|reimbursed|covered|compensated|funded)\b)(?!\s+(?:at|in)\b)", re.IGNORECASE)
_HUNDRED = re.compile(r"\b100\s*(?:%|percent|per\s+cent)(?:\s+of)?(?:\s+(?:the|their|his|her|your|my))?\s+", re.IGNORECASE)


_CHANGED = re.compile(r"\b(?:(?P<perfect>has|have)\s+(?:been\s+(?:changed|updated|revised|amended)|changed)"
                      r"|(?P<past>was|were)\s+(?:changed|updated|revised|amended)|(?P<plain>changed))\s*\.?\s*$",
                      re.IGNORECASE)
"""A claim that its subject changed, said last ("The travel policy has changed", "... was updated")."""
_REPLACES = re.compile(r"\b(?:replace[sd]?|supersede[sd]?)\b", re.IGNORECASE)


def _in_span_terms(atom: str, span_text: str) -> str:
    """``atom`` with "full" pay (salary, rate ...), "in full", "fully paid" and "100 percent of" pay put as the span
    puts them: "Parental leave is paid at full salary" ("... in full") reads "... at 100 percent of salary" ("... at 100
    percent") against "Parental leave is paid at 100 percent of base salary", and "parental leave at 100 percent
    pay" reads "... at full pay" against "49 weeks of parental leave at full pay". The two say the same; a model
    (and the number check) need the same words. A claim that its subject changed ("The travel policy has changed")
    reads "... has been replaced" against a span that states a replacement ("This travel policy replaces the acme
    travel policy of 2023") and names every word of its subject: a thing a new one replaces has changed, and the
    model reads the replacement as refuting "has changed" (contradiction 0.81 under the span's title) where it entails
    "has been replaced" (0.83). A span that replaces something else ("This remote work policy replaces ..." for the
    travel policy) stays the model's to judge as written, as does every span that states no replacement. A phrase
    the span says in other words of the same meaning is put in its words (:func:`~claimbound.verifier.checks.
    in_span_phrases`: "vacation" as "annual leave")."""
    changed = _CHANGED.search(atom)
    if changed is not None and _REPLACES.search(span_text) and word_overlap(atom[: changed.start()], span_text) == 1.0:
        verb = (f"{changed.group('perfect')} been replaced" if changed.group("perfect")
                else f"{changed.group('past')} replaced" if changed.group("past") else "has been replaced")
        return atom[: changed.start()] + verb
    if _FULL.search(atom) and _HUNDRED.search(span_text) and not _FULL.search(span_text):
        return _FULL.sub("100 percent of ", atom)
    if _FULL.search(atom) and _PERCENT_PAY.search(span_text) and not _FULL.search(span_text):
        return _FULL.sub("100 percent ", atom)  # "at full pay" against "at 80 percent pay": 100 percent, another rate
    if _IN_FULL.search(atom) and _HUNDRED.search(span_text):  # "paid in full" against "paid at 100 percent of ..."
        return _IN_FULL.sub("at 100 percent", atom)
    if _FULLY_PAID.search(atom) and _HUNDRED.search(span_text):  # "is fully paid": "is paid at 100 percent"
        return _FULLY_PAID.sub(r"\1 at 100 percent", atom)
    if _HUNDRED.search(atom) and re.search(r"\bfull\s+\w", span_text, re.IGNORECASE) and not _HUNDRED.search(span_text):
        return _HUNDRED.sub("full ", atom)
    # "vacation days" against "days of annual leave": "annual leave days"; "€150" against "150 EUR": "150 EUR"
    return in_span_numbers(in_span_phrases(atom, span_text), span_text)


_OTHER_PLACES = re.compile(r"\b(?:in|for|at)\s+(?:all\s+|any\s+)?other\s+(?:cities|countries|locations|offices|places"
                           r"|regions|destinations|sites)\b", re.IGNORECASE)


def _as_default_case(atom: str, span: Span) -> tuple[str, str | None]:
    """An atom about a named place ("the hotel cap in Dallas") read against a span that states a rule's default for
    the places it does not name ("The default hotel cap for business travel in other cities is 180 USD", "In all
    other countries ..."), when the span and its title do not name the place: the atom with the span's case in
    place of the place, and that case. The place may still have a case of its own elsewhere in the document
    (:func:`~claimbound.verifier.tables.build_tables` then prefers that one)."""
    other = _OTHER_PLACES.search(span.text)
    place = NAMED_PLACE.search(atom)
    if other is None or place is None or not (re.search(r"\bdefault\b", span.text, re.IGNORECASE)
                                             or re.search(r"\b(?:all|any)\s+other\b", other.group(0), re.IGNORECASE)):
        return atom, None  # a rule's default ("The default hotel cap ... in other cities"), not "settled in other
        # countries"
    name = place.group("place")
    if re.search(rf"\b{re.escape(name)}\b", f"{span.title or ''} {span.text}", re.IGNORECASE):
        return atom, None
    if not content_words(atom[: place.start()] + atom[place.end():]) & content_words(span.text):
        return atom, None  # the rule is of another thing ("Acme is based in Lyon" against "The default hotel cap ...
        # in other cities", entailed once read as "based in other cities")
    country = is_country(name) or is_continent(name)
    kind = other.group(0).casefold()
    if (country and re.search(r"\b(?:cities|towns)\b", kind)) or (not country and "countries" in kind):
        return atom, None  # a country is none of the "other cities", a city none of the "other countries"
    case = other.group(0)[0].lower() + other.group(0)[1:]
    return atom[: place.start()] + case + atom[place.end():], case


def _within_conditions(atoms: list[str], span_text: str) -> tuple[list[str], str]:
    """``atoms`` as judged against ``span_text``: an atom about one amount of a thing that the span's rule for such
    things covers ("an expense of 300 EUR" against "Expenses of 500 EUR or less are approved by ...") is judged with
    the span's condition in its place (:func:`~claimbound.claims.conditions.within_condition`); with the notes."""
    out, notes = [], []
    for a in atoms:
        found = (within_condition(a, span_text) or _within_limit(a, span_text) or _within_deadline(a, span_text)
                 or _lead_time_met(a, span_text))
        out.append(found[0] if found else a)
        notes.extend([found[1]] if found else [])
    return out, "; ".join(notes)


_NAMES_THE_LIMIT = re.compile(rf"\b(?:{'|'.join(sorted(AMOUNT_HEADS | {'maximum', 'max'}))})s?\s+(?:[\w\-]+\s+){{0,4}}?"
                              r"(?:is|are|was|were)\s+(?:still\s+|now\s+)?$", re.IGNORECASE)
"""An atom's words before its amount that make the amount a limit's own value ("the remote work limit is ")."""


def _within_limit(atom: str, span_text: str) -> tuple[str, str] | None:
    """An atom that names one amount ("I can get 500 NOK a month for my transport pass") read against a span whose
    one upper limit of that unit the amount meets ("Boreal reimburses public transport passes up to 800 NOK per
    month"): the atom with the span's limit in place of its amount ("I can get up to 800 NOK a month ..."), which the
    span states, and a note; ``None`` otherwise. (An amount beyond the limit is the number check's business.)"""
    counted = [(q, q.unit or counted_time(atom, q.end)) for q in numbers_with_units(atom) if not q.is_year]
    amounts = [(q, unit) for q, unit in counted if unit]  # "3 vacation days" counts days
    limits = [t for t in thresholds(span_text) if t.op in ("<", "<=") and (
        t.unit or (len(amounts) == 1 and counts_in(span_text[t.end:], amounts[0][1])))]
    if len(limits) != 1 or len(amounts) != 1 or another_act(span_text, limits[0].end, atom) or _days_off_unsaid(
            atom, amounts[0][0].end, span_text):
        return None  # "Up to 5 ... days can be carried over" limits no days one takes, "up to 2 days per week" of
        # remote work no days off
    limit, q = limits[0], amounts[0][0]
    own = thresholds(atom)
    if own:
        return _above_within_limit(atom, own, limit, span_text)
    if limit.holds(q.value, q.unit or "") is not True:  # a limit with no unit compares the number alone
        return None
    at = atom.find(q.text, q.start)
    if at < 0 or _NAMES_THE_LIMIT.search(atom[:at]):
        return None  # "The remote work limit is 2 days" says what the limit is, which "up to 3 days" refutes
    words = span_text[limit.at: limit.end]
    if not limit.unit:  # "Up to 5 unused annual leave days": the limit, counted in the claim's unit
        words = (words[:1].lower() + words[1:] if at else words) + re.sub(r"^[\d.,]*", "", q.text)
    return atom[:at] + words + atom[at + len(q.text):], f"{q.text} is within the span's limit '{words}'"


_TIME = r"(?P<n{0}>\d[\d,]*|[a-z]+)\s+(?P<unit{0}>(?:hour|day|week|month|year)s?)\b"  # "30 days", "six months"
_DEADLINE = re.compile(rf"\bwithin\s+{_TIME.format('')}", re.IGNORECASE)
_ASKED_WHEN = re.compile(rf"\b(?P<rel>within|after|in)\s+{_TIME.format('')}|\b{_TIME.format('2')}\s+after\b",
                         re.IGNORECASE)
"""When a claim asks leave to do a thing: "within 20 days", "after 20 days", "6 months after the birth"."""


_PER_UNIT = {**{(u, u): 1 for u in ("minute", "hour", "day", "week", "month", "year")},
             ("week", "day"): 7, ("year", "month"): 12, ("hour", "minute"): 60, ("day", "hour"): 24}
"""How many of the span's unit of time one of the claim's makes, for the units that convert exactly (a month has no
fixed number of days)."""


_AT_LEAST_PER = {("month", "day"): 28, ("month", "week"): 4, ("year", "day"): 365, ("year", "week"): 52}
"""At least how many of the span's unit of time one of the claim's makes, where none is exact: two months ahead
meets a lead time of 30 days, whichever months they are."""


def _in_units_of(number: str, unit: str, due_number: str, due_unit: str, before: str, span_text: str, *,
                 at_least: bool = False) -> tuple[float, float, int] | None:
    """A claim's time (``number`` ``unit``) counted in the unit of the span's (``due_number`` ``due_unit``, singular)
    for the claim's leave to do what its words ``before`` the time say: (the claim's count, the span's, how many of
    the span's unit one of the claim's makes). ``None`` when the units do not convert exactly (with ``at_least``, a
    month is at least 28 days), the span says none of those words or more than one of them not, or a count is a word
    that is no number ("several days")."""
    units = (unit.casefold().rstrip("s"), due_unit)
    per = _PER_UNIT.get(units) or (_AT_LEAST_PER.get(units) if at_least else None)
    if per is None:
        return None
    heavy, unsaid = heavy_words_unsaid(before, span_text)
    if len(unsaid) > 1 or not heavy - set(unsaid):
        return None
    try:
        return number_value(number) * per, number_value(due_number), per
    except ValueError:
        return None


def _count_of(n: float, unit: str) -> str:
    """A count of a unit of time as written: "42 days", "1 day"."""
    return f"{n:g} {unit}{'s' if n != 1 else ''}"


def _within_deadline(atom: str, span_text: str) -> tuple[str, str] | None:
    """Leave to do a thing within (or after, or in) some time ("I can hand in receipts within 20 days", "... after 20
    days") read against a span's one deadline of that unit for it ("Receipts must be submitted within 30 days"):
    a time that falls before the deadline is within it, and the atom is judged with the span's deadline in its place
    ("I can hand in receipts within 30 days"), with a note; a time in another unit is counted in the deadline's
    where one converts exactly ("after 6 weeks" is 42 days), and past the deadline the atom says it so, for the number
    check to compare ("I can hand in receipts after 70 days"). ``None`` when the claim asks no leave, the span says
    none of the claim's words before its time or more than one of them not, or a time in the deadline's unit reaches
    it (which the number check compares)."""
    asked, deadlines = _ASKED_WHEN.search(atom), list(_DEADLINE.finditer(span_text))
    if asked is None or len(deadlines) != 1 or not PERMITTED_AMOUNT.search(atom[: asked.start()]):
        return None
    due = deadlines[0]
    after = asked.group("rel") is None or asked.group("rel").casefold() == "after"
    number, unit = asked.group("n") or asked.group("n2"), asked.group("unit") or asked.group("unit2")
    due_unit = due.group("unit").casefold().rstrip("s")
    times = _in_units_of(number, unit, due.group("n"), due_unit, atom[: asked.start()], span_text)
    if times is None:
        return None
    n, limit, per = times
    if not (n < limit or (n == limit and not after)):
        if per == 1:
            return None
        # past the deadline: the time in the deadline's unit, for the number check to compare ("after 42 days")
        counted = _count_of(n, due_unit)
        at, end = (asked.start("n"), asked.end("unit")) if asked.group("n") else (asked.start("n2"), asked.end("unit2"))
        return atom[:at] + counted + atom[end:], f"'{atom[at:end]}' is {counted}"
    of = " of" if asked.group("rel") is None else ""  # "6 months after the birth" -> "within 12 months of the birth"
    return (atom[: asked.start()] + due.group(0) + of + atom[asked.end():],
            f"'{asked.group(0)}' falls within the span's deadline '{due.group(0)}'")


_LEAD_OF = re.compile(rf"\b{_TIME.format('')}{LEAD_TIME.pattern}", re.IGNORECASE)
"""A lead time: "30 days in advance", "two weeks beforehand"."""


def _lead_time_met(atom: str, span_text: str) -> tuple[str, str] | None:
    """Leave to do a thing some time ahead ("I can request parental leave 6 weeks in advance") read against a span's
    one lead time for it ("Parental leave must be requested 30 days in advance"), the least time ahead allowed: a
    time that meets it is judged with the span's lead time in its place ("I can request parental leave 30 days in
    advance"), with a note; a shorter one in another unit is counted in the span's where one converts exactly, for
    the number check to refute ("2 weeks in advance" is 14 days). ``None`` when the claim asks no leave, the span
    says none of the claim's words before its time or more than one of them not, or a shorter time is in the span's
    unit (which the number check compares)."""
    asked, leads = _LEAD_OF.search(atom), list(_LEAD_OF.finditer(span_text))
    if asked is None or len(leads) != 1 or not PERMITTED_AMOUNT.search(atom[: asked.start()]):
        return None
    due_unit = leads[0].group("unit").casefold().rstrip("s")
    times = _in_units_of(asked.group("n"), asked.group("unit"), leads[0].group("n"), due_unit,
                         atom[: asked.start()], span_text, at_least=True)
    if times is None:
        return None
    n, least, per = times
    if n >= least:
        return (atom[: asked.start()] + leads[0].group(0) + atom[asked.end():],
                f"'{asked.group(0)}' meets the span's lead time '{leads[0].group(0)}'")
    if per == 1 or (asked.group("unit").casefold().rstrip("s"), due_unit) not in _PER_UNIT:
        return None
    counted = _count_of(n, due_unit)
    return atom[: asked.start()] + counted + atom[asked.end("unit"):], f"'{asked.group(0)}' is {counted} ahead"


def _above_within_limit(atom: str, own: list[Threshold], limit: Threshold, span_text: str) -> tuple[str, str] | None:
    """Leave asked for more than an amount ("I can carry over more than 3 days") read against a span's one upper
    limit of the thing that the claim's words before it name ("Up to 5 unused annual leave days can be carried
    over"): when the limit exceeds the bound, some amount both meet is granted, and the atom is judged with the
    span's limit in place of its bound ("I can carry over up to 5 days"); ``None`` otherwise (a limit the bound
    passes is the number check's business)."""
    bound = own[0]
    if (len(own) != 1 or bound.op[0] != ">" or not bound.unit or not PERMITTED_AMOUNT.search(atom[: bound.at])
            or not limits_what_is_said(atom[: bound.at], span_text) or limit.holds(bound.amount, bound.unit) is None
            or not bound.holds(limit.amount, limit.unit or bound.unit)):
        return None
    words = span_text[limit.at: limit.end]
    words = words[:1].lower() + words[1:] + ("" if limit.unit else f" {bound.unit}")
    return atom[: bound.at] + words + atom[bound.end:], f"'{words}' admits {bound.phrase}"


def _at_amount(atom: str, span_text: str) -> tuple[str, Threshold, Quantity, bool] | None:
    """A closed claim that bounds an amount ("The meal allowance is higher than 50 EUR") read against a span that
    states one amount of that unit and no bound of its own ("The meal allowance ... is 60 EUR per day"): the claim
    with the span's amount in place of its comparison ("The meal allowance is 60 EUR"), for the model to judge, with
    the bound and that amount (marked ``other`` when the span lacks more than one of the words the claim says before
    its bound: another thing's amount). ``None`` when the claim bounds no amount with a unit, or the span states no
    amount of the unit, several, the bound's own amount or a bound of its own (a rule: "Expenses above 500 EUR ...")."""
    bounds = [t for t in thresholds(atom) if t.unit]
    permitted = not bounds
    if permitted:
        bounds = _permitted_amount(atom)
    if len(bounds) != 1 or thresholds(span_text):
        return None
    bound = bounds[0]
    amounts = [q for q in numbers_with_units(span_text) if q.unit and not q.joined  # not "a 20-year time frame"
               and bound.holds(q.value, q.unit) is not None]
    if len(amounts) != 1 or round(amounts[0].value, 6) == round(bound.amount, 6):
        return None
    if permitted and (not bound.holds(amounts[0].value, amounts[0].unit or "")
                      or heavy_words_unsaid(f"{atom[: bound.at]} {atom[bound.end:]}", span_text)[1]
                      or _days_off_unsaid(atom, bound.end, span_text)):
        # leave asked for more than is granted, or for what the span does not speak of ("carry over" against "receive
        # 27 days", "a month for my transport pass" against a hotel cap, "2 days off" against days worked remotely:
        # a span that speaks of leave in other words has them in its words already, :func:`_in_span_terms`), is left
        # to the number check and the model
        return None
    # the span lacks more than one word the claim says before its bound, or every one but a light verb (the span
    # shares none): its amount may be another thing's ("a training budget of 1,500 USD" for the wellness stipend,
    # "submitted within 30 days" for days carried over), which proves no bound of the claim's
    heavy, heavy_unsaid = heavy_words_unsaid(atom[: bound.at], span_text)
    other = len(unsaid_words(atom[: bound.at], span_text)) > 1 or (
        bool(heavy_unsaid) and len(heavy_unsaid) >= len(heavy))
    return f"{atom[: bound.at]}{amounts[0].text}{atom[bound.end :]}", bound, amounts[0], other


_WHEN_BEFORE = re.compile(r"\b(?:after|before|within|every|by|in)\s+$", re.IGNORECASE)
_OFF = re.compile(r"\s+off\b", re.IGNORECASE)
_DAYS_OFF = re.compile(r"\bdays?\s+off\b", re.IGNORECASE)


def _days_off_unsaid(atom: str, end: int, span_text: str) -> bool:
    """The atom's amount ending at ``end`` is days off ("I can take 2 days | off") and the span speaks of no days off:
    its days are another thing's ("work remotely up to 2 days per week"). A span that says leave in other words
    ("annual leave") has had the atom put in them already (:func:`_in_span_terms`)."""
    return _OFF.match(atom, end) is not None and _DAYS_OFF.search(span_text) is None


def _permitted_amount(atom: str) -> list[Threshold]:
    """The one amount a closed claim asks leave to take or spend ("You can take 25 days of annual leave", "I may spend
    200 EUR on a hotel") as the bound it sets on what is granted: granted 25 days or more, which 27 days meets and 20
    do not. [] for none, or for more than one amount."""
    amounts = [q for q in numbers_with_units(atom) if q.unit and not q.is_year]
    if len(amounts) != 1 or not PERMITTED_AMOUNT.search(atom[: amounts[0].start]) or _WHEN_BEFORE.search(
            atom[: amounts[0].start]) or LEAD_TIME.match(atom, amounts[0].end):
        return []  # "after 2 years" says when, "2 weeks in advance" how early, not how much is granted
    q = amounts[0]
    return [Threshold(phrase=f"{q.text} or more", op=">=", amount=q.value, unit=q.unit or "", start=q.start, end=q.end,
                      at=q.start)]


class _AtHour(NamedTuple):
    """A claim that something is open at an hour, read against the span's one range of hours."""

    asked: str  # the claim's time ("8:00")
    hours: str  # the span's range ("from 07:00 to 19:00")
    inside: bool


_OPEN_AT = re.compile(r"\b(?P<open>open|staffed|reachable|available)\s+at\s+(?P<t>\d{1,2}(?:[:.][0-5]\d)?"
                      r"(?:\s?[ap]\.?m\b\.?)?)(?![\d:])", re.IGNORECASE)


def _at_hour(atom: str, span_text: str) -> tuple[str, _AtHour] | None:
    """A closed claim that something is open (staffed, reachable) at an hour ("The Bergen office is open at 8:00")
    read against a span with one range of hours ("open from 07:00 to 19:00 on weekdays"): the claim with the span's
    range in place of its hour, for the model to judge whether the span speaks of that thing, and whether the hour
    falls inside the range (its end excluded; a bare hour read as of the working day, :func:`_as_clock`). ``None``
    when the claim asks no such hour or the span gives no one range."""
    m = _OPEN_AT.search(atom)
    ranges = hours_ranges(span_text)
    if m is None or len(ranges) != 1:
        return None
    (first, _), (last, _) = ranges[0]
    start, end = clock_minutes(first), clock_minutes(last)
    t = m.group("t")
    at = clock_minutes(t if not t.isdigit() else _as_clock(int(t)))
    if at is None or start is None or end is None:
        return None
    hours = f"from {first} to {last}"
    read = f"{atom[: m.start('t') - 3]}{hours}{atom[m.end('t'):]}"  # "open at 8:00" -> "open from 07:00 to 19:00"
    return read, _AtHour(t, hours, start <= at < end)


def _as_clock(hour: int) -> str:
    """A bare hour as people say it of the working day ("open at 7": 7 am; "at 3": 3 pm; "at 12": noon; "at 15":
    15:00)."""
    return f"{hour}:00" if hour > 12 else f"{hour} {'pm' if hour <= 6 or hour == 12 else 'am'}"


def _against_hours(j: _Judgement, hour: _AtHour) -> _Judgement:
    """The judgement of a claim that something is open at an hour, from the model's judgement of the span's hours in
    its place (:func:`_decided`): inside the range proven, outside a contradiction."""
    return _decided(j, hour.inside, f"{hour.asked} is within {hour.hours}",
                    CheckFinding("hours", f"claim says open at {hour.asked}, span says {hour.hours}", "contradict"))


def _against_bound(j: _Judgement, bound: Threshold, amount: Quantity, other: bool = False) -> _Judgement:
    """The judgement of a claim that bounds an amount, from the model's judgement of the span's amount in its place
    (:func:`_decided`): 60 EUR meets "higher than 50 EUR"; 45 EUR does not, a contradiction."""
    holds = bool(bound.holds(amount.value, amount.unit or ""))
    if other and j.relation == Relation.ENTAILS:  # another thing's amount proves no bound, nor refutes one
        return replace(j, relation=Relation.NEUTRAL, level=min(j.level, 0.5), reason="; ".join(filter(None, [
            j.reason, f"{amount.text} may be another thing's: the span lacks the claim's words before its bound"])))
    return _decided(j, holds, f"{amount.text} is {bound.phrase[bound.at - bound.start:]}",
                    CheckFinding("threshold", f"claim says {bound.phrase}, span says {amount.text}", "contradict"))


def _decided(j: _Judgement, holds: bool, why: str, against: CheckFinding) -> _Judgement:
    """The judgement of a claim the model read with the span's own value in place of the claim's (an amount for a
    bound, a range of hours for an hour): when the model proves that reading, the deterministic test ``holds``
    decides (proven, with ``why`` added to the reason; or a contradiction, with the finding ``against``); otherwise
    the span says nothing of the claim's value (neutral, partial at most)."""
    if j.relation != Relation.ENTAILS or j.level < 1.0:
        return replace(j, relation=Relation.NEUTRAL, level=min(j.level, 0.5) if j.relation == Relation.ENTAILS else 0.0)
    if holds:
        return replace(j, reason="; ".join(filter(None, [j.reason, why])))
    return replace(j, relation=Relation.CONTRADICTS, level=0.0, findings=[*j.findings, against], reversed=True)


def _rank(j: _Judgement) -> tuple[float, float]:
    return (j.level, j.probs.get("entailment", 0.0) - j.probs.get("contradiction", 0.0))


class PairVerifier:
    """Base class: subclasses implement :meth:`score_pairs`; everything else (atoms, slots, checks, levels) is here.

    ``checks=False`` turns the deterministic checks off (e.g. to measure the raw backend); ``split_atoms=False``
    judges each claim whole; ``use_title`` prefixes the span's title to its text for the backend (``"Title: text"``,
    the format of the VitaminC training pairs); the checks read the same premise, title included.
    ``missing_words`` is how many of an open claim's content words may be absent from the span before the entailment
    of a filled-in slot drops to partial (:data:`~claimbound.verifier.checks.MISSING_WORDS`; 0 turns that check
    off): lower answers less, and wrongly less often. Closed claims are not subject to it.
    """

    name: str = "pair"

    def __init__(self, *, thresholds: Thresholds | None = None, checks: bool = True, split_atoms: bool = True,
                 max_slot_candidates: int = 12, use_title: bool = True, missing_words: int = MISSING_WORDS) -> None:
        self._thresholds = thresholds
        self.use_title = use_title
        self.checks = checks
        self.missing_words = missing_words
        self.split_atoms = split_atoms
        self.max_slot_candidates = max_slot_candidates

    # -- backend hooks -------------------------------------------------------------------------------------------
    @property
    def thresholds(self) -> Thresholds:
        return self._thresholds or Thresholds()

    def score_pairs(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[Probs]:
        """Probabilities for each (premise, hypothesis) pair, batched. Subclasses implement this."""
        raise NotImplementedError

    def judge_pairs(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[_Judgement]:
        """Backend judgement of each pair before checks (LM judges override this to return their own levels)."""
        out = []
        for probs in self.score_pairs(premises, hypotheses):
            relation, level = judge(probs, self.thresholds)
            out.append(_Judgement(relation, level, probs))
        return out

    # -- the algorithm -------------------------------------------------------------------------------------------
    def _topic_guard(self, j: _Judgement, atom: str, premise: str) -> _Judgement:
        """A backend contradiction from a span with too few of the claim's words becomes neutral
        (:attr:`Thresholds.contradict_overlap`), as does one from a span that shares only the claim's names
        (:func:`~claimbound.verifier.checks.unsaid_relation`), whose full entailment is only partial; a contradiction
        a check reversed or found opposite words for stands. A
        contradiction the number checks found stands where the model read the span as stating the claim (it
        entailed); from a span the model did not (its own amount of another thing: "The hotel cap in Bergen is
        1,500 NOK per night" against "I can get 500 NOK a month for my transport pass") it stands when either shares
        enough of the other's words (a short span about the claim's thing, "Cap: 120 USD.", has few words to
        share)."""
        least = self.thresholds.contradict_overlap
        if j.level == 1.0 and not j.reversed:
            # nor can such a span prove it ("The hotel cap in Paris is 220 EUR", titled "Acme hotel caps", for "Acme
            # is headquartered in Paris"), whatever the model read into it
            names_only = unsaid_relation(atom, premise)
            if names_only:
                return apply_checks(j, [CheckFinding("topic", f"span has only the claim's names, none of "
                                                     f"{', '.join(names_only)}", "partial", True)])
            # nor a span that says none of what the claim says of its subject, which the model entails at less than
            # even odds ("Training requests are submitted to the acme learning team" for "The training budget rolls
            # over"); a paraphrase the model is sure of stands ("replaces the policy of 2022" for "has changed")
            untold = unsaid_predicate(atom, premise) if j.probs.get("entailment", 0.0) < 0.5 else []
            if untold:
                return apply_checks(j, [CheckFinding("topic", f"span says none of the claim's predicate "
                                                     f"({', '.join(untold)}), and the model is unsure", "partial",
                                                     True)])
            # nor one that says nothing of the phrasal act the asker claims leave for, however sure the model ("I can
            # carry over annual leave" against "Employees over 60 receive one extra week of annual leave": 0.91)
            action = permission_unsaid(atom, premise)
            if action and " " in action:
                return apply_checks(j, [CheckFinding("topic", f"span says nothing of {action}", "partial", True)])
        if j.relation != Relation.CONTRADICTS or least <= 0 or j.reversed or any(
                f.effect == "reverse" for f in j.findings):
            return j
        changed = _CHANGED.search(atom)
        if changed is not None and not any(f.effect == "contradict" for f in j.findings) \
                and not names_phrase(atom[: changed.start()], premise):
            # a change is refuted only by a span about the thing itself: "A meal allowance is a fixed daily amount
            # ... business travel", titled "Policy glossary", says nothing of whether the travel policy changed
            topic = CheckFinding("topic", f"span does not name {atom[: changed.start()].strip()}, whose change the "
                                 f"claim states", "partial", True)
            return _Judgement(Relation.NEUTRAL, 0.0, j.probs, [*j.findings, topic], j.reason)
        # another place in the claim's place is what a contradiction by place says: its words are not counted
        share = word_overlap(without_swapped_place(atom, premise), premise)
        unsaid = unsaid_relation(atom, premise) if share >= least else []
        # nor does a span that says none of the claim's predicate ("can be paid in cash" against "require approval")
        untold = unsaid_predicate(atom, premise) if share >= least and not unsaid else []
        if share >= least and not unsaid and not untold and not any(  # an amount the span sets against the claim's
                f.check in ("number", "threshold", "unit") for f in j.findings) and (  # speaks to it
                action := permission_unsaid(atom, premise)):
            untold = [action]  # "I can roll over vacation days" against "Acme employees receive 27 days ..."
        if share >= least and not unsaid and not untold:
            return j
        if any(f.effect == "contradict" for f in j.findings) and (
                j.probs.get("entailment", 0.0) >= max(j.probs.values(), default=0.0)
                or word_overlap(premise, atom) >= least or any(f.check == "version" for f in j.findings)):
            return j  # (a span that replaces the document a claim says is in force speaks of it in other words)
        why = (f"span has only the claim's names, none of {', '.join(unsaid)}" if unsaid else
               f"span says none of the claim's predicate ({', '.join(untold)})" if untold else
               f"span has {share:.0%} of the claim's words (a contradiction needs {least:.0%})")
        topic = CheckFinding("topic", f"{why}: it speaks of something else", "partial", True)
        return _Judgement(Relation.NEUTRAL, 0.0, j.probs, [*j.findings, topic], j.reason)

    def premise(self, span: Span, claim: Claim | None = None) -> str:
        """The text the backend sees for a span: ``"Title: text"`` when the span has a title (as in training), a
        table row as its cells under their column names (:meth:`Span.reading`), only the ones ``claim`` is about
        when it names a column (:func:`~claimbound.verifier.text.table_focus`). A title that ends with its
        document's year of publication as a version label ("Acme travel policy 2025") is read without it
        (:func:`_without_version_year`)."""
        columns = None
        if claim is not None and span.table_header:
            columns = table_focus(claim.text, claim.answer_type, span.text, span.table_header)
        text = span.reading(title=False, columns=columns)
        title = _without_version_year(span) if self.use_title else ""
        return f"{title}: {text}" if title else text

    def verify(self, claims: Sequence[Claim], spans: Sequence[Span]) -> list[Support]:
        """One Support per (claim, span) pair, claims outer, spans inner; all model calls batched."""
        return self.verify_pairs([(c, s) for c in claims for s in spans])

    def _candidates(self, claim: Claim, slot: str, span: Span) -> list[SlotCandidate]:
        """The values of ``span`` judged for the claim's open ``slot``. Every candidate is typed first, then the best
        ``max_slot_candidates`` are kept: a long span's continent or date may come after a dozen other names. A span
        widened over the sentences it points back to gives values from its own sentence only (``Span.lead``)."""
        found = self._all_candidates(claim, slot, span)
        return [c for c in found if c.start >= span.lead][: self.max_slot_candidates]

    def _all_candidates(self, claim: Claim, slot: str, span: Span) -> list[SlotCandidate]:
        cells = table_candidates(claim.text, slot, claim.answer_type, span.text, span.table_header, span.title or "")
        if cells is not None:  # a table row: the cells of the column the claim names
            return typed_candidates(cells, claim.answer_type, span.text, claim.text, several=claim.several)
        if claim.answer_type == "action":  # "What does X do?": what the span says X does, a predicate
            return predicate_candidates(claim.text, slot, span.text)
        if finding_about(claim.text, slot):  # "the survey found {sq1} about office workers": a reported clause only
            return reported_clauses(claim.text, slot, span.text)
        former = renamed_from(claim.text, slot, span.text)
        if former is not None:  # "{sq1} was X's original name": what the span says X was renamed from, if anything
            return former
        agents = passive_agents(claim.text, slot, span.text) if takes_an_agent(claim.answer_type) else []
        if agents:  # "{sq1} manages laptops" against "Cobalt laptops are managed by the IT team": the agent, not
            # "Cobalt", a name that only says whose laptops they are
            return agents
        # the values standing where the claim puts its slot first, so the cap below never drops them
        # (as the other reader's candidate where it found the same value: a name stays a name)
        others = slot_candidates(span.text, limit=_ALL)
        by_value = {c.value.casefold(): c for c in others if c.kind != "deadline"}  # aligned stays aligned there
        needed = needed_objects(claim.text, slot, span.text) if claim.answer_type != "person" else []
        first = list({c.value.casefold(): by_value.get(c.value.casefold(), c) for c in
                      [*aligned_candidates(claim.text, slot, span.text),
                       *(use_candidates(span.text) if claim.answer_type == "purpose" else []), *needed]}.values())
        agents_at = span_agent_starts(claim.text, slot, span.text)  # who approves is not what is approved
        if claim.answer_type == "entity":  # who provides the insurance is not what it pays for (a slot that names its
            # kind, "Which insurer does acme use?", may be the holder)
            agents_at |= role_holder_starts(claim.text, slot, span.text)
        # a sentence that opens with the document's own tenant names it, however the title writes it ("Acme employs
        # 1,200 people." under "About acme"): an organisation, which answers who or what, never where or when
        tenant = span.metadata.tenant.casefold()
        own = tenant if takes_an_agent(claim.answer_type) and tenant != PUBLIC_TENANT else None
        # the retrieved sentence's own values only, also while they are typed: a name in a sentence it points back
        # to ("The Premier of Victoria ...") does not make "The Premier ..." name somebody
        found = [c for c in first + [c for c in others if c not in first]
                 if c.start >= span.lead and (c.value.casefold() == own
                     or not common_word_opening(c.value, c.start, span.text, span.title or ""))
                 and c.start not in agents_at]
        # a value that adds nothing, or that holds a name the claim says and more ("Lewis S. Eaton donated {sq1}":
        # not "the Lewis S. Eaton Trail", a thing named after him)
        fresh = [c for c in found if not restates(claim.text, c.value, CONTENT_STOP)
                 and not (c.kind == "aligned" and restates_a_verb(claim.text, c.value))  # "carried over" for "carry over"
                 and not holds_claim_name(claim.text, c.value) and not subject_again(claim.text, slot, c.value)
                 and not alias_of_claim_name(claim.text, span.text, c.start)]  # "X（English name of X）"
        if claim.answer_type != "person" and span.title and restates(claim.text, span.title, CONTENT_STOP):
            # the claim is about the page's subject: its full name ("Frank Jeffrey Edson Smart" on the page "Jeffrey
            # Smart") is that subject again, not what the slot asks about it (a relative may share a person's name)
            fresh = [c for c in fresh if not names_again(span.title, c.value)]
        # a value is judged as trimmed: "tax rate increases" -> "tax rate", whose head is not the claim's "increases"
        trimmed = [c for c in trim_to_slot(claim.text, slot, fresh) if not rivals(claim.text, c.value, CONTENT_STOP)]
        typed = typed_candidates(trimmed, claim.answer_type, span.text, claim.text, several=claim.several)
        typed = closing_times(claim.text, slot, span.text, typed)  # "closes at {sq1}": a range of hours' end
        # "I have {sq1} to submit receipts": a deadline's; a lead time ("30 days in advance") only where asked
        typed = lead_times_unasked(claim.text, slot, span.text, time_given(claim.text, slot, span.text, typed))
        # "{sq1} employees": no "one extra week"
        typed = counts_of_the_noun(claim.text, slot, span.text, typed, claim.answer_type)
        # "In 1960 X became independent; five years later it adopted ...": no date of the adopting
        typed = dated_before_the_event(claim.text, span.text, typed, claim.answer_type)
        typed = limits_of_another_act(claim.text, span.text, typed)  # "Up to 5 days can be carried over": no leave
        holders = role_holders(claim.text, slot, span.text, typed) if claim.answer_type == "person" else None
        typed = typed if holders is None else holders
        return (labelled_values(claim.text, slot, span.text, typed)
                or anchored_values(claim.text, slot, span.text, typed)
                or named_as_the_noun(claim.answer_type, span.text, typed) or typed)

    def verify_pairs(self, pairs: Sequence[tuple[Claim, Span]]) -> list[Support]:
        """One Support per given (claim, span) pair, in order; all model calls in one batched backend call."""
        # 1. expand every pair into hypotheses: (pair index, candidate index or None, atom texts)
        jobs: list[tuple[int, int | None, list[str]]] = []
        pair_meta: list[_Pair] = []
        atoms_of: dict[str, tuple[list[str], bool]] = {}  # claim text -> its atoms, whether one names an amount
        open_atoms: dict[int, list[str]] = {}  # pair index -> its atoms with the slot open, for pairs with one
        for claim, span in pairs:
            open_slot = claim.slot if claim.slot and "{" + claim.slot + "}" in claim.text else None
            if claim.text not in atoms_of:
                split = split_atomic(claim.text) if self.split_atoms else [claim.text]
                split = [_LONG.sub(r"\1", a) for a in split] if self.checks else split  # the same for every span
                atoms_of[claim.text] = split, any(names_an_amount(a) for a in split)
            atoms, amount = atoms_of[claim.text]
            atoms = ([_in_span_terms(_owned_by_tenant(_dated_by_version(a, span), span), span.text) for a in atoms]
                     if self.checks else atoms)
            cased = [_as_default_case(a, span) for a in atoms] if self.checks else [(a, None) for a in atoms]
            atoms, default = [a for a, _ in cased], next((c for _, c in cased if c), None)
            atoms, condition = _within_conditions(atoms, span.text) if amount else (atoms, "")
            if self.checks and (open_slot or amount):
                # a year's amount asked of a span that counts per month: the month's binds; one claimed: its twelfth
                by_month = per_month_for_year if open_slot else year_amount_per_month
                monthly = [by_month(a, span.text) for a in atoms]
                if any(monthly):
                    atoms = [m or a for a, m in zip(atoms, monthly, strict=True)]
                    condition = "; ".join(filter(None, [condition, PER_YEAR_FROM_MONTH]))
            read = [_at_amount(a, span.text) if amount and not open_slot and self.checks else None for a in atoms]
            atoms = [r[0] if r is not None else a for a, r in zip(atoms, read, strict=True)]
            bounds: list[tuple[Threshold, Quantity, bool] | _AtHour | None] = [
                (r[1], r[2], r[3]) if r is not None else None for r in read]
            if self.checks and not open_slot:  # "open at 8:00" against the span's hours
                for a, atom in enumerate(atoms):
                    hour = _at_hour(atom, span.text) if bounds[a] is None else None
                    if hour is not None:
                        atoms[a], bounds[a] = hour
            idx = len(pair_meta)
            cands = self._candidates(claim, open_slot, span) if open_slot else []
            # a title read before the span: a filled-in value's own text must say something the claim says; the
            # check reads the open claim, so it is the same for every candidate of the pair
            noun = _equative_noun(claim) if cands else ""
            body = span.reading(title=False) if self.checks and cands and self.use_title and span.title else None
            unsaid = [body_finding(a, body, span.title, noun) if body is not None else None for a in atoms]
            # the title names the subject; the source and author name where it comes from (one pair, every atom)
            origin = _provenance(span) if self.checks else ()
            reported = source_finding(claim.reported_in, origin) if self.checks else None
            pair_meta.append(_Pair(claim, span, cands, self.premise(span, claim), unsaid, noun, origin, reported,
                                   bounds, condition, default))
            if open_slot:
                open_atoms[idx] = atoms
                for k, cand in enumerate(cands):
                    jobs.append((idx, k, [fill_slot(a, open_slot, cand.value) for a in atoms]))
            else:
                jobs.append((idx, None, atoms))
        premises: list[str] = []
        hyps: list[str] = []
        for idx, _cand, atoms in jobs:
            premises.extend([pair_meta[idx].premise] * len(atoms))
            hyps.extend(atoms)
        raw = self.judge_pairs(premises, hyps) if hyps else []
        # 2. regroup: atoms -> claim judgement; candidates -> best binding
        best: dict[int, tuple[_Judgement, int | None, tuple[float, int, float]]] = {}
        pos = 0
        for idx, cand_i, atoms in jobs:
            claim, span, cands, premise, unsaid, noun, origin, reported, bounds, _condition, _default = pair_meta[idx]
            # the words check is for filled-in slots, where the model entails any candidate of a span that shares
            # the claim's topic; a closed claim (fact checking) is paraphrased freely, so the model alone judges it
            missing = self.missing_words if cand_i is not None else 0
            answer_noun = noun if cand_i is not None else ""
            judged = []
            for a, atom in enumerate(atoms):
                j = raw[pos]
                pos += 1
                if self.checks:
                    findings = run_checks(atom, premise, missing_words=missing, provenance=origin, title=span.title or "",
                                          answer_noun=answer_noun, body=span.text, as_written=claim.slot is None,
                                          open_claim=open_atoms[idx][a] if cand_i is not None else None)
                    body_only = unsaid[a]  # None for a claim as written (no candidates) or a body that says it
                    if body_only is not None:
                        findings.append(body_only)
                    if cand_i is not None:
                        c = cands[cand_i]
                        lent = value_only_words(open_atoms[idx][a], span.text, c.start, c.end, span.title or "",
                                                answer_noun)
                        if lent:
                            findings.append(CheckFinding("words", f"span says {', '.join(lent)} only in the value "
                                                         f"'{c.value}'", "partial"))
                        elif claim.answer_type == "person" and (  # who: "Who do I talk to about ...?"
                                verb := asker_verb_unsaid(open_atoms[idx][a], span.text, c.start)) is not None:
                            findings.append(CheckFinding("words", f"span says what '{c.value}' does, not that one "
                                                         f"does '{verb}' with it", "partial"))
                        # a definition's sentence says the relation by its shape ("Pax Mongolica, Mongol peace, ..."
                        # says what the words mean)
                        elif missing > 0 and c.kind != "definition" and not any(f.check == "words" for f in findings) and (
                                unsaid_words := relation_unsaid(open_atoms[idx][a], premise, c.value, answer_noun)):
                            findings.append(CheckFinding("words", f"span has only the claim's names, none of "
                                                         f"{', '.join(unsaid_words)}", "partial"))
                    j = apply_checks(j, findings if reported is None else [*findings, reported],
                                     as_written=claim.slot is None)
                    # as with 'elsewhere', for a claim as written only: a filled-in value comes from the span, and
                    # its contradiction is how a wrong value shows
                    if claim.slot is None:
                        j = self._topic_guard(j, atom, premise)
                    bound = bounds[a]
                    if isinstance(bound, _AtHour):
                        j = _against_hours(j, bound)
                    elif bound is not None:
                        j = _against_bound(j, *bound)
                judged.append(j)
            combined = _combine(judged)
            level, margin = _rank(combined)
            # between candidates of one span at the same level, the one the span words as the claim words its slot
            # ("... depictions of [the urban landscape]") before the model's margin, which barely separates them
            aligned = slot_alignment(claim.text, claim.slot, span.text, cands[cand_i]) \
                if cand_i is not None and claim.slot else 0
            key = (level, aligned, margin)
            if idx not in best or key > best[idx][2]:
                best[idx] = (combined, cand_i, key)
        out: list[Support] = []
        for idx, (claim, span, cands, *_read, condition, default) in enumerate(pair_meta):
            if idx not in best:  # open slot but no candidate value in the span
                out.append(Support(claim_id=claim.id, span=span, level=0.0, relation=Relation.NEUTRAL, score=0.0,
                                   verifier=self.name, reason="no candidate value for the open slot in this span"))
                continue
            j, ci, _key = best[idx]
            binding = None
            if ci is not None and claim.slot is not None:
                c = cands[ci]
                binding = SlotBinding(slot=claim.slot, value=c.value, doc_id=span.doc_id,
                                      start=span.start + c.start, end=span.start + c.end)
            covers = [f"the span names no such place: its case '{default}' covers it"] if default else []
            reason = "; ".join([condition] * bool(condition) + covers + [j.reason] * bool(j.reason)
                               + [f"{f.check}: {f.detail}" for f in j.findings])
            out.append(Support(
                claim_id=claim.id, span=span, level=j.level, relation=j.relation,
                score=round(j.probs.get("entailment", 0.0), 6), verifier=self.name,
                probs={k: round(v, 6) for k, v in j.probs.items()}, binding=binding, reason=reason,
                reversed=j.reversed, default_case=default,
            ))
        return out
