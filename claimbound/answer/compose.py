"""The default, LM-free composer: an answer built only from claim-bound spans.

Pure functions: the controller hands in the plan, the coverage and conflict tables, the stop reason and the
slot bindings; nothing here calls a model, so a replay reproduces the answer exactly.

Yes/no questions (closed claims only): "Yes." when every required claim is proven; "No." when a required claim is
contradicted by a span about its subject at least as confidently as anything supports it (or by the newer side of
an explained conflict), that span cited with ``relation="contradicts"``. A choice ("... A or B?") never gets a "No."
from one false alternative, nor does a claim about what documents say ("Both articles ... discuss ..."). A which /
who question is never answered "Yes." or "No."; "Which singer is American, A or B?" names the option whose claim is
proven when the other option's claim is contradicted. "Are A and
B in the same N?": "Yes." / "No." once both compared values are bound and proven, by whether they are equal.
"Which band was formed first, A or B?" (first / older / earliest, or last / younger / most recent): the option whose
proven date wins, when both dates are bound and differ ("the death of X or the release of Y" too: the planner asks
each event's own date).
Two amounts ("Is the hotel cap in Paris higher than in Lyon?", "Which city has the lower hotel cap, Paris or Lyon?",
"How much higher ...?", "What is the difference between ...?"): "Yes." / "No.", the option with the greater (lesser)
amount or the difference, once both are bound and proven in one unit and counted per the same thing; "2,000 EUR per
year" against "1,500 EUR every three years" is shown and not compared (degraded). A value read through a rule's
default for the places it does not name is answered with that case ("180 USD (in other cities)").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import NamedTuple

from claimbound.claims import (
    PUBLIC_TENANT,
    AnswerStatus,
    Citation,
    Claim,
    Conflict,
    ConflictKind,
    ConflictResolution,
    ConflictTable,
    Cost,
    CoverageRow,
    CoverageTable,
    GroundedAnswer,
    Plan,
    Relation,
    SlotBinding,
    Span,
    StopReason,
    Support,
    UnresolvedClaim,
)
from claimbound.claims.calendar import (
    BEFORE_YEAR,
    EARLIER_WORDS,
    LATER_WORDS,
    MONTHS,
    YEAR,
    in_force_document,
    version_year,
)
from claimbound.claims.conditions import (
    GREATER_WORDS,
    LESSER_WORDS,
    PER_YEAR_FROM_MONTH,
    Amount,
    amount_of,
    comparative,
    conditions,
    either_way,
    own_condition,
    permission_of_forbidden,
    times_twelve,
)
from claimbound.claims.english import AUXILIARIES, PEOPLE_PLURALS, PLACE_PREPOSITIONS, PREPOSITIONS, REPORTING_VERBS
from claimbound.claims.plan import (
    REF_PATTERN,
    about_subject,
    anchors,
    claim_words,
    claim_words_in,
    content_words,
    fill_refs,
)
from claimbound.sentences import table_cells

SUPPORTED = 1.0
"""A claim counts as supported only at level 1; 0.5 (partial) is reported as unconfirmed."""
REPLACED = "stated only in "
"""How an unconfirmed claim's reason opens when only a document another one replaces states it (the controller
writes it; the answer says it even when it abstains)."""
REPLACED_AGAINST = "contradicted only in "
"""The same for a claim only a replaced document contradicts: no "No" rests on it."""


def _values(bindings: Mapping[str, SlotBinding]) -> dict[str, str]:
    return {k: b.value for k, b in bindings.items()}


def _opening_capital(text: str) -> str:
    """A sentence of the answer with its first letter in upper case when its first word is a plain lower-case word
    ("Travel must be booked ...", "Boreal offers ..."); a word written with capitals or digits inside ("iPhone",
    "e2e") keeps its spelling."""
    first = re.match(r"[a-z]+(?:['’]s)?(?=[\s,;:.]|$)", text)
    return text[0].upper() + text[1:] if first else text


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "?", "!")) else text + "."


def _final_values(plan: Plan | None, bindings: Mapping[str, SlotBinding]) -> list[str]:
    """Values bound for the sub-questions no other sub-question depends on (the question's answer). In an
    "intersection" plan the closed sub-questions only check the value of the one they depend on, which stays the
    answer."""
    if plan is None:
        return []
    checks = {sq.id for sq in plan.sub_questions if sq.slot == "yes_no"} if plan.kind == "intersection" else set()
    used = {d for sq in plan.sub_questions if sq.id not in checks for d in sq.depends_on}
    out: list[str] = []
    for sq in plan.sub_questions:
        if sq.id in used or sq.id in checks:
            continue
        if sq.id in bindings:
            out.append(bindings[sq.id].value)
        elif not any(c.required for c in plan.claims_for(sq.id)):  # an optional last step found nothing:
            out.extend(bindings[d].value for d in sq.depends_on if d in bindings)  # its input answers
    return list(dict.fromkeys(out))


_WH_RE = re.compile(r"^\W*(?:which|who|whom|whose|what)\b", re.IGNORECASE)


_CHANGE_WORDS = re.compile(r"\b(?:chang|increas|decreas|rais|rise|rose|risen|went\s+(?:up|down)|gone\s+(?:up|down)|"
                           r"go(?:es)?\s+(?:up|down)|fell|fall|drop|grow|grew|reduc|cut|improv|worsen)\w*",
                           re.IGNORECASE)
"""A claim that something changed: whether it did is the versions' to say (a change plan), not a yes / no of one
time."""


def _closed_yes_no(plan: Plan | None) -> bool:
    """A yes/no question (or a "both ..." comparison, or a yes / no question about what held when) whose claims are
    all closed: proving them all means yes. Not a which / who question ("Which singer is American, A or B?" asks for
    an option, not for yes)."""
    return (
        plan is not None
        and (plan.kind in ("yes_no", "comparison")  # a yes / no question ordered in time: "Was X 12 weeks before 2024?"
             or (plan.kind == "temporal" and all(sq.slot == "yes_no" for sq in plan.sub_questions)
                 and not any(_CHANGE_WORDS.search(c.text) for c in plan.claims)))
        and bool(plan.claims)
        and all(c.slot is None for c in plan.claims)
        and not _WH_RE.match(plan.question)
    )


def _closed_parts(plan: Plan | None) -> set[str]:
    """The required closed claims of a conjunction, each a yes / no question of its own ("Is economy class required
    ..., and what is the meal allowance?", "Does boreal reimburse parking fees, and is the Bergen office open on
    Saturdays?"); empty for any other plan."""
    if plan is None or plan.kind != "conjunction":
        return set()
    # a closed part may name an answer it waits for ("The hotel cap in Berlin is higher than {sq2}")
    waits = {sq.id: set(sq.depends_on) for sq in plan.sub_questions}
    return {c.id for c in plan.claims if c.required and c.slot is None
            and set(REF_PATTERN.findall(c.text)) <= waits.get(c.sub_question_id, set())}


def _parts_answer(plan: Plan | None, parts: Collection[str], supported: Collection[str], refuted: Collection[str],
                  values: Mapping[str, str], shown: Mapping[str, str]) -> str | None:
    """A conjunction with yes / no parts answered part by part, in the question's order: "yes" or "no" for each
    closed claim, the value for each open one ("Yes; 60 EUR", "No; no"); ``None`` while any required part is
    unsettled."""
    if plan is None or not parts:
        return None
    out: list[str] = []
    for c in plan.claims:
        if not c.required:
            continue
        if c.id in parts:
            if c.id in refuted:
                out.append("no")
            elif c.id in supported:
                out.append("yes")
            else:
                return None
        elif c.slot is not None and c.slot in values and c.id in supported:
            value = values[c.slot]
            out.append(shown.get(value, value))
        elif not any(c.sub_question_id in sq.depends_on for sq in plan.sub_questions):
            return None  # an open part unproven (a hop's input is answered through the hop)
    answer = "; ".join(out)
    return answer[:1].upper() + answer[1:] if answer else None


def _closed_choice(plan: Plan | None) -> bool:
    """'Which singer is American, Mark King or Nick Hexum?', 'Are hotel caps per night or per stay?' (a plan of kind
    "choice"): one closed claim per option."""
    return (
        plan is not None
        and len(plan.claims) == 2
        and all(c.slot is None and c.required for c in plan.claims)
        and (plan.kind == "choice" or (plan.kind == "comparison" and bool(_WH_RE.match(plan.question))
                                       and bool(_OR_RE.search(plan.question))))
    )


def _choice_pick(plan: Plan, rows: Sequence[CoverageRow], refuted: Mapping[str, Support]) -> str | None:
    """The option of a closed choice whose claim is proven while the other option's claim is contradicted; of a
    choice between two values of one thing (kind "choice": the question takes one to hold), while the other's is
    not proven; "Neither" when both of its claims are contradicted."""
    proven = [r for r in rows if _is_supported(r)]
    values = plan.kind == "choice"
    if values and not proven and len(refuted) == 2:
        return "Neither"
    if len(proven) != 1 or proven[0].claim_id in refuted or (len(refuted) != 1 and not values):
        return None
    c1, c2 = plan.claims
    names = _options_named(c1.text, c2.text, plan.question) if values else _compared_entities(c1.text, c2.text,
                                                                                             plan.question)
    if names is None:
        return None
    return _opening_capital(_sentence(names[0] if proven[0].claim_id == c1.id else names[1]))


def _contradiction(row: CoverageRow, prefer: set[str] | frozenset[str] = frozenset()) -> Support | None:
    """The span that proves a closed claim false, or ``None``: a support judged "contradicts" whose span is about
    the claim's subject (:func:`~claimbound.claims.plan.about_subject`; a claim without capitalised subjects accepts
    any span) and whose contradiction probability is at least every entailment probability the claim got from a span
    judged to entail it and not read as a rule's default case (when the verifier reports probabilities; a span in
    ``prefer`` is exempt): the rules :func:`settle_conflicts` applies to a contradiction that opposes a support.
    Among those: a span in ``prefer`` (the winner of an explained conflict), then the one naming most of what the
    claim says of its subject, then one a check reversed (the span says the claim negated), then the most recently
    published one (a policy's current version), then the strongest contradiction."""
    if row.level >= SUPPORTED:
        return None
    subject = anchors(row.claim_text)
    said = claim_words(row.claim_text) - subject  # what the claim says of its subject ("pays", "parking")
    # a span a check reversed ("does not carry over" for "carries over"): the model's entailment of it is its
    # confidence that the claim is false, and no support for it
    # a span judged neutral (a check found it does not state what the claim turns on, or speaks of something else)
    # or judged to contradict (its own entailment is of a claim a check refuted) weighs nothing against a
    # contradiction, nor does a rule's default case ("The default hotel cap ... in other cities is 130 EUR" for
    # Paris), which yields to the span naming the case itself
    pro = [v for v in (_strength(s, "entailment") for s in row.supports
                       if not s.reversed and s.relation == Relation.ENTAILS and s.default_case is None
                       and not _discounted(s))
           if v is not None]
    best: Support | None = None
    for s in row.supports:
        if (s.relation != Relation.CONTRADICTS or s.binding is not None or not about_subject(subject, s)
                or _another_version(s, row.claim_text)):
            continue
        con = _against(s)
        if con is not None and pro and con < max(pro) and s.span.span_id not in prefer:
            continue
        if best is None or _rank(s, prefer, said) > _rank(best, prefer, said):
            best = s
    return best


def _another_version(s: Support, claim_text: str) -> bool:
    """The span's document is a version labelled with another year than the claim names
    (:func:`~claimbound.claims.calendar.version_year`: "Acme travel policy 2025" for "The 2023 travel policy allowed
    business class on 7 hour flights"): the claim is the named year's version's to state, as in a conflict
    (:func:`~claimbound.verifier.tables.build_tables`), unless it says that version is in force, which a newer one
    refutes (:func:`~claimbound.claims.calendar.in_force_document`), or puts its time before the year it names
    ("Parental leave was 16 weeks before 2024": an earlier version's to state)."""
    years = set(YEAR.findall(claim_text))
    label = version_year(s.span)
    return (bool(years) and label is not None and str(label) not in years and not in_force_document(claim_text)
            and not BEFORE_YEAR.search(claim_text))


def _discounted(s: Support) -> bool:
    """A support the modifier check kept from full support: the span speaks of another thing of the kind, so the
    model's entailment is of something the span does not say ("Acme has offices in Paris and Berlin" for "The
    headquarters is in Berlin"); or the antonym check: the span says the claim's word in its opposite ("paid
    parental leave" for "Parental leave is unpaid", entailed at 0.84)."""
    return s.level < SUPPORTED and any(f.startswith(("modifier:", "antonym:")) for f in s.reason.split("; "))


def _against(s: Support) -> float | None:
    """How confident the verifier is that ``s`` proves its claim false: the contradiction probability, or for a
    span a check reversed, the model's entailment of what the span states."""
    return _strength(s, "entailment" if s.reversed else "contradiction")


def _published(s: Support) -> float:
    """When the span's document was published (a timestamp; 0 when unknown)."""
    published = s.span.metadata.published_at
    return published.timestamp() if published else 0.0


def _rank(s: Support, prefer: set[str] | frozenset[str], said: set[str]) -> tuple[bool, int, bool, float, float]:
    """A conflict's winner first, then the span naming more of what the claim says of its subject, then one that
    states the claim with the other polarity (a check reversed it: "Parking fees are not reimbursed by boreal"
    before the model's "Boreal pays these daily rates ..." against "Boreal pays for parking"), the newer, the more
    confident."""
    con = _against(s)
    return (s.span.span_id in prefer, len(claim_words_in(said, s)), s.reversed, _published(s),
            s.score if con is None else con)


_ABOUT_A_DOCUMENT = re.compile(r"^(?:\S+\s+){0,3}?(?:articles?|reports?|reporting|(?<!insurance )coverage|sources?"
                               r"|stor(?:y|ies)|posts?)\b")
"""A claim about what documents say ("Both articles from The Verge discuss ...", "The Fortune report suggests ..."):
a span's own text can fail to state it, but it cannot refute it, so such a claim never gets a "No.". Lower case only:
"'The Post' will never be updated" is about a newsletter named The Post; an insurance's coverage is no media's."""
_SAME_RE = re.compile(r"\bthe same\b", re.IGNORECASE)
_OR_RE = re.compile(r"\bor\b", re.IGNORECASE)  # "Is A or B ...?": one false alternative does not make it "no"
_EITHER_OR_RE = re.compile(r"\bor\b(?!\s+not\b)", re.IGNORECASE)  # two options named, not "... or not?"


def _leaf_ids(plan: Plan) -> list[str]:
    """The sub-questions no other one depends on: the ones a comparison compares."""
    used = {d for sq in plan.sub_questions for d in sq.depends_on}
    return [sq.id for sq in plan.sub_questions if sq.id not in used]


def _same_value_answer(plan: Plan | None, rows: Sequence[CoverageRow], values: Mapping[str, str]) -> str | None:
    """"Yes." / "No." for "Are A and B in the same N?" once every compared value is bound and supported: the
    comparison plan's final open sub-questions ("Which N is A in?") bound equal values, or not."""
    if plan is None or plan.kind != "comparison" or not _SAME_RE.search(plan.question):
        return None
    finals = _leaf_ids(plan)
    if len(finals) < 2 or any(sq not in values for sq in finals):
        return None
    own = {c.sub_question_id for c in plan.claims if c.slot is not None}
    if not set(finals) <= own or any(not _is_supported(r) for r in rows if r.required):
        return None
    return "Yes." if len({_value(values[sq]) for sq in finals}) == 1 else "No."


_EARLIER_RE = re.compile(r"\b(?:" + "|".join(sorted(EARLIER_WORDS)) + r")\b", re.IGNORECASE)
_LATER_RE = re.compile(r"\b(?:" + "|".join(sorted(LATER_WORDS)) + r"|more recent(?:ly)?|most recent(?:ly)?)\b",
                       re.IGNORECASE)
_MONTH_NAMES = tuple(m[:3].casefold() for m in MONTHS)


def _date_key(value: str) -> tuple[int, int, int] | None:
    """(year, month, day) of a bound date ("July 14, 1939", "7 January 1976", "1966", "1977-08-16"; month and day 0
    when not given); ``None`` unless the value names exactly one year."""
    iso = re.fullmatch(r"\s*(\d{4})-(\d{2})-(\d{2})\s*", value)
    if iso:
        return int(iso.group(1)), int(iso.group(2)), int(iso.group(3))
    years = re.findall(r"(?<!\d)(1\d{3}|20\d{2})(?!\d|s\b)", value)  # a year, not a decade ("the 1990s")
    if len(years) != 1:
        return None
    words = re.findall(r"[a-z]+", value.casefold())
    month = next((i for i, m in enumerate(_MONTH_NAMES, 1) for w in words if w.startswith(m) and len(w) >= 3), 0)
    day = re.search(r"(?<!\d)([0-2]?\d|3[01])(?:st|nd|rd|th)?(?!\d)", value.replace(years[0], " "))
    return int(years[0]), month, int(day.group(1)) if day and month else 0


def _compared_entities(t1: str, t2: str, question: str) -> tuple[str, str] | None:
    """What two claims of one comparison differ in, as the question names them: 'The Exies was formed in {sq1}' /
    'Circus Diablo was formed in {sq2}' -> ('The Exies', 'Circus Diablo') (the words they share at both ends
    stripped); with different predicates ('The Dandy Warhols was founded in {sq1}' / 'Robert Young was born in
    {sq2}') the capitalised names they open with. ``None`` unless the question names both."""
    w1, w2 = REF_PATTERN.sub("{}", t1).split(), REF_PATTERN.sub("{}", t2).split()
    i, j = _shared_ends(w1, w2)
    q = question.casefold()
    for a, b in ((" ".join(w1[i:len(w1) - j]), " ".join(w2[i:len(w2) - j])), (_leading_name(w1), _leading_name(w2))):
        if a and b and a != b and "{}" not in a + b and a.casefold() in q and b.casefold() in q:
            return a, b
    return None


def _shared_ends(w1: list[str], w2: list[str]) -> tuple[int, int]:
    """How many words two word lists share at their start, and then at their end."""
    i = 0
    while i < min(len(w1), len(w2)) and w1[i] == w2[i]:
        i += 1
    j = 0
    while j < min(len(w1), len(w2)) - i and w1[-1 - j] == w2[-1 - j]:
        j += 1
    return i, j


def _options_named(t1: str, t2: str, question: str) -> tuple[str, str] | None:
    """The two options of a choice between values as the question names them: the words its claims differ in, with
    the shared words before them the question says before each ('per night' / 'per stay', 'the direct manager' /
    'the department head') and the shared unit after them the question says after the second ('100 or 80 percent':
    '100 percent' / '80 percent'), up to a preposition other than 'per' (a case after both: 'at acme'); ``None``
    when the claims do not differ."""
    w1, w2 = t1.split(), t2.split()
    i, j = _shared_ends(w1, w2)
    if i >= len(w1) - j or i >= len(w2) - j:
        return None
    q = f" {question.casefold().rstrip('?')} "
    while i > 0 and all(f" {' '.join(w[i - 1:len(w) - j]).casefold()} " in q for w in (w1, w2)):
        i -= 1
    # a case after both options ('paid or unpaid at acme') is no part of either: the unit stops at a preposition
    # other than a rate's 'per'
    while j > 0 and w2[len(w2) - j].casefold() not in PREPOSITIONS - {"per"} and (
            f" {' '.join(w2[i:len(w2) - j + 1]).casefold()} " in q):
        j -= 1
    return " ".join(w1[i:len(w1) - j]), " ".join(w2[i:len(w2) - j])


def _leading_name(words: list[str]) -> str:
    out: list[str] = []
    for k, w in enumerate(words):
        if w[:1].isupper() or (out and w in ("of", "the", "and", "&") and k + 1 < len(words) and words[k + 1][:1].isupper()):
            out.append(w)
        else:
            break
    return " ".join(out)


def _two_proven(plan: Plan, rows: Sequence[CoverageRow], values: Mapping[str, str]
                ) -> tuple[list[str], list[Claim]] | None:
    """The two sub-questions a comparison compares (:func:`_leaf_ids`) and their open claims, once both values are
    bound and every required claim is proven; ``None`` otherwise."""
    finals = _leaf_ids(plan)
    found = [next((c for c in plan.claims if c.slot == sq), None) for sq in finals]
    claims = [c for c in found if c is not None]
    if len(finals) != 2 or len(claims) != 2 or any(sq not in values for sq in finals):
        return None
    if any(not _is_supported(r) for r in rows if r.required):
        return None
    return finals, claims


def _choice_answer(plan: Plan | None, rows: Sequence[CoverageRow], values: Mapping[str, str]) -> str | None:
    """The option a "Which band was formed first, A or B?" question asks for, once both dates are bound and proven:
    the earlier one for first / older / earliest, the later one for last / younger / most recent. ``None`` when the
    question is not such a choice, a date is missing or unreadable, or the two dates tie."""
    if plan is None or plan.kind != "comparison" or not _OR_RE.search(plan.question):
        return None
    earlier, later = _EARLIER_RE.search(plan.question), _LATER_RE.search(plan.question)
    if bool(earlier) == bool(later):
        return None
    pair = _two_proven(plan, rows, values)
    if pair is None:
        return None
    finals, claims = pair
    keys = [_date_key(values[sq]) for sq in finals]
    names = _compared_entities(claims[0].text, claims[1].text, plan.question)
    if keys[0] is None or keys[1] is None or keys[0] == keys[1] or names is None:
        return None
    first = keys[0] < keys[1]
    return _sentence(names[0] if first == bool(earlier) else names[1])


_WH_SUBJECT = re.compile(r"^(?:what|how much|how many)\s+(?:is|are|was|were)\s+(?P<np>.+?)\??$", re.IGNORECASE)
_PER_WHAT = (r"(?:hour|day|night|week|month|quarter|year|kilometre|kilometer|km|mile|person|employee|trip|journey|"
             r"child|head|guest)s?")
_RATE = re.compile(r"^\s*(?:per|a|an|each|every)\s+(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|"
                   rf"calendar|working|business|school|financial|fiscal|full)\s+)?{_PER_WHAT}\b", re.IGNORECASE)
_SAYS_A_RATE = re.compile(rf"\b(?:per|a|an|each|every)\s+(?:[a-z\d]+\s+)?{_PER_WHAT}\b|"
                          r"\b(?:hourly|daily|nightly|weekly|monthly|quarterly|yearly|annual|annually)\b", re.IGNORECASE)
_BOUND_WORDS = r"(?:up to|at most|at least|no more than|not more than|a maximum of|a minimum of)"
_BOUND = re.compile(rf"\b{_BOUND_WORDS}\s*$", re.IGNORECASE)
_SAYS_A_BOUND = re.compile(r"\b(?:up to|at most|at least|maximum|minimum|max|min|most|least|cap|caps|capped|limit|"
                           r"limits|limited|ceiling)\b", re.IGNORECASE)


def _rate_of(s: Support | None) -> str:
    """What the amount ``s`` bound is counted per, as its span says right after it ("per night", "every three
    years"); "" when nothing (or nothing bound)."""
    if s is None or s.binding is None:
        return ""
    m = _RATE.match(s.span.text[_in_span(s.binding, s.span)[1]:])
    return " ".join(m.group().split()).casefold() if m else ""


_COUNTED = frozenset({"days", "weeks", "months", "years", "hours", "minutes", "nights", "people", "employees"})
"""Plural nouns a "how many" question counts (a claim's answer type), which a bare number the span bound is a count
of ("How many days can I carry over?": "up to 5 days", not "up to 5")."""


def _counts_after(claim_text: str, counted: str) -> bool:
    """The claim names the counted noun in the phrase right after its value ("{sq1} unused annual leave days"), up to
    its first preposition, auxiliary or conjunction."""
    m = re.search(r"\}((?:\s+[a-z\-]+){1,4})", claim_text)
    for w in (m.group(1).split() if m else []):
        if w in PREPOSITIONS | AUXILIARIES or w in ("and", "or", "but", "of"):
            return False
        if w.rstrip("s") == counted.rstrip("s"):
            return True
    return False


def _as_stated(s: Support, claim_text: str, counted: str | None = None) -> str:
    """An amount a span bound as the span states it, with the bound it puts before it and what it is counted per
    after it, where the claim says neither: "up to 800 NOK" for "Boreal pays up to 800 NOK for a phone", "60 EUR per
    day" for "The meal allowance ... is 60 EUR per day" (the bare "60 EUR" leaves out what the reader needs). Any
    other value, or an amount the claim already bounds or counts ("the daily meal allowance"), as bound. A bare
    number gets the plural noun the question counts (``counted``, the claim's answer type) when the claim does not
    say it after the value."""
    b = s.binding
    assert b is not None
    amount = amount_of(b.value)
    if amount is None:
        return b.value
    start = _in_span(b, s.span)[0]
    claim = REF_PATTERN.sub(" ", claim_text)
    value = b.value
    after = re.search(r"\}\s+([a-z]+)\b", claim_text)  # the claim's word right after its value
    if (counted in _COUNTED and re.fullmatch(r"\d[\d,.]*", value) and not amount.rest
            and not _counts_after(claim_text, counted)):
        value = f"{value} {counted}"  # 'How many days can I carry over?': "5 days"
    rate = _rate_of(s)
    # a word of the claim right after its value that is no preposition, verb or conjunction goes with the value
    # ("I get {sq1} remote days", "The budget is {sq1} large"): no "3 days per week remote days"
    joined = after is not None and after.group(1) not in PREPOSITIONS | AUXILIARIES | {"and", "or", "but", "of"}
    if rate and not amount.rest and not _SAYS_A_RATE.search(claim) and not joined:
        value = f"{value} {rate}"
    bound = _BOUND.search(s.span.text[:start])
    if bound and not _SAYS_A_BOUND.search(claim):
        value = f"{' '.join(bound.group().split()).casefold()} {value}"
    return value


class _Compared(NamedTuple):
    """Two amounts a question compares, both bound and proven (:func:`_compared_amounts`)."""

    direction: str  # ">" / "<" (which one wins), "-" (their difference)
    finals: list[str]  # the two sub-question ids
    claims: list[Claim]  # their open claims
    amounts: list[Amount]
    rates: list[str]  # what each is counted per (:func:`_rate_of`), "" when its span says nothing


def _compared_amounts(plan: Plan | None, rows: Sequence[CoverageRow], values: Mapping[str, str]) -> _Compared | None:
    """For a comparison of two amounts whose values are both bound and proven: the direction, the two sub-questions,
    their claims, amounts and rates. ``None`` when the question compares no amounts or a value is missing, unproven,
    a date or no amount."""
    if plan is None or plan.kind != "comparison":
        return None
    direction = "-" if _DIFFERENCE_RE.match(plan.question) else comparative(plan.question)
    pair = _two_proven(plan, rows, values) if direction is not None else None
    if direction is None or pair is None or any(c.answer_type == "date" for c in pair[1]):
        return None
    finals, claims = pair
    a, b = (amount_of(values[sq]) for sq in finals)
    if a is None or b is None:
        return None
    by_claim = {r.claim_id: r for r in rows}
    rates = [_rate_of(by_claim[c.id].best) if c.id in by_claim else "" for c in claims]
    return _Compared(direction, finals, claims, [a, b], [a.rest or rates[0], b.rest or rates[1]])


_NAMED_CASE = re.compile(r"^(?:in|at|for)\s+(?:the\s+)?(?P<name>[A-Z][\w'’.\-]*(?:\s+[A-Z][\w'’.\-]*)*)$")
_ASKS_FOR_A_CASE = re.compile(r"^\W*(?:where|(?:(?:in|at|for)\s+)?(?:which|what)\s+(?!is\b|was\b)[a-z]+)\b", re.I)


def _extreme_case(c: Conflict, question: str, fits: Callable[[str], bool] | None = None) -> str | None:
    """The answer to a superlative over the cases one document states (a plan of kind "superlative": "Which city has
    the highest hotel cap?"): the named case with the greatest (or least) amount, with its amount ("Paris (220 EUR)"),
    or the amount with its case for "What is the highest hotel cap?" ("220 EUR (in Paris)"); tied cases together. A
    case the document names by no name ("for business travel in other cities", a default) is no case to name; when
    its amount goes beyond theirs, the answer says so beside the named one. ``fits``: whether a case's name is of the
    kind the question asks for (a country for "Which country ..."), when the caller can tell; other cases are left
    out. ``None`` when fewer than two named cases state an amount, or their amounts differ in unit or in what they
    are counted per: nothing is then compared."""
    way = comparative(question)
    cases: list[tuple[Amount, str, str, str]] = []  # amount, name (unnamed: ""), value, condition
    unnamed: list[tuple[Amount, str, str, str]] = []
    for s in _alternatives(c):
        condition = c.conditions.get(s.span.span_id, "")
        named = _NAMED_CASE.match(condition)
        amount = amount_of(s.binding.value) if s.binding is not None else None
        if named and fits is not None and not fits(named.group("name")):
            continue  # "in Lyon" is no case of "Which country ..."
        if amount is not None and s.binding is not None:
            (cases if named else unnamed).append((amount, named.group("name") if named else "", s.binding.value,
                                                  condition))
    if way is None or len(cases) < 2 or len({a.unit for a, *_ in cases}) > 1 or len({a.rest for a, *_ in cases}) > 1:
        return None
    best = (max if way == ">" else min)(a.value for a, *_ in cases)
    top = [x for x in cases if x[0].value == best]
    if _ASKS_FOR_A_CASE.match(question):
        found = f"{' and '.join(name for _, name, _, _ in top)} ({top[0][2]})"
    else:
        found = f"{top[0][2]} ({' and '.join(condition for *_, condition in top)})"
    # a default beyond every named case is said beside them: "Austin (200 USD) of the places named; 180 USD for
    # business travel in other cities"
    beyond = [x for x in unnamed if (x[0].unit, x[0].rest) == (top[0][0].unit, top[0][0].rest)
              and (x[0].value > best if way == ">" else x[0].value < best)]
    return f"{found} of the cases named; {beyond[0][2]} {beyond[0][3]}" if beyond else found


def _apart(found: _Compared | None, values: Mapping[str, str]) -> str | None:
    """Why two proven amounts a question compares (:func:`_compared_amounts`) are not compared: other units, or
    counted per other things ("2,000 EUR per year" against "1,500 EUR every three years"); ``None`` when they are
    comparable or not such a pair."""
    if found is None:
        return None
    (a, b), (ra, rb), finals = found.amounts, found.rates, found.finals
    if a.unit != b.unit:
        return f"{values[finals[0]]} and {values[finals[1]]} are in different units"
    if ra != rb and ra and rb:
        return f"{values[finals[0]]} is counted {ra} and {values[finals[1]]} {rb}"
    return None


_DIFFERENCE_RE = re.compile(r"^\W*what(?:\s+(?:is|was)|['’]s)\s+the\s+(?:[a-z\-]+\s+){0,3}?difference\s+between\b",
                            re.IGNORECASE)  # 'the difference between', 'the mileage rate difference between'
_HOW_MUCH_RE = re.compile(r"^\W*how\s+(?:much|many)\s+(?:" + "|".join(sorted(GREATER_WORDS | LESSER_WORDS)) + r")\b",
                          re.IGNORECASE)


def _difference(like: str, diff: float) -> str:
    """``diff`` written as the amount ``like`` is ("220 EUR" -> "70 EUR"; "0.45 EUR" -> "0.15 EUR"; "1,800 NOK" ->
    "300 NOK")."""
    number = re.search(r"\d[\d,]*(?:\.(\d+))?", like)
    if number is None:
        return f"{diff:g}"
    places = len(number.group(1) or "")
    text = f"{diff:,.{places}f}" if "," in number.group() else f"{diff:.{places}f}"
    return like[: number.start()] + text + like[number.end():]


def _amount_answer(plan: Plan | None, found: _Compared | None, values: Mapping[str, str]) -> str | None:
    """The answer to a comparison of two amounts once both are bound and proven in one unit, counted per the same
    thing: "Yes." / "No." for "Is the hotel cap in Paris higher than in Lyon?"; the difference for "How much higher is
    A than B?" and "What is the difference between A and B?"; else the option with the greater (or lesser) amount
    ("Neither: both are 150 EUR." on a tie). ``None`` when the question compares no amounts, an amount is missing or
    they are not comparable (:func:`_apart`); ``found`` is :func:`_compared_amounts`' reading of the question."""
    if found is None or plan is None or _apart(found, values) is not None:
        return None
    direction, finals, (c1, c2), (a, b), _ = found
    if direction == "-":  # 'What is the difference between A and B?'
        return _sentence(_difference(values[finals[0]], abs(a.value - b.value)))
    first = a.value > b.value if direction == ">" else a.value < b.value
    if _HOW_MUCH_RE.match(plan.question):  # 'How much higher is A than B?': the difference, when A is
        return _sentence(_difference(values[finals[0]], a.value - b.value if direction == ">" else b.value - a.value)
                         ) if first else f"It is not: {values[finals[0]]} against {values[finals[1]]}."
    ways = either_way(plan.question)  # 'Is A higher or lower than B?': the way that holds, with both amounts
    if (ways is None and not _WH_RE.match(plan.question) and not plan.question.casefold().startswith("where")
            and not _EITHER_OR_RE.search(plan.question)):  # 'Is the mileage rate higher in France or Germany?': a choice
        return "Yes." if first else "No."
    if a.value == b.value:
        return f"Neither: both are {values[finals[0]]}."
    if ways is not None:
        way = ways[0] if first else ways[1]
        return f"{way[:1].upper()}{way[1:].lower()}: {values[finals[0]]} against {values[finals[1]]}."
    names = _compared_entities(c1.text, c2.text, plan.question)
    if names is None or not names[0][:1].isupper() or not names[1][:1].isupper():
        subjects = [_WH_SUBJECT.match(plan.sub_question(sq).text) for sq in finals]
        if subjects[0] is None or subjects[1] is None:
            return None
        names = (subjects[0].group("np"), subjects[1].group("np"))
    name = names[0] if first else names[1]
    return _sentence(name[:1].upper() + name[1:])


def _is_supported(row: CoverageRow) -> bool:
    return row.level >= SUPPORTED and row.best is not None


def _sides(conflicts: Sequence[Conflict]) -> list[tuple[str, Support]]:
    """One (label, support) per side of unresolved conflicts on one claim: the value each span binds ("1,000
    USD", "1,200 USD"), or for a closed claim "supported" / "contradicted by"; one span per distinct side, the
    strongest first."""
    out: list[tuple[str, Support]] = []
    seen: set[str] = set()
    for c in conflicts:
        pro_values = {_value(s.binding.value) for s in c.supporting if s.binding is not None}
        for group, default in ((c.supporting, "supported"), (c.opposing, "contradicted")):
            for sup in sorted(group, key=lambda s: -s.score):
                value = sup.binding.value if sup.binding is not None else None
                if value is None or (group is c.opposing and _value(value) in pro_values):
                    value = default  # a closed claim, or a span that denies the supported value itself
                if _value(value) in seen:
                    continue
                seen.add(_value(value))
                source = sup.span.title or sup.span.doc_id
                out.append((f"contradicted by {source}" if value == "contradicted" else f"{value} ({source})", sup))
    return out


def _one_document_cases(conflicts: Sequence[Conflict], claim_text: str) -> list[Support]:
    """A closed claim's unresolved contradiction whose spans are all one document's and each say every word of the
    claim (but its bound's: "above"), so many cases of one thing, one supporting and the others refuting it ("The
    hotel cap is above 200 EUR": "The hotel cap in Paris is 220 EUR per night" supports it, "... in Lyon is 150 EUR
    per night" refutes it): every span, in the document's order, or empty (two sources that disagree, a slot's
    values, sentences of one abstract that say different things)."""
    spans = {s.span.span_id: s for c in conflicts if c.kind == ConflictKind.CONTRADICTION
             for s in [*c.supporting, *c.opposing]}
    if (len(spans) < 2 or len({s.span.doc_id for s in spans.values()}) != 1
            or any(s.binding is not None for s in spans.values())):
        return []
    bound = {w for s in spans.values() for f in s.reason.split("; ") if "claim says " in f
             for w in claim_words(f.split("claim says ", 1)[1].split(", span ")[0])}
    words = {w for w in claim_words(claim_text) if w.isalpha()} - bound
    if not words or any(not words <= claim_words_in(words, s) for s in spans.values()):
        return []
    return sorted(spans.values(), key=lambda s: s.span.start)


def _edition(s: Support) -> str:
    """The document's title without its numbers: "acme travel policy" for "Acme travel policy 2025" ("" untitled)."""
    return " ".join(re.sub(r"\d+", " ", s.span.title).casefold().split())


def _newest_edition(best: Support, supports: Sequence[Support]) -> Support:
    """``best``, or a span of a newer edition of its document (same title but for its numbers, later
    ``published_at``) that proves the claim as well with the same value: the citation is the current policy's."""
    edition, value = _edition(best), best.binding.value if best.binding else None
    newer = [s for s in supports if edition and _edition(s) == edition and s.level == best.level
             and (s.binding.value if s.binding else None) == value and _published(s) > _published(best) > 0.0]
    return max(newer, key=_published) if newer else best


def _cited_supports(row: CoverageRow, per_claim: int) -> list[Support]:
    out: list[Support] = []
    seen: set[str] = set()
    best = _newest_edition(row.best, row.supports) if row.best is not None else None
    ordered = ([best] if best is not None else []) + list(row.supports)
    for s in ordered:
        if s.level >= SUPPORTED and s.span.span_id not in seen:
            out.append(s)
            seen.add(s.span.span_id)
        if len(out) >= per_claim:
            break
    return out


def _value(v: str) -> str:
    return re.sub(r"[^\w]+", " ", v.casefold()).strip()


_BOUNDED_IS = re.compile(r"^(?P<subject>.+?)\s+(?:is|are|was|were)\s+(?:above|over|below|under|at\s+least|at\s+most"
                         r"|(?:more|less|higher|lower|greater)\s+than|up\s+to)\s", re.IGNORECASE)
"""A claim that a thing's amount is within a bound ("The hotel cap is above 200 EUR"), whose subject names it."""


def _other_amount(s: Support, claim_text: str | None) -> bool:
    """The number check refuted the claim with the span's own amount of the same thing ("number: claim says 1,000 USD,
    span says 1,200 USD", from "The equipment budget at cobalt is 1,200 USD per employee"; the span says every word of
    the claim, :func:`~claimbound.claims.plan.claim_words_in`, so not "a training budget of 1,500 USD"): a source
    that states another value, not a model's guess, whatever the model's confidence. So does the bound check's, of a
    claim that a thing's amount is within a bound, from a span whose own text names the thing ("threshold: claim says
    above 200 EUR, span says 150 EUR", from "The hotel cap in Lyon is 150 EUR per night" against "The hotel cap is
    above 200 EUR", which Paris's 220 EUR supports: was "Yes"; not the office days a span requires against "I can
    work remotely more than 3 days")."""
    if claim_text is None or s.relation != Relation.CONTRADICTS:
        return False
    findings = s.reason.split("; ")
    if any(f.startswith("number: claim says ") for f in findings):
        words = {w for w in claim_words(claim_text) if w.isalpha()}
        return bool(words) and words <= claim_words_in(words, s)
    bounded = _BOUNDED_IS.match(claim_text)
    if bounded is None or not any(f.startswith("threshold: claim says ") and ", span says " in f for f in findings):
        return False
    subject = content_words(bounded.group("subject"))
    return bool(subject) and subject <= content_words(s.span.text)


def _strength(s: Support, label: str) -> float | None:
    """The verifier's probability for ``label`` on this pair, when it reports one."""
    v = s.probs.get(label)
    return float(v) if v is not None else None


def _in_span(b: SlotBinding, span: Span) -> tuple[int, int]:
    """A bound value's offsets in its span's own text (a binding holds document offsets)."""
    return b.start - span.start, b.end - span.start


def _other_values(row: CoverageRow, bound: str) -> list[Support]:
    """For a claim that asks for several values: the row's fully supporting spans that say every claim word the best
    one says (as for a slot's other value in :func:`settle_conflicts`: "Acme's chief executive is Claire Dubois" names
    no office), one per distinct value (its best span; a value that is an item of another value's list, "Paris"
    beside "Paris and Berlin", is left out), in the
    documents' order (the best span's document first, then by offset) when there is more than one value; empty
    when every such span gives the bound value."""
    by_value: dict[str, Support] = {}
    words = claim_words(row.claim_text)
    need = claim_words_in(words, row.best) if row.best is not None else set()
    for s in row.supports:  # best first; like a slot's other value, only from a span that says as much of the claim
        if (s.binding is not None and s.level == 1.0 and s.relation == Relation.ENTAILS
                and need <= claim_words_in(words, s)):
            by_value.setdefault(_value(s.binding.value), s)
    items = {item.strip() for v in by_value for item in re.split(r",|\band\b|\bor\b", v) if item.strip() != v}
    by_value = {v: s for v, s in by_value.items() if v not in items}
    if len(by_value) < 2 or (_value(bound) not in by_value and _value(bound) not in items):
        return []
    docs = list(dict.fromkeys(s.span.doc_id for s in by_value.values()))
    return sorted(by_value.values(), key=lambda s: (docs.index(s.span.doc_id), s.span.start))


def _alternatives(c: Conflict) -> list[Support]:
    """The first supporting span of each value a slot-mismatch conflict binds, supporting side first."""
    out: list[Support] = []
    seen: set[str] = set()
    for s in [*c.supporting, *sorted(c.opposing, key=lambda s: -s.score)]:
        if s.binding is not None and s.level >= SUPPORTED and _value(s.binding.value) not in seen:
            seen.add(_value(s.binding.value))
            out.append(s)
    return out


def _versions(c: Conflict) -> list[Support]:
    """The values of a slot mismatch explained by time, oldest first: each from another dated document of the
    winner's tenant, the newest one the winner (the 2023 and 2025 travel policies' meal allowances); among them only
    the winner's editions when it has an older one (its title but for the year: not a survey's figure beside a
    policy's). [] for any other conflict (values under conditions, undated documents, a public value only)."""
    if c.kind != ConflictKind.SLOT_MISMATCH or c.resolution != ConflictResolution.EXPLAINED or c.conditions:
        return []
    values = _alternatives(c)
    win = next((s for s in values if s.span.span_id == c.winner_span_id), None)
    if win is None:
        return []
    found = [s for s in values if s.span.metadata.tenant == win.span.metadata.tenant]
    editions = [s for s in found if _edition(s) and _edition(s) == _edition(win)]
    found = sorted(editions if len(editions) > 1 else found, key=_published)
    if (len(found) < 2 or len({s.span.doc_id for s in found}) < len(found) or not all(_published(s) for s in found)
            or len({_published(s) for s in found}) < len(found) or found[-1] is not win):
        return []
    return found


_CHANGE_YEAR = re.compile(r"\b(since|in)\s+(\d{4})\b", re.IGNORECASE)


def _since(found: list[Support], question: str) -> list[Support]:
    """The versions (oldest first) a question whether a value changed "since YEAR" compares: the one in force in that
    year (the newest published by its end), then the later ones; "in YEAR": the one in force before that year, then
    those published in it; [] when fewer than two are left (no change to tell), and all of them for a question with
    no year."""
    m = _CHANGE_YEAR.search(question)
    if m is None or not found:
        return found
    since, year = m.group(1).lower() == "since", int(m.group(2))
    last = year if since else year - 1  # the last year whose versions count as before

    def published(s: Support) -> int | None:
        return s.span.metadata.published_at.year if s.span.metadata.published_at else None

    before = [s for s in found if (published(s) or year + 1) <= last]
    kept = before[-1:] + [s for s in found if s not in before and (since or published(s) == year)]
    return kept if len(kept) > 1 else []


_UP = re.compile(r"\b(?:up|increased?|risen|rise|raised)\b", re.IGNORECASE)
_DOWN = re.compile(r"\b(?:down|decreased?|fallen|fall|dropped|drop|lowered|reduced|cut)\b", re.IGNORECASE)


_HOW_MUCH_CHANGED = re.compile(r"^\W*(?:by\s+)?how\s+much\b", re.IGNORECASE)


def _changed_as_asked(question: str, found: Sequence[Support]) -> str:
    """"Yes" / "No" to a question whether a value changed, given its versions oldest first (:func:`_versions`): for
    "Has the meal allowance gone up?" (or down) whether the newest amount is greater (or less) than the oldest, in
    one unit; "Yes" for "Has it changed?"; for "By how much did it increase?" the change ("Up 15 EUR");
    "" when the direction asked cannot be told (no amounts, other units)."""
    up, down = _UP.search(question), _DOWN.search(question)
    how_much = _HOW_MUCH_CHANGED.match(question) is not None
    if not up and not down and not how_much:
        return "Yes"
    first, last = (amount_of(s.binding.value) if s.binding is not None else None for s in (found[0], found[-1]))
    if first is None or last is None or first.unit != last.unit or first.rest != last.rest:
        return ""
    if how_much:  # 'By how much did the meal allowance increase?': the change, up or down ("Up 15 EUR", "Up 1 day")
        change, newest = last.value - first.value, found[-1].binding.value  # type: ignore[union-attr]
        by = re.sub(r"^1 ([a-z]+?)s\b", r"1 \1", _difference(newest, abs(change)))
        return f"{'Up' if change > 0 else 'Down'} {by}" if change else "No change"
    return "Yes" if (last.value > first.value if up else last.value < first.value) else "No"


def _version_of(s: Support) -> str:
    """Where a version's value stands: "in Acme travel policy 2023", "in Acme FAQ of 2024-01-15"."""
    published, title = s.span.metadata.published_at, s.span.title or s.span.doc_id
    return f"in {title}" + (f" of {published.date().isoformat()}" if published and str(published.year) not in title
                            else "")


def _documents(coverage: CoverageTable, citations: Sequence[Citation]) -> str | None:
    """The documents of the spans cited as proof, in citation order, each once: "Acme expense approval of 2024-01-15";
    ``None`` when none is cited."""
    spans = {s.span.span_id: s for r in coverage.rows for s in r.supports}
    names = [_version_of(spans[c.span_id]).removeprefix("in ") for c in citations
             if c.relation == Relation.ENTAILS and c.span_id in spans]
    return "; ".join(dict.fromkeys(names)) or None


def _conditions(c: Conflict, claim_text: str) -> dict[str, str]:
    """Span id -> condition, one per value of a one-document slot mismatch, when every value's span states a
    condition of its own that the claim does not name ("expenses above 500 EUR" / "expenses of 500 EUR or less"
    for "{sq1} approves my expenses"; "in Lyon" / "in Paris" for "{sq1} is the hotel cap"); empty otherwise."""
    alternatives = _alternatives(c)
    rows = [_row_key(s) for s in alternatives]
    if len(rows) > 1 and all(rows) and len({r.casefold() for r in rows if r}) == len(rows):
        return {s.span.span_id: r for s, r in zip(alternatives, rows, strict=True) if r}  # one table's rows
    found = conditions([(s.span.text, _in_span(s.binding, s.span))
                        for s in alternatives if s.binding is not None], claim_text) if claim_text else None
    return dict(zip((s.span.span_id for s in alternatives), found, strict=True)) if found else {}


_PLACE_COLUMNS = frozenset({"country", "city", "region", "state", "location", "place", "office", "destination"})


def _row_key(s: Support) -> str | None:
    """The condition a table row puts on the value it gives: its first cell, the row's key ("in Sweden" under a
    "country" column, "for senior engineers" under another), when the value stands in another cell."""
    if not s.span.table_header or s.binding is None:
        return None
    cells = table_cells(s.span.text)
    if len(cells) != len(s.span.table_header) or len(cells) < 2:
        return None
    start, end = cells[0]
    at = _in_span(s.binding, s.span)[0]
    key = s.span.text[start:end].strip()
    if not key or start <= at < end:
        return None
    return f"in {key}" if s.span.table_header[0].strip().casefold() in _PLACE_COLUMNS else f"for {key}"


_SPAN_PREPOSITION = re.compile(rf"(\w+)\s+({'|'.join(PLACE_PREPOSITIONS)})\s+(the|an?)\s+$", re.IGNORECASE)


# a verb whose "where" is where something is sent or asked for, not where it happens: its span's preposition
# ("submitted to", "go through") says it, the planner's "in" does not ("You send training requests in the acme
# learning team")
_SENDING_VERBS = re.compile(r"\b(?:send|sent|sends|submit|submits|submitted|request|requests|requested|report|reports|"
                            r"reported|apply|applies|applied|forward|forwards|forwarded|file|files|filed|return|"
                            r"returns|returned|mail|mails|mailed|email|emails|emailed|direct|directs|directed)\b",
                            re.IGNORECASE)
_WHOLE_PHRASE_AFTER = re.compile(r"\s*(?:$|[.,;:)!?]|(?:and|or|for|to|of|in|on|at|with|by|from|is|are|was|were|must|"
                                 r"can|may|will|should|if|when|who|which|that|per|every|each)\b)", re.IGNORECASE)
_NO_ARTICLE_AFTER = frozenset(
    "the a an this that these those my your our their his her its each every any some no which what whose".split())


def _as_the_span_says(claim_text: str, slot: str | None, values: Mapping[str, str], s: Support) -> str:
    """The claim with the preposition and article the cited span puts before its value after the same word, in
    place of the planner's "in" / "at" / "on": "travel must be booked through the {sq1}" for "Travel must be booked
    through the acme travel portal", not "... booked in {sq1}" (a span's "added to the NRHP" is no "located to"); the
    same for the "to" of a verb of sending ("requests go through the {sq1}", "I send training requests to the
    {sq1}"); and the span's article before a value that is a whole noun phrase there ("the {sq1} approves ...", "I
    choose my laptop from an {sq1}", "The IT team manages ...")."""
    if slot is None or s.binding is None or values.get(slot) != s.binding.value:
        return claim_text
    at, end = _in_span(s.binding, s.span)
    said_before = s.span.text[: max(0, at)]
    article = re.search(r"\b(the|a|an)\s+$", said_before, re.IGNORECASE)
    # the span's article belongs to the value when the value ends the span's noun phrase ("the IT team."), not when
    # the value is a name modifying a noun after it ("the Boreal policy")
    whole = article is not None and re.match(r"[A-Za-z]", s.binding.value) is not None and (
        _WHOLE_PHRASE_AFTER.match(s.span.text, end) is not None)
    if article and claim_text.startswith(f"{{{slot}}} ") and (re.match(r"[a-z]", s.binding.value) or whole):
        # a common noun opening the sentence keeps the span's article: "The direct manager approves ...", "A
        # department head approves ..." (was "Department head approves ..."), "The IT team manages laptops"
        return f"{article.group(1).lower()} {claim_text}"
    m = _SPAN_PREPOSITION.search(said_before)
    if m is not None:
        said = f"{m.group(2).lower()} {m.group(3).lower()} {{{slot}}}"
        same = re.sub(rf"\b({re.escape(m.group(1))})\s+(?:in|at|on|to)\s+\{{{re.escape(slot)}\}}",
                      lambda x: f"{x.group(1)} {said}", claim_text, count=1, flags=re.IGNORECASE)
        if same != claim_text:
            return same
        # the span's word is the claim's verb in another form, with the verb's object between them in the claim
        # ("report broken equipment in {sq1}" for "Broken equipment is reported through the acme IT helpdesk"), or
        # the claim's verb is one of sending ("send training requests in {sq1}" for "... submitted to the ...")
        stem = m.group(1).lower()[:4]
        before = claim_text[: claim_text.find(f"{{{slot}}}")]
        if (len(stem) >= 4 and any(w[:4] == stem and len(w) >= 4 for w in before.lower().split()[:-1])) or (
                _SENDING_VERBS.search(before) and re.search(rf"\bin\s+\{{{re.escape(slot)}\}}", claim_text)):
            same = re.sub(rf"\b(?:in|at|on|to)\s+\{{{re.escape(slot)}\}}", said, claim_text, count=1)
            if same != claim_text:
                return same
    before_slot = re.search(rf"([\w'’]+)\s+\{{{re.escape(slot)}\}}", claim_text)
    if whole and article and before_slot and before_slot.group(1).casefold() not in _NO_ARTICLE_AFTER:
        # "I choose my laptop from {sq1}" -> "... from an {sq1}" ("an approved list"), "I ask {sq1} to approve ..."
        # -> "I ask the {sq1} ..."
        return claim_text.replace(f"{{{slot}}}", f"{article.group(1).lower()} {{{slot}}}", 1)
    return claim_text


def _capital_for_its_sentence(s: Support) -> bool:
    """The value ``s`` bound is a common noun phrase capitalised because it opens its span's sentence: two or more
    words, the first capitalised and the rest in lower case ("Economy class is required ..."; not "New York", "Mira
    Patel")."""
    if s.binding is None:
        return False
    words = s.binding.value.split()
    at = _in_span(s.binding, s.span)[0]
    return (len(words) >= 2 and re.fullmatch(r"[A-Z][a-z]+", words[0]) is not None
            and all(re.fullmatch(r"[a-z][a-z\-]*|\d[\d,.]*", w) for w in words[1:])
            and re.search(r"(?:^|[.!?:;]\s+)$", s.span.text[:at]) is not None)


def _own_condition(s: Support, claim_text: str) -> str | None:
    """The amount condition the cited span puts on the thing the claim is about, around the value it bound
    (:func:`~claimbound.claims.conditions.own_condition`)."""
    if s.binding is None:
        return None
    return own_condition(s.span.text, _in_span(s.binding, s.span), claim_text)


def _own_over_public(c: Conflict) -> Conflict:
    """A slot's values from the asker's own tenant's documents against values from public ones ("0.45 EUR" in acme's
    mileage policy, "3.50 NOK" as the Norwegian state rate): the tenant's policy answers its own people, so the
    public spans leave the conflict, which stays between the tenant's own values if they differ, and is otherwise
    explained with the tenant's span as the winner. ``c`` unchanged when it does not mix the two (a principal sees
    one tenant's documents and public ones, so the non-public spans are the asker's)."""
    own = [s for s in [*c.supporting, *c.opposing] if s.span.metadata.tenant != PUBLIC_TENANT]
    public = [s for s in [*c.supporting, *c.opposing] if s.span.metadata.tenant == PUBLIC_TENANT]
    if not own or not public:
        return c
    supporting = [s for s in c.supporting if s.span.metadata.tenant != PUBLIC_TENANT] or own[:1]
    opposing = [s for s in own if s not in supporting]
    if opposing:
        return c.model_copy(update={"supporting": supporting, "opposing": opposing})
    win = supporting[0].span
    return c.model_copy(update={
        "supporting": supporting, "opposing": public, "resolution": ConflictResolution.EXPLAINED,
        "winner_span_id": win.span_id,
        "explanation": f"{win.doc_id}, the tenant's own document, answers its people before public ones"})


def settle_conflicts(conflicts: ConflictTable, claim_texts: Mapping[str, str] | None = None, *,
                     asked: bool = False) -> ConflictTable:
    """Read the verifier's conflict table the way the answer needs it.

    - An open claim's "contradiction" from a span that bound a *different* value is no conflict: that span was
      judged on another instantiation of the claim (e.g. "180 EUR is the hotel cap in Paris" from a Berlin span).
      Such opposing supports are dropped; a conflict left without any is dropped.
    - A contradiction, or a different slot value, counts only from a span about the claim's subject: its title or
      text names one of the claim's capitalised words (:func:`~claimbound.claims.plan.about_subject`;
      ``claim_texts`` given; claims without any keep every opposing span). NLI models often "contradict" a claim
      with a span about something else ("Bangladesh Film Directors Association ..." vs "Christopher Nolan is a
      film director"), and bind an open slot from such a span. A different slot value also counts only from a span
      that contains every content word of the claim that the best supporting span contains
      (:func:`~claimbound.claims.plan.claim_words_in`): "a training budget of 20,000 NOK" does not oppose "the
      equipment budget is 15,000 NOK". (A contradiction is about the words that differ, so it is not held to this.)
    - A contradiction must be at least as confident as the support it opposes: an opposing span whose
      contradiction probability is below the best supporting span's entailment probability is dropped (when the
      verifier reports probabilities), unless its metadata shows it supersedes the support (the conflict's
      winner: "45 EUR" from the 2023 policy is contradicted by the 2025 one, however confident the 2023 match).
    - For claims that answer a question (``asked``; not a statement to check, whose paraphrases the model judges),
      a contradiction that states the claim negated and more of its words than any supporting span outweighs them,
      whatever the confidences (:func:`_says_more`).
    - Unresolved slot mismatches whose spans all come from one document are not a conflict between sources: the
      document lists alternatives ("49 weeks at full pay ... or 59 weeks at 80 percent"). They become explained,
      the best-ranked supporting span winning. When each value's span states an amount condition of its own that
      the claim does not name ("Expenses above 500 EUR require approval from a department head" / "Expenses of
      500 EUR or less are approved by the direct manager"), the conflict records them (``conditions``) and the
      answer gives every value with its condition.
    """
    out = []
    for c in conflicts.conflicts:
        if claim_texts and c.claim_id in claim_texts:  # both kinds: the opposing span must be about the subject
            text = claim_texts[c.claim_id]
            subject = anchors(text)
            # a slot's other value counts only from a span stating as much of the claim as the winner does
            words = claim_words(text) if c.kind == ConflictKind.SLOT_MISMATCH and c.supporting else None
            need = claim_words_in(words, c.supporting[0]) if words is not None else set()
            opposing = [s for s in c.opposing if about_subject(subject, s)
                        and (words is None or need <= claim_words_in(words, s))]
            if not opposing:
                continue
            c = c.model_copy(update={"opposing": opposing})
        if (asked and c.kind == ConflictKind.CONTRADICTION and c.resolution == ConflictResolution.UNRESOLVED
                and claim_texts and c.claim_id in claim_texts):
            wider = _says_more(claim_texts[c.claim_id], c)
            if wider is not None:  # the span that states more of the claim refutes it, whatever its strength
                c = c.model_copy(update={
                    "resolution": ConflictResolution.EXPLAINED, "winner_span_id": wider.span.span_id,
                    "explanation": f"{wider.span.span_id} states more of the claim's words than any span supporting it"})
        if c.kind == ConflictKind.CONTRADICTION:
            known = [v for v in (_strength(s, "entailment") for s in c.supporting) if v is not None]
            pro = max(known) if known else None
            if pro is not None:
                opposing = [s for s in c.opposing if (con := _strength(s, "contradiction")) is None or con >= pro
                            or s.span.span_id == c.winner_span_id  # a newer version wins whatever its strength
                            or (asked and _other_amount(s, claim_texts.get(c.claim_id) if claim_texts else None))]
                # so does another amount of the thing asked about
                if not opposing:
                    continue
                c = c.model_copy(update={"opposing": opposing})
        if c.kind == ConflictKind.CONTRADICTION:
            values = {_value(s.binding.value) for s in c.supporting if s.binding is not None}
            if values:
                opposing = [s for s in c.opposing if s.binding is None or _value(s.binding.value) in values]
                if not opposing:
                    continue
                c = c.model_copy(update={"opposing": opposing})
        if c.resolution == ConflictResolution.UNRESOLVED and c.kind == ConflictKind.SLOT_MISMATCH:
            c = _own_over_public(c)
        docs = {s.span.doc_id for s in [*c.supporting, *c.opposing]}
        if (
            c.resolution == ConflictResolution.UNRESOLVED
            and c.kind == ConflictKind.SLOT_MISMATCH
            and len(docs) == 1
            and c.supporting
        ):
            win = c.supporting[0].span
            conditions = _conditions(c, claim_texts.get(c.claim_id, "") if claim_texts else "")
            c = c.model_copy(
                update={
                    "resolution": ConflictResolution.EXPLAINED,
                    "winner_span_id": win.span_id,
                    "conditions": conditions,
                    "explanation": f"{win.doc_id} gives each value under its own condition; all are cited"
                    if conditions else f"all values come from one document ({win.doc_id}), which lists "
                    f"alternatives; the best-supported span {win.span_id} is cited",
                }
            )
        out.append(c)
    return ConflictTable(conflicts=out)


def _roots(words: Collection[str]) -> set[str]:
    """Words cut to their first four letters: "carries" and "carry" meet ("carr")."""
    return {w[:4] for w in words}


def _says_more(claim_text: str, c: Conflict) -> Support | None:
    """The contradicting span of ``c`` that states the claim negated (a check reversed it) and more of the claim's
    words than every span supporting it does (those a strict part of its own), or ``None``: "Unused training budget
    does not carry over" refutes "The training budget carries over", which "Each cobalt employee has a training budget
    of 1,500 USD per year" says nothing of, however the model rated that."""
    words = _roots(claim_words(claim_text))

    def said(s: Support) -> set[str]:
        return words & _roots(content_words(f"{s.span.title or ''} {s.span.text}"))

    negated = [s for s in c.opposing if s.reversed]
    if not negated or not c.supporting:
        return None
    best = max(negated, key=lambda s: len(said(s)))
    top = said(best)
    return best if all(said(s) < top for s in c.supporting) else None


def apply_resolutions(coverage: CoverageTable, conflicts: ConflictTable, keep: Collection[str] = ()) -> CoverageTable:
    """Rows whose best support respects explained conflicts (the newer span wins).

    - slot mismatch or contradiction explained in favour of a supporting span: that span becomes the row's best;
    - contradiction explained in favour of the contradicting span: the claim is superseded, its level drops to 0.
    Unresolved conflicts leave the row as it is (the composer abstains on required ones). The other values of a
    conflict under conditions, or on a claim in ``keep`` (a question whether the value changed), stay in the row.
    """
    explained = {
        c.claim_id: c
        for c in conflicts.conflicts
        if c.resolution == ConflictResolution.EXPLAINED and c.winner_span_id is not None
    }
    if not explained:
        return coverage
    rows = []
    for row in coverage.rows:
        c = explained.get(row.claim_id)
        if c is None:
            rows.append(row)
            continue
        win = c.winner_span_id
        pro = [s for s in row.supports if s.span.span_id == win and s.relation == Relation.ENTAILS and s.level > 0]
        if c.kind == ConflictKind.CONTRADICTION and not pro:
            rows.append(row.model_copy(update={"level": 0.0, "best": None}))
            continue
        winner = pro[0] if pro else next((s for s in row.supports if s.span.span_id == win), None)
        if winner is None:
            rows.append(row)
            continue
        losers = set() if c.conditions or c.claim_id in keep else {s.span.span_id for s in [*c.opposing, *c.supporting]}
        losers.discard(win)  # values given under conditions all stay: the answer cites each
        kept = [winner] + [s for s in row.supports if s.span.span_id != win and s.span.span_id not in losers]
        rows.append(row.model_copy(update={"level": winner.level, "best": winner, "supports": kept}))
    return CoverageTable(rows=rows)


def citation_precision(citations: Sequence[Citation], coverage: CoverageTable) -> float | None:
    """Share of citations whose span fully supports the claim it is cited for (per the recorded supports), or, for
    a citation marked "contradicts", is recorded as contradicting it."""
    if not citations:
        return None
    ok = 0
    for c in citations:
        try:
            row = coverage.row(c.claim_id)
        except KeyError:
            continue
        if c.relation == Relation.CONTRADICTS:
            ok += any(s.span.span_id == c.span_id and s.relation == Relation.CONTRADICTS for s in row.supports)
            continue
        if any(s.span.span_id == c.span_id and s.level >= SUPPORTED for s in row.supports) or (
            row.best is not None and row.best.span.span_id == c.span_id and row.best.level >= SUPPORTED
        ):
            ok += 1
    return ok / len(citations)


def _unconfirmed_reason(row: CoverageRow, reasons: Mapping[str, str]) -> str:
    if row.claim_id in reasons:
        return reasons[row.claim_id]
    if row.level == 0.5:
        return "only partly supported by the retrieved evidence"
    if not row.supports:
        return "no evidence was retrieved for it"
    return "no retrieved span supports it"


_SINGULAR_VERB = re.compile(r"^\{(?P<ref>[^{}]+)\}\s+(?P<verb>is|was|has|[a-z]{2,}s)\b")
_TO_PLURAL = {"is": "are", "was": "were", "has": "have"}
_PLURAL_VERB = re.compile(r"^\{(?P<ref>[^{}]+)\}\s+(?P<verb>are|were|have)\b")
_TO_SINGULAR = {"are": "is", "were": "was", "have": "has"}
_ONE_NAME = re.compile(r"[A-Z][\w'’\-]*(?: (?:of |de |the )?[A-Z][\w'’\-]*)*")
_COMMON_PLURAL_OPENING = re.compile(r"^[A-Z][a-z]+s (?=(?:above|below|over|under|of|for|with|in|from|up to)\b)")


_VALUE_IS_THE = re.compile(r"^\{(?P<ref>[^{}]+)\}\s+(?P<be>is|are|was|were)\s+(?P<the>(?:the|my|our|your)\s+[^{}]+)$")
_MEASURED = re.compile(r"\d|(?:up to|at least|at most|from|between|within|every|about|around|over|under|less than|"
                       r"more than|no more than)\s+\d")
"""A value that is an amount, a count or a time, perhaps with its bound ("up to 800 NOK", "from 07:00 to 19:00")."""
_SUM_IS_LARGE = re.compile(r"\{(?P<ref>[^{}]+)\}\s+(?:large|big|high|much|expensive|generous)$")
_ANSWER_TO = re.compile(r'^The answer to "(?P<asked>[^"]+)" is (?P<ref>(?:(?:the|an?) )?\{[^{}]+\})$')


def _as_read(text: str, values: Mapping[str, str]) -> str:
    """A claim in the order a reader expects its answer: an amount, a count or a time (:data:`_MEASURED`) that opens
    "{sq1} is the X" goes after it ("The meal allowance is 60 EUR per day", not "60 EUR per day is the meal
    allowance"; "Claire Dubois is the CEO" stays); a question the planner could not turn into a statement is its
    words and the value ("Hotel cap in Paris: 220 EUR per night", not 'The answer to "Hotel cap in Paris" is ...')."""
    asked = _ANSWER_TO.match(text)
    if asked:
        return f"{asked.group('asked')}: {asked.group('ref')}"
    size = _SUM_IS_LARGE.search(text)
    sum_said = amount_of(values.get(size.group("ref"), "")) if size else None
    if size and sum_said is not None and sum_said.unit:
        text = text[: size.end("ref") + 1]  # "How large is the equipment budget?": "... is 1,500 EUR", not "... large"
    m = _VALUE_IS_THE.match(text)
    if m and _MEASURED.match(values.get(m.group("ref"), "")):
        return f"{m.group('the')} {m.group('be')} {{{m.group('ref')}}}"
    return text


_HEAD_ENDS = re.compile(rf"\s+(?:{'|'.join(PREPOSITIONS)}|above|below|over|under|that|which|who)\b.*$", re.IGNORECASE)


def _plural_head(value: str) -> bool:
    """A value whose head noun is a plain plural ("Parking fees", "Hotel bookings above the cap", "receipts"): its
    words up to a preposition, all in lower case after the first, the last in -s (not -ss, -us, -is). A name's
    words keep their capitals ("United States", "Athens") and are not read."""
    head = _HEAD_ENDS.sub("", value).split()
    if not head or not all(re.fullmatch(r"[a-z]+", w) for w in [head[0].lower(), *head[1:]]):
        return False
    if len(head) == 1 and head[0][:1].isupper() and len(value.split()) == 1:
        return False  # "Visitors" or "Athens": one capitalised word says nothing of its number ("Employees over 60"
        # is a common noun's phrase, capitalised for its sentence)
    return head[-1].endswith("s") and not head[-1].endswith(("ss", "us", "is")) and len(head[-1]) > 3


def _agreeing(text: str, values: Mapping[str, str]) -> str:
    """``text`` with its references filled, the verb after an opening reference in the plural when the value is a
    group of people ("New cobalt employees receive a laptop on their first day", not "receives"), a finding
    about a topic the reported clause names said as that clause, and the value where a reader expects it
    (:func:`_as_read`)."""
    text = _as_read(text, values)
    m = _SINGULAR_VERB.match(text)
    last = values.get(m.group("ref"), "").split()[-1:] if m else []
    if m and last and (last[0].casefold() in PEOPLE_PLURALS or _plural_head(values[m.group("ref")])) and not m.group(
            "verb").endswith("ss"):
        verb = m.group("verb")
        plural = _TO_PLURAL.get(verb) or (verb[:-3] + "y" if verb.endswith("ies") else
                                          verb[:-2] if verb.endswith(("ches", "shes", "sses", "xes", "oes")) else verb[:-1])
        text = text[: m.start("verb")] + plural + text[m.end("verb"):]
    m = _PLURAL_VERB.match(text)
    if (m and _ONE_NAME.fullmatch(values.get(m.group("ref"), "")) and not _plural_head(values[m.group("ref")])
            and not re.search(r"[rent]s$", values[m.group("ref")])):  # "Passengers have", a plural, not a name
        # one name for "Which cities have ...": "Lyon has acme hotel caps", not "Lyon have"
        text = text[: m.start("verb")] + _TO_SINGULAR[m.group("verb")] + text[m.end("verb"):]
    about = _REPORTED_ABOUT.search(text)
    topic = about.group("topic").split()[-1].casefold() if about else ""
    if about and len(values.get(about.group("ref"), "").split()) > 2 and topic in values[about.group("ref")].casefold():
        # "the survey found {sq1} about hybrid employees" with a clause that names them: "... found that hybrid
        # employees work remotely 2.5 days per week on average"
        text = f"{text[: about.start('ref') - 1]}that {{{about.group('ref')}}}"
    for ref, value in values.items():  # "register at the Bergen office at the {sq1}" for "Bergen office reception":
        # the place the value names again is said once ("Guests register at the Bergen office reception")
        again = re.search(rf"\b(?:at|in|on)\s+(?:the\s+)?(?P<x>[^{{}}]+?)\s+(?=(?:at|in|on|through|to)\s+(?:the\s+)?"
                          rf"\{{{re.escape(ref)}\}})", text)
        if again and value.casefold().startswith(again.group("x").casefold() + " "):
            text = text[: again.start()] + text[again.end():]
        # ... and so is the place after the value when the value names it ("need to {sq1} at the Bergen office" for
        # "be registered at the Bergen office reception", "go to {sq1} at cobalt" for "the cobalt HR portal")
        after = re.search(rf"\{{{re.escape(ref)}\}}(?P<tail>\s+(?:at|in|on)\s+(?:the\s+)?(?P<x>[^{{}}.,;]+?))\s*$",
                          text)
        if after and re.search(rf"\b{re.escape(after.group('x'))}\b", value, re.IGNORECASE):
            text = text[: after.start("tail")] + text[after.end("tail"):]
    # a common plural capitalised for the span's sentence is written in lower case inside the answer's ("A director
    # approves expenses above 5,000 NOK")
    inside = {ref: _COMMON_PLURAL_OPENING.sub(lambda x: x.group().lower(), v) for ref, v in values.items()
              if not text.startswith(f"{{{ref}}}")}
    return fill_refs(_to_reader(text), {**values, **inside})


# the asker's own words for themselves, as the answer says them back to the asker
_READER_WORDS = {"me": "you", "my": "your", "mine": "yours", "myself": "yourself", "we": "you", "us": "you",
                 "our": "your", "ours": "yours", "ourselves": "yourselves", "i'm": "you're", "i've": "you've",
                 "i'd": "you'd", "i'll": "you'll"}
# capitalised where a sentence opens with them ("My training budget carries over"); not "US", "ME" (names)
_READER_OPENING = frozenset({"My", "Mine", "Myself", "We", "Our", "Ours", "Ourselves"})
_I_AFTER = AUXILIARIES | {"that", "if", "when", "where", "whether", "and", "or", "but", "so", "because", "than"}
_I_VERB = {"am": "are", "was": "were"}
# verbs after "I" in a clause of its own inside a noun phrase ("any laptop I want"), not a name's numeral ("type I
# diabetes")
_I_RELATIVE_VERBS = frozenset("want need like prefer choose pick use have get can could may must should will would am "
                              "was do did".split())


def _to_reader(text: str) -> str:
    """A claim in the asker's words, said back to the asker: "I get 25 days annual leave" -> "You get 25 days annual
    leave", "{sq1} approves my expenses" -> "{sq1} approves your expenses", "I am" / "I was" -> "you are" / "you
    were". A capital "I" is the pronoun only where a clause can open with it (at the start, after punctuation, an
    auxiliary or a conjunction: "can I carry over") and a lower-case word follows, so "World War I ended" and
    "haplogroup I increases" keep their "I"; "us" and "me" only in lower case ("US", "ME" are names)."""
    tokens = re.split(r"([A-Za-z][A-Za-z']*)", text)
    out: list[str] = []
    prev = ""
    for i, tok in enumerate(tokens):
        if i % 2 == 0:  # the text between words
            out.append(tok)
            if re.search(r"[,;:.!?(]", tok):
                prev = ""
            continue
        low = tok.lower()
        nxt = tokens[i + 2] if i + 2 < len(tokens) else ""
        if tok == "I" and (prev == "" or prev in _I_AFTER or (tokens[i - 2].islower() and nxt in _I_RELATIVE_VERBS)) and (
                nxt[:1].islower() and tokens[i + 1] == " "):
            tokens[i + 2] = _I_VERB.get(nxt, nxt)
            tok = "you"
        elif tok in _READER_OPENING:  # "My training budget" -> "Your training budget"
            tok = _READER_WORDS[low].capitalize()
        elif tok in _READER_WORDS or (tok[:1] == "I" and tok[1:2] == "'" and low in _READER_WORDS):
            tok = _READER_WORDS[low]
        out.append(tok)
        prev = low
    said = "".join(out)
    return "Y" + said[1:] if re.match(r"you\b", said) else said


_REPORTED_ABOUT = re.compile(rf"\b(?:{'|'.join(REPORTING_VERBS)})\s+\{{(?P<ref>[^{{}}]+)\}}\s+about\s+(?P<topic>[^{{}}]+?)\s*$")


def _per_year(coverage: CoverageTable, plan: Plan | None,
              values: dict[str, str]) -> tuple[dict[str, str], dict[str, str]]:
    """``values`` with each month's amount bound for a year's (its support carries
    :data:`~claimbound.claims.conditions.PER_YEAR_FROM_MONTH`) said as the year's beside the month's, with the
    span's "up to": "up to 9,600 NOK (up to 800 NOK a month)"; and each such bound value -> how it is said."""
    if plan is None:
        return values, {}
    out = dict(values)
    said: dict[str, str] = {}
    for row in coverage.rows:
        best = row.best
        claim = next((c for c in plan.claims if c.id == row.claim_id), None)
        if (best is None or best.binding is None or claim is None or claim.slot is None or row.level < SUPPORTED
                or PER_YEAR_FROM_MONTH not in best.reason or out.get(claim.slot) != best.binding.value):
            continue
        year = times_twelve(best.binding.value)
        if year is not None:
            before = best.span.text[: _in_span(best.binding, best.span)[0]]
            up_to = "up to " if re.search(r"\bup to\s*$", before, re.IGNORECASE) else ""
            out[claim.slot] = said[best.binding.value] = up_to + year.replace(" (", f" ({up_to}", 1)
    return out, said


def compose(
    question: str,
    plan: Plan | None,
    coverage: CoverageTable,
    conflicts: ConflictTable,
    stop_reason: StopReason,
    *,
    bindings: Mapping[str, SlotBinding] | None = None,
    reasons: Mapping[str, str] | None = None,
    abstain_reason: str | None = None,
    clarification: str | None = None,
    cost: Cost | None = None,
    trace_id: str | None = None,
    citations_per_claim: int = 1,
    case_fits: Callable[[str], bool] | None = None,
) -> GroundedAnswer:
    """Compose a :class:`GroundedAnswer` from the tables, citing only spans that support a claim.

    ``bindings`` maps sub-question ids to the value bound from evidence; ``reasons`` gives per-claim reasons
    for unconfirmed claims (e.g. "hop budget exhausted"); ``abstain_reason`` forces an abstention (out of
    scope, source error); ``case_fits`` tells whether a case's name is of the kind a superlative asks for.
    """
    bindings = dict(bindings or {})
    reasons = dict(reasons or {})
    conflicts = settle_conflicts(conflicts, {r.claim_id: r.claim_text for r in coverage.rows},
                                 asked=plan is not None and plan.kind != "claim")
    # "Has the meal allowance changed?": each dated version's value, oldest first; a claim with one value stays open
    change = plan is not None and plan.kind == "change"
    versions = {c.claim_id: found for c in conflicts.conflicts if change and (found := _since(_versions(c), question))}
    resolved = apply_resolutions(coverage, conflicts, keep=versions)
    for before, after in zip(coverage.rows, resolved.rows, strict=True):
        if before.level > after.level:
            why = next((c.explanation for c in conflicts.conflicts if c.claim_id == after.claim_id), "")
            reasons.setdefault(after.claim_id, f"superseded by newer evidence: {why}" if why else "superseded")
    coverage = resolved
    values, yearly = _per_year(coverage, plan, _values(bindings))
    slots = {c.id: c.slot for c in plan.claims} if plan is not None else {}
    answer_types = {c.id: c.answer_type for c in plan.claims} if plan is not None else {}
    # each amount as its best span states it (its bound, what it is counted per), for the answer's words only
    stated: dict[str, str] = {}
    for row in coverage.rows:
        own, best = slots.get(row.claim_id), row.best
        if (own is not None and best is not None and best.binding is not None and row.level >= SUPPORTED
                and values.get(own) == best.binding.value and own not in stated):
            stated[own] = _as_stated(best, row.claim_text, answer_types.get(row.claim_id))
    worded = {**values, **stated}
    said = {values[own]: v for own, v in stated.items() if v != values[own]}
    common = dict(
        question=question,
        stop_reason=stop_reason,
        coverage=max(0.0, min(1.0, coverage.coverage)),
        claims=coverage,
        conflicts=conflicts,
        cost=cost or Cost(),
        trace_id=trace_id,
        ignored=list(plan.ignored) if plan is not None else [],
    )

    if stop_reason == StopReason.CLARIFICATION_REQUIRED or clarification is not None:
        ask = clarification or "Please make the question more specific."
        return GroundedAnswer(status=AnswerStatus.CLARIFICATION, text=ask, clarification=ask, **common)  # type: ignore[arg-type]

    def display(row: CoverageRow) -> str:
        return _agreeing(row.claim_text, worded)

    def in_prose(claim_id: str, text: str) -> str:
        """A claim as the answer's prose names it: an open claim nothing bound, by its sub-question ("who is the
        direct manager?", not "{sq1r} is the direct manager")."""
        if not REF_PATTERN.search(text) or plan is None:
            return text
        own = next((c.sub_question_id for c in plan.claims if c.id == claim_id), None)
        return fill_refs(_to_reader(plan.sub_question(own).text), worded) if own else text

    unresolved = [
        UnresolvedClaim(claim_id=r.claim_id, text=display(r), level=r.level, reason=_unconfirmed_reason(r, reasons))
        for r in coverage.rows
        if not _is_supported(r)
    ]

    if abstain_reason is not None:
        return GroundedAnswer(
            status=AnswerStatus.ABSTAINED, text=f"I cannot answer: {abstain_reason}.", unresolved=unresolved, **common  # type: ignore[arg-type]
        )

    required_ids = {r.claim_id for r in coverage.rows if r.required}
    conflicted = [c for c in conflicts.unresolved() if c.claim_id in required_ids]
    disputed = {c.claim_id for c in conflicted}
    citations: list[Citation] = []
    sentences: list[str] = []
    if conflicted:
        # the sources disagree on a required claim: show each side with its citation and confirm nothing
        for cid in sorted(disputed):
            row = coverage.row(cid)
            cases = _one_document_cases([c for c in conflicted if c.claim_id == cid], row.claim_text) if (
                plan is not None and plan.kind != "claim") else []
            if cases:
                shown = []
                for sup in cases:
                    citations.append(Citation.of(cid, sup))
                    shown.append(f"{sup.span.text.rstrip('. ')} [{len(citations)}].")
                sentences.append(f"It depends on the case ({cases[0].span.title or cases[0].span.doc_id}): "
                                 + " ".join(shown) + f" \"{in_prose(cid, display(row))}\" holds for some of "
                                 "them, not all.")
                unresolved = [u for u in unresolved if u.claim_id != cid] + [UnresolvedClaim(
                    claim_id=cid, text=display(row), level=row.level,
                    reason="one document states it for some cases and refutes it for others")]
                continue
            sides = _sides([c for c in conflicted if c.claim_id == cid])
            if not sides:
                continue
            shown = []
            for label, sup in sides:
                if sup.relation != Relation.ENTAILS or sup.level <= 0:
                    # only a span that supports a value is cited; one that contradicts the claim is named (its
                    # offsets are in the answer's conflict table)
                    shown.append(label)
                    continue
                citations.append(Citation.of(cid, sup))
                shown.append(f"{label} [{len(citations)}]")
            sentences.append(f"The sources disagree on \"{in_prose(cid, display(row))}\": " + "; ".join(shown) + ".")
            unresolved = [u for u in unresolved if u.claim_id != cid] + [UnresolvedClaim(
                claim_id=cid, text=display(row), level=row.level,
                reason="the sources disagree and their metadata does not say which is newer")]
        if not citations:
            ids = ", ".join(sorted(disputed))
            why = "; ".join(c.explanation for c in conflicted if c.explanation)
            reason = f"the evidence conflicts on required claim(s) {ids}" + (f" ({why})" if why else "")
            return GroundedAnswer(
                status=AnswerStatus.ABSTAINED, text=f"I cannot answer: {reason}.", unresolved=unresolved, **common  # type: ignore[arg-type]
            )

    supported = [r for r in coverage.rows if _is_supported(r) and r.claim_id not in disputed]
    required_supported = [r for r in supported if r.required]
    refuted: dict[str, Support] = {}  # a yes/no question's (or a closed choice's) required claims a span proves false
    yes_no = _closed_yes_no(plan) and not _OR_RE.search(question)
    choice = _closed_choice(plan)
    closed_parts = _closed_parts(plan)  # a conjunction's yes / no questions, each refuted on its own
    if (yes_no or choice or closed_parts) and not conflicted:
        winners: dict[str, set[str]] = {}  # per claim, the winning spans of its explained conflicts
        for c in conflicts.conflicts:
            if c.winner_span_id:
                winners.setdefault(c.claim_id, set()).add(c.winner_span_id)
        for r in coverage.rows:
            if r.required and (not closed_parts or r.claim_id in closed_parts) and not _ABOUT_A_DOCUMENT.search(r.claim_text) and (
                against := _contradiction(r, winners.get(r.claim_id, set()))
            ) is not None:
                refuted[r.claim_id] = against
        for i, u in enumerate(unresolved):
            if u.claim_id in refuted:
                by = refuted[u.claim_id].span
                unresolved[i] = u.model_copy(update={"reason": f"contradicted by {by.title or by.doc_id}"})
    if not required_supported and not conflicted and not refuted:
        if not coverage.rows:
            reason = "the question could not be turned into claims to check"
        else:
            reason = "no required claim is supported by the evidence this principal can see"
        # a claim only a replaced document states: say where, so the reader can see why it is not answered
        old = [f"{in_prose(u.claim_id, u.text)} ({u.reason})" for u in unresolved
               if u.reason.startswith((REPLACED, REPLACED_AGAINST))]
        also = f" Not confirmed: {'; '.join(old)}." if old else ""
        return GroundedAnswer(
            status=AnswerStatus.ABSTAINED, text=f"I cannot answer: {reason}.{also}", unresolved=unresolved, **common  # type: ignore[arg-type]
        )

    conditional = {c.claim_id: c for c in conflicts.conflicts if c.conditions}
    superlative = plan is not None and plan.kind == "superlative"
    extremes = 0  # superlatives answered: the greatest (or least) of the cases a document states
    several = {c.id for c in plan.claims if c.several} if plan is not None else set()
    alternatives: dict[str, str] = {}  # a bound value -> every value with its condition (the short answer)
    for row in supported if change else []:
        if row.required and row.claim_id not in versions:
            # "{sq1} is the meal allowance", "the annual leave is {sq1} long": the thing whose value changed
            what = re.sub(r"\s+(?:is|are)\s+\{[^{}]+\}\s+long$", "", row.claim_text.strip())
            what = REF_PATTERN.sub("", what).strip().removeprefix("is ")
            unresolved.append(UnresolvedClaim(
                claim_id=row.claim_id, text=f"whether {what} changed", level=row.level,
                reason="the evidence this principal can see gives its value in one version only"))

    def cite_each(row: CoverageRow, own: str, sups: Sequence[Support], conditions: Mapping[str, str]) -> list[str]:
        """Cite each of ``sups`` with a sentence of its own value (after its span's condition, when it has one); the
        values as the short answer shows them."""
        each = []
        for s in sups:
            assert s.binding is not None  # _alternatives and _other_values keep bound spans only
            citations.append(Citation.of(row.claim_id, s))
            value = _as_stated(s, row.claim_text)
            text = f"{_sentence(_agreeing(row.claim_text, {**worded, own: value}))[:-1]} [{len(citations)}]."
            condition = conditions.get(s.span.span_id)
            sentences.append(f"{condition[0].upper()}{condition[1:]}: {text}" if condition else _opening_capital(text))
            each.append(f"{value} ({condition})" if condition else value)
        return each

    for row in supported:
        own = slots.get(row.claim_id)
        if row.claim_id in versions and own is not None:
            found = versions[row.claim_id]
            shown = cite_each(row, own, found, {s.span.span_id: _version_of(s) for s in found})
            if own in values:
                verdict = _changed_as_asked(question, found)
                alternatives[values[own]] = (f"{verdict}: " if verdict else "") + ", then ".join(shown)
            continue
        if row.claim_id in conditional and own is not None:
            c = conditional[row.claim_id]
            # in the document's order
            shown = cite_each(row, own, sorted(_alternatives(c), key=lambda s: s.span.start), c.conditions)
            extreme = _extreme_case(c, question, case_fits) if superlative else None
            if own in values:
                alternatives[values[own]] = extreme or "; ".join(shown)
            extremes += extreme is not None
            continue
        others = _other_values(row, values[own]) if row.claim_id in several and own in values else []
        if others and own is not None:  # 'Which cities ...': every value a span proves, each cited
            shown = cite_each(row, own, others, {})
            alternatives[values[own]] = ", ".join(shown[:-1]) + " and " + shown[-1]
            continue
        markers = []
        cited = _cited_supports(row, citations_per_claim)
        for s in cited:
            citations.append(Citation.of(row.claim_id, s))
            markers.append(f"[{len(citations)}]")
        template = _as_the_span_says(row.claim_text, own, values, cited[0]) if cited else row.claim_text
        row_worded = worded
        if own in worded and cited and not template.startswith(f"{{{own}}}") and _capital_for_its_sentence(cited[0]):
            # "You fly economy class on short flights": the span's "Economy class is required ..." capitalised it
            row_worded = {**worded, own: worded[own][0].lower() + worded[own][1:]}
        text = _agreeing(template, row_worded)
        if own is not None and own not in values:
            # the controller bound nothing for this sub-question (e.g. another one's values conflict): the cited
            # span's own value for it is still what the span states
            mine = row.best.binding.value if row.best is not None and row.best.binding is not None else "(unbound)"
            text = text.replace("{" + own + "}", mine)
        condition = _own_condition(cited[0], row.claim_text) if own in values and cited else None
        if condition is None and own in values and cited and cited[0].default_case:
            condition = cited[0].default_case  # "in other cities": the place asked about has no case of its own
        if own is not None and condition is not None:  # the one rule found holds only under its condition: say so
            alternatives[values[own]] = f"{worded[own]} ({condition})"
            said_to = "y" + text[1:] if re.match(r"You\b", text) else text  # "...: you fly economy class ..."
            text = f"{condition[0].upper()}{condition[1:]}: {said_to}"
        sentences.append(_opening_capital(_sentence(text)[:-1] + " " + "".join(markers) + "."))

    bare = _final_values(plan, bindings)

    def final(v: str) -> str:
        """A value as the short answer says it; an amount's rate that another of its values gives is said once
        ("1,500 EUR; every three years")."""
        worded_v = said.get(v, v)
        if any(worded_v.endswith(f" {w}") for w in bare if w != v):
            worded_v = v
        return alternatives.get(v, yearly.get(v, worded_v))

    finals = [] if conflicted else [final(v) for v in bare]
    missing_required = [u for u in unresolved if u.claim_id in required_ids]
    for u in missing_required:
        if u.claim_id in refuted:
            citations.append(Citation.of(u.claim_id, refuted[u.claim_id]))
            sentences.append(f"Contradicted: {_sentence(u.text)[:-1]} [{len(citations)}].")
    parts: list[str] = []
    compared = None if conflicted else _compared_amounts(plan, coverage.rows, values)  # read once, for both uses
    same = None if conflicted else (_same_value_answer(plan, coverage.rows, values)
                                    or _choice_answer(plan, coverage.rows, values)
                                    or _amount_answer(plan, compared, values))
    # no option is picked while the sources disagree on one ("Is cobalt's equipment budget 1,000 or 1,500 USD?")
    pick = _choice_pick(plan, coverage.rows, refuted) if choice and plan is not None and not conflicted else None
    apart = _apart(compared, values)
    if superlative and not extremes and not conflicted and required_supported:
        apart = ("the documents this principal can see name no two cases of the kind asked, in one unit, to "
                 "compare")
    each = None if conflicted else _parts_answer(plan, closed_parts, {r.claim_id for r in supported}, refuted,
                                                 values, alternatives)
    source = _documents(coverage, citations) if plan is not None and plan.kind == "source" and not conflicted else None
    short: str | None = None
    # 'Is business class not allowed ...?' is planned as whether it is allowed: the answer goes the other way round
    forbidden = plan is not None and permission_of_forbidden(plan.question) is not None
    if refuted and yes_no:
        short = "Yes" if forbidden else "No"  # one required claim is false, so the question's conjunction is
    elif each is not None:
        short = each  # each part of the conjunction settled: proven, refuted, or its value
    elif pick is not None:
        short = pick.removesuffix(".")  # the one option proven, the other contradicted
    elif same is not None:
        short = same.removesuffix(".")
    elif apart is not None:
        sentences.append(f"Not compared: {apart}.")
    elif source is not None and not missing_required:
        short = source  # 'Which document says ...?': the documents of the spans that prove it
    elif finals and not missing_required:
        short = "; ".join(finals)
    elif _closed_yes_no(plan) and not missing_required:
        short = "No" if forbidden else "Yes"  # every required closed claim of a yes/no question is proven
    if short is not None:
        if re.match(rf"{_BOUND_WORDS}\b", short):  # "Up to 3 days per week."
            short = short[0].upper() + short[1:]
        parts.append(_sentence(short))
    parts.extend(sentences)
    # a choice between two values answered: the other option is not listed (the question takes one to hold)
    answered_choice = pick is not None and plan is not None and plan.kind == "choice"
    listed = [u for u in unresolved if u.claim_id not in disputed and u.claim_id not in refuted and not answered_choice]
    if listed:
        parts.append("Not confirmed: " + "; ".join(f"{in_prose(u.claim_id, u.text)} ({u.reason})" for u in listed) + ".")
    settled = (bool(refuted) and yes_no) or pick is not None or each is not None
    status = AnswerStatus.DEGRADED if (missing_required and not settled) or apart else AnswerStatus.ANSWERED
    return GroundedAnswer(
        status=status,
        text=" ".join(parts),
        short_answer=short,
        citations=citations,
        unresolved=unresolved,
        citation_precision=citation_precision(citations, coverage),
        **common,  # type: ignore[arg-type]
    )
