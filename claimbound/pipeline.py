"""The controller: a budgeted state machine from question to :class:`GroundedAnswer`, with a replayable trace.

::

    GUARD -> PLAN -> ROUTE -> NEXT_BATCH -> RETRIEVE -> VERIFY -> DECIDE -+-> NEXT_BATCH (next hop) ... -> ANSWER
      |                 |         ^                       ^               +-> VERIFY (next chunk of the round's spans)
      |                 |         |                       +---------------+
      |                 |         +-- RETRIEVE <- CORRECT <---------------+ (query rewrite: rules, or the LM)
      +-> ANSWER        +-> ANSWER            (every state may stop at ANSWER: budget, conflict, source error)

- GUARD: a question naming another tenant (NFKC, case-insensitive, whole identifiers) stops before any retrieval.
- NEXT_BATCH: the next set of ready sub-questions (one hop); parents' bound answers are filled into the children's
  queries and claims (``{sq1}`` -> value from the parent's supporting span).
- VERIFY: the claims of each sub-question against its best unverified spans, ``verify_chunk`` at a time, up to
  ``spans_per_subquestion`` per round; DECIDE stops a sub-question at the chunk that proves it.
- DECIDE: complete (bind the answer) / verify more / correct the query / stop with a typed reason.

Every model-facing call (the index's tenant list, the planner, each search, each verifier batch, query rewrites
by an LM, the answer writer) goes through one recorder: a live run records its outputs in the trace; a replay
feeds them back instead of calling anything; a resumed run replays the recorded prefix and continues live.
All per-run state lives in a ``_Run`` object, so one :class:`Pipeline` is safe to share between threads.
"""

from __future__ import annotations

import asyncio
import json
import re
import threading
import time
import unicodedata
import uuid
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from pathlib import Path
from typing import Any

import dspy
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from pydantic_core import to_jsonable_python

from claimbound.answer.compose import (
    REPLACED,
    REPLACED_AGAINST,
    SUPPORTED,
    apply_resolutions,
    compose,
    settle_conflicts,
)
from claimbound.answer.writer import apply_written, bound_supports
from claimbound.cjk import has_han
from claimbound.claims import (
    PUBLIC_TENANT,
    AnswerStatus,
    Claim,
    ConflictKind,
    ConflictResolution,
    ConflictTable,
    Cost,
    CoverageRow,
    CoverageTable,
    GroundedAnswer,
    Plan,
    Principal,
    Relation,
    Route,
    SearchHit,
    SearchMode,
    SearchOutcome,
    SearchResult,
    SlotBinding,
    Span,
    StopReason,
    SubQuestion,
    Support,
    Trace,
    TraceEvent,
)
from claimbound.claims.calendar import asks_earlier
from claimbound.claims.conditions import PARALLEL
from claimbound.claims.plan import (
    about_subject,
    anchors,
    claim_words,
    claim_words_in,
    content_words,
    fill_refs,
    refs_in,
)
from claimbound.claims.protocols import AnswerWriter, Planner, Retriever, Verifier
from claimbound.claims.typed import as_typed, recase, typed_in_lower_case
from claimbound.errors import (
    ClaimboundError,
    ConfigError,
    InvalidPlanError,
    InvalidQuestionError,
    ModelError,
    SourceError,
    UnknownTenantError,
    UserInputError,
)
from claimbound.files import atomic_write_text
from claimbound.verifier import is_role, names_one_holder, slot_candidates
from claimbound.verifier.tables import build_tables, support_rank
from claimbound.verifier.text import asks_hour, closed_set_member, hours_ranges, restates

__all__ = [
    "DSPyQueryRewriter",
    "Pipeline",
    "Settings",
    "State",
    "circular_binding",
    "complete_value",
    "key_terms",
    "rule_rewrites",
    "load_trace",
    "mentioned_tenants",
    "redact_trace",
    "replay",
    "save_trace",
    "validate_question",
]

# --------------------------------------------------------------------------- settings


_NEAR_COPY = 0.8  # share of content words two spans of different documents have in common to be near-copies
_MAX_NEAR_COPIES = 2
_CONTAINERS = frozenset({"country", "nation", "continent"})  # the kinds a place hop asks for (Pipeline._place_hop)
_LOCATED = re.compile(r"\b(?:in|at|from|near|to)\s+(?:the\s+)?(?:city\s+of\s+|town\s+of\s+)?$", re.I)


def _value_free_words(sp: Span) -> frozenset[str]:
    """A span's content words, numbers aside: what it says apart from its values."""
    return frozenset(w for w in content_words(sp.text) if not w[0].isdigit())


def _near_copies(chosen: Sequence[Span], pool: Sequence[Span]) -> list[Span]:
    """Spans of ``pool`` that say nearly what a chosen span of another document says: the same content words
    (numbers aside) up to ``_NEAR_COPY`` Jaccard, four words at least; at most ``_MAX_NEAR_COPIES``."""
    picked = {sp.span_id for sp in chosen}
    mine = [(sp.doc_id, w) for sp in chosen if len(w := _value_free_words(sp)) >= 4]
    out: list[Span] = []
    for sp in pool:
        if sp.span_id in picked or len(out) >= _MAX_NEAR_COPIES:
            continue
        theirs = _value_free_words(sp)
        if len(theirs) >= 4 and any(doc != sp.doc_id and len(theirs & w) / len(theirs | w) >= _NEAR_COPY
                                    for doc, w in mine):
            out.append(sp)
    return out


_MAX_CASES = 4


def _other_cases(supports: Sequence[Support], pool: Sequence[Span]) -> list[Span]:
    """Spans of ``pool`` from a document that has bound two different values of one claim, parallel to one of those
    spans (at least ``PARALLEL`` of their content words in common, numbers aside, three words at least: text the
    English word lists cannot read has none): the document's other cases ("The hotel cap in Bergen is 1,500 NOK"
    after Oslo's cap and other cities'), which a conditional answer lists with the rest; at most ``_MAX_CASES``. A
    table lists cases by its shape: one row that bound a value brings the table's other rows ("| Japan | 1,000 NOK |"
    after Sweden's)."""
    bound: dict[tuple[str, str], list[Support]] = {}
    for x in supports:
        if x.binding is not None and x.level >= 1.0:
            bound.setdefault((x.claim_id, x.span.doc_id), []).append(x)
    listing = [(doc, [w for x in xs if len(w := _value_free_words(x.span)) >= 3]) for (_claim, doc), xs in bound.items()
               if len({x.binding.value for x in xs if x.binding is not None}) >= 2]
    tables = {(x.span.doc_id, tuple(x.span.table_header)) for xs in bound.values() for x in xs if x.span.table_header}
    if not listing and not tables:  # the usual case: no document has bound two values, and the pool's words need not
        return []  # be read
    out: list[Span] = []
    for sp in pool:
        if len(out) >= _MAX_CASES:
            break
        if sp.table_header and (sp.doc_id, tuple(sp.table_header)) in tables:
            out.append(sp)
            continue
        theirs = _value_free_words(sp)
        if len(theirs) >= 3 and any(
                sp.doc_id == doc and any(len(theirs & w) >= PARALLEL * len(theirs | w) for w in ws) for doc, ws in listing):
            out.append(sp)
    return out


_REPLACES_RE = re.compile(r"\b(?:replaces|supersedes)\s+(?P<what>[^.;:]+)", re.IGNORECASE)
_TITLE_YEAR_RE = re.compile(r"\b(?:1[89]|20)\d\d\b")


def replaces(sentence: str, title: str) -> bool:
    """``sentence`` says it replaces (supersedes) the document titled ``title``: what it replaces has the title's
    content words, no other, and its year ("This remote work policy replaces the boreal remote work policy of 2022"
    for "Boreal remote work policy 2022"; not for "About acme", whose one word it also says)."""
    m = _REPLACES_RE.search(sentence)
    if m is None:
        return False
    words = content_words(_TITLE_YEAR_RE.sub(" ", title))
    what = m.group("what")
    return (len(words) >= 2 and content_words(_TITLE_YEAR_RE.sub(" ", what)) == words
            and set(_TITLE_YEAR_RE.findall(title)) <= set(_TITLE_YEAR_RE.findall(what)))


def _newer(span: Span, than: Span) -> bool:
    """``span``'s document is dated after ``than``'s, or either is undated (the replacing sentence says which is
    newer)."""
    a, b = span.metadata.published_at, than.metadata.published_at
    return a is None or b is None or a > b


_CASE_KIND_RE = re.compile(r"\b(?:which|what)\s+(country|nation|continent|state|city|town)\b", re.IGNORECASE)


def _case_fits(question: str) -> Callable[[str], bool] | None:
    """For a superlative that asks for a kind of place ("Which country has the highest ...?"), whether a case's
    name is of that kind: a country, continent or US state by the gazetteer; a city or town is no country nor
    continent (a US state's name may be a city's: "New York"). ``None`` when the question names no such kind (an
    office, a place)."""
    m = _CASE_KIND_RE.search(question)
    if m is None:
        return None
    kind = m.group(1).casefold()
    if kind in ("city", "town"):
        return lambda name: closed_set_member("country", name) is not True and closed_set_member(
            "continent", name) is not True
    return lambda name: closed_set_member(kind, name) is True


def _current_evidence(coverage: CoverageTable, replaced: Mapping[str, Span], run: _Run) -> CoverageTable:
    """``coverage`` with no claim proven by a replaced document only: a row whose best span comes from one takes the
    best support at its level from a document still in force, else is no longer proven (level 0, its binding
    dropped) and says where it was stated and what replaces that document."""
    rows = []
    for row in coverage.rows:
        best = row.best
        if row.level < SUPPORTED:
            rows.append(_current_against(row, replaced, run))
            continue
        if best is None or best.span.doc_id not in replaced or _names_its_year(run.question, best.span):
            rows.append(row)  # a question that names the replaced version's year asks about it
            continue
        current = next((x for x in row.supports if x.level >= row.level and x.span.doc_id not in replaced), None)
        if current is not None:
            rows.append(row.model_copy(update={"best": current}))
            continue
        newer = replaced[best.span.doc_id]
        said = f" as {best.binding.value}" if best.binding is not None else ""  # the old value, named as the old one's
        run.reasons[row.claim_id] = f"{REPLACED}{best.span.title}{said}, which {newer.title or newer.doc_id} replaces"
        sq = next((c.sub_question_id for c in run.plan.claims if c.id == row.claim_id), None) if run.plan else None
        if sq is not None and best.binding is not None and sq in run.bindings and (
                run.bindings[sq].value == best.binding.value):
            del run.bindings[sq]
        rows.append(row.model_copy(update={"level": 0.0, "best": None}))
    return coverage.model_copy(update={"rows": rows})


def _names_its_year(question: str, span: Span) -> bool:
    """Whether ``question`` names a year the title of ``span``'s document names: it asks about that version."""
    return any(y in question for y in _TITLE_YEAR_RE.findall(span.title or ""))


def _current_against(row: CoverageRow, replaced: Mapping[str, Span], run: _Run) -> CoverageRow:
    """An unproven ``row`` with no contradiction from a replaced document: each such span is judged neutral, and
    when no span of a document in force contradicts the claim, the row says where it was contradicted and what
    replaces that document (a question naming the old version's year keeps it)."""
    old = [x for x in row.supports if x.relation == Relation.CONTRADICTS and x.span.doc_id in replaced
           and not _names_its_year(run.question, x.span)]
    if not old:
        return row
    gone = {id(x) for x in old}
    note = "; contradicts only as a replaced document"
    supports = [x.model_copy(update={"relation": Relation.NEUTRAL, "level": 0.0, "reason": x.reason + note})
                if id(x) in gone else x for x in row.supports]
    if not any(x.relation == Relation.CONTRADICTS and x.binding is None for x in supports):
        first = max(old, key=lambda x: x.score)
        newer = replaced[first.span.doc_id]
        run.reasons[row.claim_id] = f"{REPLACED_AGAINST}{first.span.title}, which {newer.title or newer.doc_id} replaces"
    best = row.best if row.best is None or id(row.best) not in gone else next(
        (x for x in supports if x.span.span_id == row.best.span.span_id), None)
    return row.model_copy(update={"supports": supports, "best": best})


def _level_near_copies(supports: Sequence[Support]) -> list[Support]:
    """Two spans of different documents with the same words but another value ("up to 2 days per week" in the 2022
    policy, "up to 3 days" in the 2024 one) say the same thing of different values: a value bound from one at full
    support and one bound from the other only partly, with no check against it, differ by the model's margin, not by
    what they state. The partial one is judged as its twin, so the two values meet as a conflict, which a newer
    version explains, instead of the older value winning by a hundredth."""
    out = list(supports)
    for i, low in enumerate(out):
        if low.level != 0.5 or low.binding is None or low.reason:
            continue
        twin = next((x for x in out if x.claim_id == low.claim_id and x.level == 1.0 and x.binding is not None
                     and x.span.doc_id != low.span.doc_id and x.binding.value != low.binding.value
                     and _value_free_words(x.span) == _value_free_words(low.span)), None)
        if twin is not None:
            out[i] = low.model_copy(update={"level": twin.level, "relation": twin.relation,
                                            "reason": f"near-copy of {twin.span.span_id} with another value"})
    return out


class Settings(BaseModel):
    """Budgets and knobs of one run. Precedence: per-call overrides > the pipeline's settings > these defaults."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    max_hops: int = Field(default=4, ge=1, description="Dependency levels (ready batches) the controller may work through.")
    max_corrections_per_hop: int = Field(default=1, ge=0, description="Query rewrites per sub-question within a hop.")
    max_transitions: int = Field(default=200, ge=1, description="State-machine transitions per run.")
    max_queries: int = Field(default=16, ge=1, description="Searches per run.")
    max_verifier_pairs: int = Field(default=400, ge=1, description="(claim, span) pairs judged per run.")
    k: int = Field(default=10, ge=1, le=200, description="Hits requested per search.")
    spans_per_subquestion: int = Field(default=8, ge=1, le=100, description="New spans verified per sub-question per round.")
    verify_chunk: int = Field(
        default=4,
        ge=1,
        le=100,
        description="Spans per verifier call in the adaptive path: the next chunk of a round's spans is verified only "
        "while the sub-question is still unproven (the one-shot baseline verifies the whole round at once).",
    )
    citations_per_claim: int = Field(default=1, ge=1, le=5)
    bridge_alternatives: int = Field(
        default=1,
        ge=0,
        le=5,
        description="When a child sub-question finds nothing with its parent's bound answer, retry it with the "
        "parent's next-best distinct value this many times (each retry costs a hop).",
    )
    follow_entities: int = Field(
        default=2,
        ge=0,
        le=5,
        description="Before an unproven sub-question gives up (adaptive path), search for this many names its "
        "best-judged spans mention (and the question does not): the documents about them often hold the missing "
        "link of a multi-hop question.",
    )
    question_query: bool = Field(
        default=True,
        description="For a plan of several sub-questions (adaptive path), also search the whole question once, at "
        "the first hop; its hits join every sub-question's pool (later hops' too). A decomposed sub-question can "
        "lose words that the document holding its answer shares with the question.",
    )
    corroborate_answers: bool = Field(
        default=True,
        description="When a sub-question's open slot is bound to a name (adaptive path), search once for that name "
        "before accepting it: the document about the answer itself is retrieved and verified too, so it can be cited "
        "and a wrong binding can meet the span that contradicts it.",
    )
    check_replaced: bool = Field(
        default=True,
        description="Before answering, search once per dated document that proves a claim for a newer document "
        "this principal can see that says it replaces it ('This remote work policy replaces the boreal remote work "
        "policy of 2022'). A claim only a replaced document proves is not cited: the answer says where it was "
        "stated and what replaces it.",
    )
    resolve_roles: bool = Field(
        default=True,
        description="When the question's answer to 'who' is bound to a role ('the head of finance': the span names "
        "nobody), ask once more who holds that role (adaptive path); the person, when found, becomes the answer.",
    )
    follow_partial: bool = Field(
        default=True,
        description="When a sub-question with an open slot gives up with only a partly supported value (level 0.5) "
        "and two or more sub-questions depend on it, they still run with that value (adaptive path). What they prove "
        "about it is cited; the value itself stays unconfirmed, so the answer degrades and states no short answer.",
    )
    place_hops: bool = Field(
        default=True,
        description="When a sub-question asks which country (nation, continent) and its evidence names only a "
        "smaller place ('Acme's headquarters is in Lyon'), bind that place and ask once what country it is in "
        "(adaptive path; costs a hop).",
    )
    names_from_evidence: bool = Field(
        default=True,
        description="For a question typed without capitals ('is 300 usd within the new york hotel cap'), search it "
        "once after planning (adaptive path; not for a clarification or a statement to check) and plan it again with "
        "each of its words that the evidence this principal can see writes with capitals, and never in lower case, "
        "as it writes them ('New York'): the planner and the verifier read names by their capitals. Costs one search "
        "(and, when a name is found, a second plan: one more call with an LM planner).",
    )
    search_mode: SearchMode = SearchMode.HYBRID
    lm_retries: int = Field(default=2, ge=0, le=10, description="Retries of a failing model call before the offline fallback.")
    retry_backoff_s: float = Field(default=0.2, ge=0.0, le=30.0)
    max_question_chars: int = Field(default=4000, ge=1)
    redact_trace: bool = Field(default=False, description="Mask span text in saved traces (save_trace).")
    cache_size: int = Field(default=0, ge=0, description="Search results cached per pipeline, keyed by principal; 0 = off.")
    verifier: str = Field(default="embedded", description="Verifier name for Pipeline.from_index (see load_verifier).")
    mmr_lambda: float = Field(
        default=1.0,
        ge=0.0,
        le=1.0,
        description="Index diversity re-ranking used by Pipeline.from_index (1.0 = none). Near-duplicate spans, e.g. "
        "two versions of one policy, must both reach the verifier so supersession and conflicts are seen.",
    )
    antecedents: int = Field(
        default=2,
        ge=0,
        le=5,
        description="Sentences before a retrieved span of an untitled document that opens with a word pointing back "
        "(It, This, His) that come with it, for Pipeline.from_index (0 = none).",
    )

    def merged(self, overrides: Settings | Mapping[str, Any] | None) -> Settings:
        """These settings with ``overrides`` applied (a Settings counts only its explicitly set fields)."""
        if overrides is None:
            return self
        if isinstance(overrides, Settings):
            update = overrides.model_dump(include=overrides.model_fields_set)
        else:
            update = dict(overrides)
        try:
            return Settings.model_validate({**self.model_dump(), **update})
        except ValidationError as exc:
            err = exc.errors()[0]
            raise ConfigError(
                f"bad setting {'.'.join(str(x) for x in err['loc'])}: {err['msg']}; see claimbound.pipeline.Settings"
            ) from exc


# --------------------------------------------------------------------------- input checks and the scope guard


def validate_question(question: object, *, max_chars: int = 4000) -> str:
    """Return the question stripped, or raise :class:`InvalidQuestionError` naming the fix."""
    if isinstance(question, (bytes, bytearray, memoryview)):
        raise InvalidQuestionError("the question is bytes; decode it to text (str) first")
    if not isinstance(question, str):
        raise InvalidQuestionError(f"the question must be a str, not {type(question).__name__}")
    text = question.strip()
    if not text:
        raise InvalidQuestionError("the question is empty or whitespace only; ask something")
    if len(text) > max_chars:
        raise InvalidQuestionError(
            f"the question has {len(text)} characters, over the limit of {max_chars}; shorten it "
            "(or raise Settings.max_question_chars)"
        )
    bad = [
        ch
        for ch in text
        if ch == "\ufffd" or (unicodedata.category(ch) in ("Cc", "Cs") and ch not in "\t\n\r")
    ]
    if bad:
        raise InvalidQuestionError(
            f"the question contains {len(bad)} binary/control character(s) (e.g. {bad[0]!r}); pass plain text"
        )
    return text


def _norm(text: str) -> str:
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold())


def mentioned_tenants(question: str, tenants: Iterable[str]) -> list[str]:
    """Tenants the question names: case-insensitive, whole identifiers, after Unicode NFKC normalisation."""
    q = _norm(question)
    found = []
    for t in sorted(set(tenants)):
        nt = _norm(t)
        if nt and re.search(r"(?<!\w)" + re.escape(nt) + r"(?!\w)", q):
            found.append(t)
    return found


# --------------------------------------------------------------------------- query rewriting

_STOP = frozenset(
    """a an the of in on at to for from by with about as and or but if then than that this these those is are was
    were be been being do does did has have had what which who whom whose when where why how many much there their
    its it his her he she they them we you i me my our your not no yes can could would should will shall may might
    must per into over under after before between both either neither also any all each such very tell please
    show give explain describe know find list me""".split()
)
_WORD = re.compile(r"[\w][\w'’.,\-]*\w|\w")


def key_terms(text: str) -> list[str]:
    """Content words of a text in order, stop words and ``{sqX}`` placeholders dropped, duplicates removed."""
    text = re.sub(r"\{[^}]*\}", " ", text)
    out: list[str] = []
    seen: set[str] = set()
    for w in _WORD.findall(text):
        w = w.strip(".,'’")
        if not w or w.lower() in _STOP or w.lower() in seen:
            continue
        seen.add(w.lower())
        out.append(w)
    return out


def circular_binding(claim_text: str, value: str) -> bool:
    """True when a slot value adds nothing: every content word of it already stands in the claim
    (e.g. "Austin is the hotel cap in Austin", "cobalt offers Cobalt weeks of leave")."""
    return restates(claim_text, value, _STOP)


def says_nothing(claim: Claim) -> bool:
    """True for a closed claim made only of references to other answers and function words ("Did {sq1}"): filled
    in, it states nothing a span could prove. Chinese text, which the English word lists do not read, never is."""
    return claim.slot is None and bool(refs_in(claim.text)) and not has_han(claim.text) and not claim_words(claim.text)


def complete_value(binding: SlotBinding, span: Span, *, closing: bool = False) -> SlotBinding:
    """A bound value that is part of a quantity the span states becomes that whole quantity: a unit without its
    number ("EUR" inside "150 EUR") or a number without its unit ("20" inside "20 weeks"). A value in backticks is
    no quantity: "8080" stays itself inside "`--lm-api-base http://127.0.0.1:8080/v1`", and a length inside a
    deadline ("30 days" of "within 30 days") is that length. ``closing``: the claim asks when something closes or
    opens (:func:`~claimbound.verifier.text.asks_hour`), so the end of a range of hours ("19:00" of "from 07:00 to
    19:00"), or its start, is that end."""
    best = binding
    for c in slot_candidates(span.text):
        start, end = span.start + c.start, span.start + c.end
        if (
            c.kind not in ("code", "deadline")
            and not (closing and hours_ranges(c.value))
            and any(ch.isdigit() for ch in c.value)
            and start <= binding.start
            and binding.end <= end
            and end - start > best.end - best.start
        ):
            best = binding.model_copy(update={"value": c.value, "start": start, "end": end})
    return best


def _read_spans(claims: Sequence[Claim], supports: Sequence[Support]) -> list[Support]:
    """What the controller reads from span text, decided once where the text is at hand and recorded with the
    verifier's output, so a replay of a trace whose span texts are masked (:func:`redact_trace`) never re-reads
    them: whether the span names the claim's subject (``about_subject``), which of the claim's content words it
    contains (``claim_words``) and the bound value completed to the quantity it is part of (:func:`complete_value`)."""
    subjects = {c.id: anchors(c.text) for c in claims}
    words = {c.id: claim_words(c.text) for c in claims}
    closing = {c.id for c in claims if asks_hour(c.text, c.slot)}
    out = []
    for sup in supports:
        update: dict[str, Any] = {
            "about_subject": about_subject(subjects.get(sup.claim_id, set()), sup),
            "claim_words": sorted(claim_words_in(words.get(sup.claim_id, set()), sup)),
        }
        if sup.binding is not None and sup.level > 0:
            update["binding"] = complete_value(sup.binding, sup.span, closing=sup.claim_id in closing)
        out.append(sup.model_copy(update=update))
    return out


def _prepared_claims(plan: Plan, sq: SubQuestion, values: Mapping[str, str]) -> list[Claim]:
    """The sub-question's claims ready for the verifier: parents' bound answers filled in, and a claim whose open
    slot is this sub-question's answer told what kind of value it takes."""
    return [
        c.model_copy(update={
            "text": fill_refs(c.text, values, keep=c.slot),
            "answer_type": c.answer_type or (sq.slot if c.slot == sq.id else None),
        })
        for c in plan.claims_for(sq.id)
    ]


def rule_rewrites(sub_question: str, claims: Sequence[str], question: str = "") -> list[str]:
    """Candidate corrected queries, best first: key terms of the sub-question plus the claims' key terms,
    then the claims' key terms alone, then the sub-question's alone, then the sub-question's with the whole
    question's key terms (context a decomposed sub-question may have lost)."""
    sq_terms = key_terms(sub_question)
    claim_terms: list[str] = []
    for c in claims:
        for t in key_terms(c):
            if t.lower() not in {x.lower() for x in claim_terms}:
                claim_terms.append(t)
    merged = sq_terms + [t for t in claim_terms if t.lower() not in {x.lower() for x in sq_terms}]
    out: list[str] = []
    with_question = sq_terms + [t for t in key_terms(question) if t.lower() not in {x.lower() for x in sq_terms}]
    for cand in (" ".join(merged), " ".join(claim_terms), " ".join(sq_terms), " ".join(with_question)):
        if cand and cand not in out:
            out.append(cand)
    return out


class RewriteQuery(dspy.Signature):
    """Write one better search query for a sub-question whose earlier queries found no supporting evidence."""

    sub_question: str = dspy.InputField()
    claims: list[str] = dspy.InputField(desc="Statements the evidence must prove.")
    failed_queries: list[str] = dspy.InputField()
    query: str = dspy.OutputField(desc="A keyword search query, different from the failed ones.")


class DSPyQueryRewriter(dspy.Module):
    """LM query correction (used when the pipeline has an LM); falls back to :func:`rule_rewrites` on failure."""

    name = "dspy-rewriter"

    def __init__(self, lm: Any | None = None) -> None:
        super().__init__()
        self.lm = lm
        self.rewrite = dspy.Predict(RewriteQuery)

    def forward(self, sub_question: str, claims: list[str], failed_queries: list[str]) -> dspy.Prediction:
        return self.rewrite(sub_question=sub_question, claims=claims, failed_queries=failed_queries)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if self.lm is not None:
            with dspy.context(lm=self.lm):
                return super().__call__(*args, **kwargs)
        return super().__call__(*args, **kwargs)


# --------------------------------------------------------------------------- trace I/O


def save_trace(trace: Trace, path: str | Path, *, redact: bool = False) -> Path:
    """Write a trace as JSON (atomically); with ``redact`` span text and quotes are masked."""
    path = Path(path)
    if redact:
        trace = redact_trace(trace)
    atomic_write_text(path, trace.model_dump_json(indent=1))
    return path


def load_trace(path: str | Path) -> Trace:
    try:
        return Trace.model_validate_json(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise ConfigError(f"no trace at {path}; pass the file written by --trace-out") from exc
    except ValidationError as exc:
        raise ConfigError(f"{path} is not a claimbound trace ({exc.errors()[0]['msg']}); pass a --trace-out file") from exc


def _mask(text: str) -> str:
    return "█" * len(text)


def _titled(span: Span, value: str) -> bool:
    """The span's document title and ``value`` contain one another, case-insensitively: "Carry On" and a page
    titled "Carry On Cruising" match, "Gerald McRaney" and "Gerald Lee McRaney" do not."""
    title, key = (span.title or "").casefold().strip(), value.casefold().strip()
    return bool(title and key) and (key in title or title in key)


def redact_trace(trace: Trace) -> Trace:
    """A copy of the trace whose span texts and quotes are masked (same lengths, so offsets stay valid).

    A redacted trace still replays the controller's decisions, but quotes in the replayed answer are masked, and
    its prose cannot take words from a span (the article before a value: "Head of finance approves ..." where the
    original reads "The head of finance approves ...").
    """

    def walk(x: Any) -> Any:
        if isinstance(x, dict):
            out = {k: walk(v) for k, v in x.items()}
            if "span_id" in x and isinstance(x.get("text"), str):
                out["text"] = _mask(x["text"])
            if isinstance(x.get("quote"), str):
                out["quote"] = _mask(x["quote"])
            return out
        if isinstance(x, list):
            return [walk(v) for v in x]
        return x

    data = trace.model_dump(mode="json")
    data["events"] = walk(data["events"])
    data["settings"] = {**data["settings"], "redacted": True}
    return Trace.model_validate(data)


# --------------------------------------------------------------------------- recorder


def _jsonable(x: Any) -> Any:
    return json.loads(json.dumps(to_jsonable_python(x)))


class _Recorder:
    """Records events; replays a recorded prefix; in strict mode refuses any live call."""

    def __init__(
        self,
        prefix: Sequence[TraceEvent] = (),
        *,
        strict: bool = False,
        on_event: Callable[[list[TraceEvent]], None] | None = None,
    ) -> None:
        self.prefix = list(prefix)
        self.strict = strict
        self.on_event = on_event
        self.events: list[TraceEvent] = []
        self._last = time.perf_counter()
        self.live_calls = 0

    def _recorded(self, kind: str, inputs: dict[str, Any]) -> TraceEvent | None:
        seq = len(self.events)
        if seq < len(self.prefix):
            ev = self.prefix[seq]
            if ev.kind != kind or ev.inputs != inputs:
                raise ConfigError(
                    f"the trace diverges at event {seq}: recorded {ev.kind} {json.dumps(ev.inputs)[:200]}, "
                    f"this run reached {kind} {json.dumps(inputs)[:200]}; re-record the trace with this version"
                )
            return ev
        return None

    def _append(self, ev: TraceEvent) -> None:
        self.events.append(ev)
        self._last = time.perf_counter()
        if self.on_event is not None and len(self.events) > len(self.prefix):
            self.on_event(self.events)

    def upcoming(self, kind: str, inputs: dict[str, Any]) -> TraceEvent | None:
        """While replaying, the next recorded event if it is a ``kind`` event with these inputs (not consumed);
        None when it is another event or the replay is past the recorded prefix."""
        seq = len(self.events)
        if seq < len(self.prefix):
            ev = self.prefix[seq]
            if ev.kind == kind and ev.inputs == _jsonable(inputs):
                return ev
        return None

    def replaying(self) -> bool:
        return len(self.events) < len(self.prefix)

    def prefix_has(self, kind: str) -> bool:
        return any(ev.kind == kind for ev in self.prefix)

    def call(
        self, kind: str, inputs: dict[str, Any], live: Callable[[], dict[str, Any]], budget: dict[str, int]
    ) -> dict[str, Any]:
        """A model-facing call: recorded outputs when replaying, else ``live()`` (then recorded)."""
        inputs = _jsonable(inputs)
        ev = self._recorded(kind, inputs)
        if ev is not None:
            self._append(ev)
            return ev.outputs
        if self.strict:
            raise ConfigError(
                f"replay reached a {kind} call the trace does not hold (event {len(self.events)}); "
                "the trace is incomplete: resume it with Pipeline.resume(trace) instead"
            )
        self.live_calls += 1
        outputs = _jsonable(live())
        self._record(kind, inputs, outputs, budget)
        return outputs

    def note(self, kind: str, inputs: dict[str, Any], outputs: dict[str, Any], budget: dict[str, int]) -> None:
        """A controller event (no model call); on replay it must equal the recorded one."""
        inputs = _jsonable(inputs)
        outputs = _jsonable(outputs)
        ev = self._recorded(kind, inputs)
        if ev is not None:
            if ev.outputs != outputs:
                raise ConfigError(
                    f"the trace diverges at event {ev.seq} ({kind}): recorded {json.dumps(ev.outputs)[:200]}, "
                    f"replay computed {json.dumps(outputs)[:200]}; re-record the trace with this version"
                )
            self._append(ev)
            return
        if self.strict:
            raise ConfigError(f"replay ran past the end of the trace at a {kind} event; the trace is incomplete")
        self._record(kind, inputs, outputs, budget)

    def _record(self, kind: str, inputs: dict[str, Any], outputs: dict[str, Any], budget: dict[str, int]) -> None:
        """Append a live event, timed since the previous one."""
        now = time.perf_counter()
        self._append(
            TraceEvent(
                seq=len(self.events),
                kind=kind,
                inputs=inputs,
                outputs=outputs,
                duration_ms=round((now - self._last) * 1000, 3),
                budget=dict(budget),
            )
        )


# --------------------------------------------------------------------------- run state


class State(StrEnum):
    GUARD = "guard"
    PLAN = "plan"
    ROUTE = "route"
    NEXT_BATCH = "next_batch"
    RETRIEVE = "retrieve"
    VERIFY = "verify"
    DECIDE = "decide"
    CORRECT = "correct"
    ANSWER = "answer"
    DONE = "done"


@dataclass
class _SQ:
    sq: SubQuestion
    text: str
    claims: list[Claim]
    pending: list[str] = field(default_factory=list)
    tried: list[str] = field(default_factory=list)
    pool: dict[str, SearchHit] = field(default_factory=dict)
    verified: set[str] = field(default_factory=set)
    corrections: int = 0
    progress: bool = False
    round_verified: int = 0
    wants: str = ""
    followed: bool = False
    corroborated: bool = False
    focus: set[str] | None = None  # spans of the value's own page the corroboration found: all its round verifies
    focus_value: str = ""
    done: bool = False
    reason: StopReason | None = None
    why: str = ""


@dataclass
class _Run:
    question: str  # as the planner reads it (:func:`~claimbound.claims.typed.as_typed`, names from the evidence)
    asked: str  # as the user typed it: the answer's question
    principal: Principal
    settings: Settings
    rec: _Recorder
    trace_id: str
    mode: str = "adaptive"
    plan: Plan | None = None
    batches: list[list[SubQuestion]] = field(default_factory=list)
    batch_idx: int = 0
    active: list[_SQ] = field(default_factory=list)
    sqs: dict[str, _SQ] = field(default_factory=dict)
    filled: dict[str, Claim] = field(default_factory=dict)
    supports: dict[str, dict[str, Support]] = field(default_factory=dict)
    bindings: dict[str, SlotBinding] = field(default_factory=dict)
    role_spans: dict[str, set[str]] = field(default_factory=dict)  # added sub-question -> spans it must not judge
    reasons: dict[str, str] = field(default_factory=dict)
    spent: dict[str, int] = field(
        default_factory=lambda: {
            "hops": 0,
            "transitions": 0,
            "queries": 0,
            "verifier_pairs": 0,
            "corrections": 0,
            "lm_calls": 0,
        }
    )
    stop: StopReason | None = None
    abstain: str | None = None
    budget_hit: str | None = None
    one_shot_pool: list[Span] | None = None
    rebinds: dict[str, int] = field(default_factory=dict)
    # (claim id, value, span id) -> the relation of that span to the claim filled with that value
    crosschecks: dict[tuple[str, str, str], Relation] = field(default_factory=dict)
    tried_values: dict[str, set[str]] = field(default_factory=dict)
    question_hits: list[SearchHit] | None = None  # the whole-question search (Settings.question_query), once
    places: set[str] = field(default_factory=set)  # claims added by a place hop ("Lyon is in {sq1}"): world facts
    answer: GroundedAnswer | None = None

    @cached_property
    def asker_tenant(self) -> str | None:
        """The principal's tenant when the question asks about the asker (:func:`first_person`), else ``None``."""
        return self.principal.tenant if first_person(self.question) else None


# the asker in the question: "can I", "I get", "my", "we", "our" ("US" is a country; "Bohemond I" a regnal number)
_FIRST_PERSON = re.compile(
    r"\b(?:[Mm]y|[Mm]ine|[Ww]e|[Oo]ur|[Oo]urs|me|us)\b|(?:^|\b(?i:do|does|did|can|could|may|might|must|shall|should|"
    r"will|would|am|have|get)\s+)I\b|\bI\s+(?:am|have|get|can|could|may|must|need|should|will|would|do|did|was)\b")


def _about_asker(run: _Run, claim_id: str) -> bool:
    """The claim speaks of the asker: in a first-person question whose plan names the asker in some claims, only those
    ("Is the Texas per diem higher than our meal allowance?": "{sq1} is the Texas per diem" is a public fact, "{sq2} is
    our meal allowance" the asker's); where no claim names the asker, each one (its words may have dropped them)."""
    claims = run.plan.claims if run.plan is not None else []
    mine = {c.id for c in claims if first_person(c.text)}
    return not mine or claim_id in mine


_REQUEST_ME = re.compile(r"\b(?:tell|show|give|send|find|get|help|remind|let)\s+(?:me|us)\b", re.I)


_ASKERS_GROUP = re.compile(r"(?<![\w'’])(?:us|our\s+(?P<who>staff|employees|people|workers|colleagues))\b(?!['’])")


def asker_as_tenant(plan: Plan, tenant: str | None) -> Plan:
    """The plan with the asker's group named as their tenant: "{sq1} insures us" -> "{sq1} insures acme", "{sq1}
    insures our staff" -> "{sq1} insures acme employees" (the model entails "... insures acme" from "The health
    insurance provider of acme is Mutuelle Horizon" and contradicts "... insures us": "Who insures us?" abstained).
    Lower-case "us" only ("US" is a country); a plan unchanged without a tenant or for the public one."""
    if tenant is None or _norm(tenant) == _norm(PUBLIC_TENANT):
        return plan

    def named(m: re.Match[str]) -> str:
        return tenant if m.group("who") is None else f"{tenant} employees"

    claims = [c.model_copy(update={"text": _ASKERS_GROUP.sub(named, c.text)}) for c in plan.claims]
    if all(a.text == b.text for a, b in zip(claims, plan.claims, strict=True)):
        return plan
    return plan.model_copy(update={"claims": claims})


def first_person(question: str) -> bool:
    """The question asks about the asker ("How many days can I work remotely?", "What is my mileage rate?"); a
    request's "tell me" / "show us" does not make it one."""
    return _FIRST_PERSON.search(_REQUEST_ME.sub(" ", question)) is not None


def _initial_queries(sq: SubQuestion, values: Mapping[str, str]) -> list[str]:
    """The sub-question's planned queries (or its text) with bound parent answers filled in, placeholders dropped."""
    queries = [fill_refs(q, values) for q in (sq.queries or [sq.text])]
    queries = [re.sub(r"\s+", " ", re.sub(r"\{[^}]*\}", " ", q)).strip() for q in queries]
    return [q for q in dict.fromkeys(queries) if q]


def _norm_value(v: str) -> str:
    return re.sub(r"[^\w]+", " ", v.casefold()).strip()


def _is_lm(component: object) -> bool:
    return isinstance(component, dspy.Module) or str(getattr(component, "name", "")).startswith(("lm", "dspy"))


class _Unavailable:
    """Stands in for a component during a replay: any call means the trace was incomplete."""

    def __init__(self, name: str, role: str) -> None:
        self.name = name
        self._role = role

    def __getattr__(self, attr: str) -> Any:
        raise ModelError(f"replay tried to call the {self._role} ({self.name}.{attr}); replays make no model calls")


class _LazyIndex:
    """Opens a claimbound index on first use (thread-safe); failures surface as SourceError."""

    def __init__(self, path: str | Path, **options: Any) -> None:
        self.path = Path(path)
        self.options = options
        self._index: Any = None
        self._lock = threading.Lock()

    def get(self) -> Any:
        if self._index is None:
            with self._lock:
                if self._index is None:
                    from claimbound.retrieval import Index

                    try:
                        self._index = Index.open(self.path, **self.options)
                    except SourceError:
                        raise
                    except ClaimboundError:
                        raise
                    except Exception as exc:  # corrupt files surface as library-specific errors
                        raise SourceError(
                            f"cannot open the index at {self.path} ({type(exc).__name__}: {exc}); "
                            "rebuild it with `claimbound index`"
                        ) from exc
        return self._index

    def search(
        self, query: str, principal: Principal, *, k: int = 10, mode: SearchMode = SearchMode.HYBRID
    ) -> SearchResult:
        result: SearchResult = self.get().search(query, principal, k=k, mode=mode)
        return result

    def tenants(self) -> set[str]:
        return set(self.get().tenants())

    def document(self, doc_id: str) -> Any:
        return self.get().document(doc_id)


class _SearchCache:
    def __init__(self, size: int) -> None:
        self.size = size
        self._data: OrderedDict[tuple[str, str, int, str], SearchResult] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple[str, str, int, str]) -> SearchResult | None:
        with self._lock:
            hit = self._data.get(key)
            if hit is not None:
                self._data.move_to_end(key)
            return hit

    def put(self, key: tuple[str, str, int, str], value: SearchResult) -> None:
        if self.size <= 0:
            return
        with self._lock:
            self._data[key] = value
            self._data.move_to_end(key)
            while len(self._data) > self.size:
                self._data.popitem(last=False)


# --------------------------------------------------------------------------- the pipeline


_local = threading.local()


class Pipeline:
    """Plan -> retrieve -> verify -> answer, budgeted, traced, replayable.

    Components are the protocols of :mod:`claimbound.claims.protocols`; the pipeline holds no per-run state.
    """

    def __init__(
        self,
        retriever: Retriever,
        planner: Planner,
        verifier: Verifier,
        *,
        writer: AnswerWriter | None = None,
        rewriter: DSPyQueryRewriter | None = None,
        settings: Settings | None = None,
        fallback_planner: Planner | None = None,
        fallback_verifier: Verifier | None = None,
    ) -> None:
        self.retriever = retriever
        self.planner = planner
        self.verifier = verifier
        self.writer = writer
        self.rewriter = rewriter
        self.settings = settings or Settings()
        self.fallback_planner = fallback_planner
        self.fallback_verifier = fallback_verifier
        self._cache = _SearchCache(self.settings.cache_size)

    # ------------------------------------------------------------------ construction

    @classmethod
    def from_index(
        cls,
        path: str | Path,
        settings: Settings | None = None,
        *,
        planner: Planner | None = None,
        verifier: Verifier | None = None,
        writer: AnswerWriter | None = None,
        lm: Any | None = None,
    ) -> Pipeline:
        """A pipeline over a built index. Nothing is opened or loaded until the first question.

        With ``lm`` (a ``dspy.LM``): the DSPy planner, LM query rewrites and the DSPy answer writer, each with
        the offline fallback (rule planner, rule rewrites, extractive composer). An LM judge verifier (named
        ``lm:<model>`` in ``settings.verifier``, or passed) falls back to the embedded model when its calls fail.
        """
        settings = settings or Settings()
        rule: Planner | None = None
        if planner is None:
            from claimbound.planner import RulePlanner

            rule = RulePlanner()
            if lm is not None:
                from claimbound.planner import DSPyPlanner

                planner = DSPyPlanner(lm=lm, fallback=rule)
            else:
                planner = rule
        fallback_verifier: Verifier | None = None
        from claimbound.verifier import load_verifier
        from claimbound.verifier.lm_judge import LMJudgeVerifier

        if verifier is None:
            verifier = load_verifier(settings.verifier)
        if isinstance(verifier, LMJudgeVerifier):  # an LM judge, named or passed: the embedded model backs it
            fallback_verifier = load_verifier("embedded")
        if writer is None and lm is not None:
            from claimbound.answer.writer import DSPyAnswerWriter

            writer = DSPyAnswerWriter(lm=lm)
        return cls(
            _LazyIndex(path, mmr_lambda=settings.mmr_lambda, antecedents=settings.antecedents),
            planner,
            verifier,
            writer=writer,
            rewriter=DSPyQueryRewriter(lm=lm) if lm is not None else None,
            settings=settings,
            fallback_planner=rule if rule is not None and planner is not rule else None,
            fallback_verifier=fallback_verifier,
        )

    # ------------------------------------------------------------------ public API

    def warm_up(self) -> None:
        """Open the index and load the models now (otherwise the first question pays for it)."""
        for component in (self.retriever, self.verifier, self.fallback_verifier):
            target = component.get() if isinstance(component, _LazyIndex) else component
            warm = getattr(target, "warm_up", None)
            if callable(warm):
                warm()

    @property
    def last_trace(self) -> Trace | None:
        """The trace of this thread's most recent run (also set when a run was interrupted)."""
        return getattr(_local, "trace", None)

    def ask(
        self,
        question: str,
        principal: Principal | None = None,
        *,
        settings: Settings | Mapping[str, Any] | None = None,
        checkpoint: str | Path | None = None,
    ) -> GroundedAnswer:
        """Answer ``question`` for ``principal`` (default: public documents only)."""
        return self.ask_with_trace(question, principal, settings=settings, checkpoint=checkpoint)[0]

    async def aask(
        self,
        question: str,
        principal: Principal | None = None,
        *,
        settings: Settings | Mapping[str, Any] | None = None,
    ) -> GroundedAnswer:
        """:meth:`ask` in a worker thread."""
        return await asyncio.to_thread(self.ask, question, principal, settings=settings)

    async def aask_with_trace(
        self,
        question: str,
        principal: Principal | None = None,
        *,
        settings: Settings | Mapping[str, Any] | None = None,
    ) -> tuple[GroundedAnswer, Trace]:
        """:meth:`ask_with_trace` in a worker thread (``last_trace`` is per thread, so async callers use this)."""
        return await asyncio.to_thread(self.ask_with_trace, question, principal, settings=settings)

    def ask_with_trace(
        self,
        question: str,
        principal: Principal | None = None,
        *,
        settings: Settings | Mapping[str, Any] | None = None,
        checkpoint: str | Path | None = None,
    ) -> tuple[GroundedAnswer, Trace]:
        s = self.settings.merged(settings)
        q = validate_question(question, max_chars=s.max_question_chars)
        return self._execute(q, principal or Principal(), s, mode="adaptive", checkpoint=checkpoint)

    def one_shot(
        self,
        question: str,
        principal: Principal | None = None,
        *,
        settings: Settings | Mapping[str, Any] | None = None,
    ) -> GroundedAnswer:
        """The baseline: one hybrid retrieval on the raw question, verify every claim on those spans, compose."""
        return self.one_shot_with_trace(question, principal, settings=settings)[0]

    def one_shot_with_trace(
        self,
        question: str,
        principal: Principal | None = None,
        *,
        settings: Settings | Mapping[str, Any] | None = None,
    ) -> tuple[GroundedAnswer, Trace]:
        s = self.settings.merged(settings)
        q = validate_question(question, max_chars=s.max_question_chars)
        return self._execute(q, principal or Principal(), s, mode="one_shot")

    def replay(self, trace: Trace) -> GroundedAnswer:
        """Reproduce a finished run's answer from its trace with zero model calls."""
        s = Settings.model_validate(trace.settings.get("settings", {}))
        answer, _ = self._execute(
            trace.question,
            trace.principal,
            s,
            mode=str(trace.settings.get("mode", "adaptive")),
            prefix=trace.events,
            strict=True,
            trace_id=trace.trace_id,
        )
        return answer

    def resume(self, trace: Trace, *, checkpoint: str | Path | None = None) -> tuple[GroundedAnswer, Trace]:
        """Continue an interrupted run: replay its recorded events, then go on live."""
        s = Settings.model_validate(trace.settings.get("settings", {}))
        return self._execute(
            trace.question,
            trace.principal,
            s,
            mode=str(trace.settings.get("mode", "adaptive")),
            prefix=trace.events,
            strict=False,
            trace_id=trace.trace_id,
            checkpoint=checkpoint,
        )

    # ------------------------------------------------------------------ the run

    def _components(self) -> dict[str, Any]:
        return {
            "planner": getattr(self.planner, "name", type(self.planner).__name__),
            "verifier": getattr(self.verifier, "name", type(self.verifier).__name__),
            "writer": getattr(self.writer, "name", None) if self.writer is not None else None,
            "rewriter": "lm" if self.rewriter is not None else "rule",
        }

    def _execute(
        self,
        question: str,
        principal: Principal,
        settings: Settings,
        *,
        mode: str,
        prefix: Sequence[TraceEvent] = (),
        strict: bool = False,
        trace_id: str | None = None,
        checkpoint: str | Path | None = None,
    ) -> tuple[GroundedAnswer, Trace]:
        trace = Trace(
            trace_id=trace_id or uuid.uuid4().hex,
            question=question,
            principal=principal,
            settings={"settings": settings.model_dump(mode="json"), "mode": mode, "components": self._components()},
        )

        def on_event(events: list[TraceEvent]) -> None:
            if checkpoint is not None:
                save_trace(trace.model_copy(update={"events": list(events)}), checkpoint)

        rec = _Recorder(prefix, strict=strict, on_event=on_event)
        run = _Run(question=as_typed(question)[0], asked=question, principal=principal, settings=settings, rec=rec,
                   trace_id=trace.trace_id, mode=mode)
        try:
            state = State.GUARD
            while state != State.DONE:
                if state not in (State.ANSWER, State.DONE):
                    run.spent["transitions"] += 1
                    if run.spent["transitions"] > settings.max_transitions:
                        run.budget_hit = f"transition budget (max_transitions={settings.max_transitions}) spent"
                        run.stop = StopReason.BUDGET_EXHAUSTED
                        state = State.ANSWER
                        continue
                state = self._step(state, run)
        finally:
            trace.events = list(rec.events)
            _local.trace = trace
        assert run.answer is not None
        return run.answer, trace

    def _step(self, state: State, run: _Run) -> State:
        handler = {
            State.GUARD: self._guard,
            State.PLAN: self._plan,
            State.ROUTE: self._route,
            State.NEXT_BATCH: self._next_batch,
            State.RETRIEVE: self._retrieve,
            State.VERIFY: self._verify,
            State.DECIDE: self._decide,
            State.CORRECT: self._correct,
            State.ANSWER: self._answer,
        }[state]
        return handler(run)

    # ------------------------------------------------------------------ states

    def _guard(self, run: _Run) -> State:
        def live() -> dict[str, Any]:
            getter = getattr(self.retriever, "tenants", None)
            if getter is None:
                return {"tenants": None}
            try:
                return {"tenants": sorted(getter())}
            except SourceError as exc:
                return {"error": str(exc)}

        out = run.rec.call("tenants", {}, live, run.spent)
        if "error" in out:
            run.stop = StopReason.SOURCE_ERROR
            run.abstain = f"the index is unavailable ({out['error']})"
            return State.ANSWER
        tenants = out.get("tenants")
        if tenants is None:
            run.rec.note("guard", {"tenants_known": False}, {"in_scope": True, "named": []}, run.spent)
            return State.PLAN
        own = run.principal.tenant
        known = {_norm(t) for t in tenants} | {_norm(PUBLIC_TENANT)}
        if own is not None and _norm(own) not in known:
            raise UnknownTenantError(
                f"tenant {own!r} has no documents in this index; check the spelling of --tenant / Principal.tenant "
                "or index that tenant's documents first"
            )
        named = mentioned_tenants(run.question, [t for t in tenants if _norm(t) != _norm(PUBLIC_TENANT)])
        others = [t for t in named if own is None or _norm(t) != _norm(own)]
        run.rec.note(
            "guard",
            {"principal_tenant": own},
            {"in_scope": not others, "named": named, "others": others},
            run.spent,
        )
        if others:
            run.stop = StopReason.OUT_OF_SCOPE
            run.abstain = "the question asks about another tenant's data, which this principal may not see"
            return State.ANSWER
        return State.PLAN

    def _names_from_evidence(self, run: _Run) -> bool:
        """A question typed without capitals, with the names the evidence this principal can see writes with
        capitals written so (:attr:`Settings.names_from_evidence`, :func:`~claimbound.claims.typed.recase`): one
        search of the question, recorded like any other. Whether any name was so written."""
        if not run.settings.names_from_evidence or run.mode != "adaptive" or not typed_in_lower_case(run.asked):
            return False  # the one-shot baseline searches once, the question as typed
        result = self._search(run, run.question, "names", run.settings.k)
        if result.outcome != SearchOutcome.OK:
            return False
        recased, names = recase(run.question, [h.span.text for h in result.hits])
        if names:
            run.rec.note("names", {"question": run.question}, {"question": recased, "names": names}, run.spent)
            run.question = recased
        return bool(names)

    def _plan(self, run: _Run) -> State:
        self._plan_question(run)
        # a question typed without capitals and planned for retrieval: planned again with the names the evidence
        # writes with capitals ("new york" -> "New York"); a clarification, a refusal or a statement to check (a
        # claim dataset's lower case is its style, not a chat's) searches nothing
        if run.plan is not None and run.plan.route not in (Route.CLARIFY, Route.NO_RETRIEVAL) \
                and run.plan.kind != "claim" and self._names_from_evidence(run):
            self._plan_question(run)
        return State.ROUTE

    def _plan_question(self, run: _Run) -> None:
        s = run.settings

        def live() -> dict[str, Any]:
            errors: list[str] = []
            plan, used, calls = self._with_retries(lambda: self.planner.plan(run.question).validate(), s, errors)
            lm_calls = calls if _is_lm(self.planner) else 0
            if plan is None and self.fallback_planner is not None:
                plan, _, _ = self._with_retries(lambda: self.fallback_planner.plan(run.question).validate(), s, errors)  # type: ignore[union-attr]
                used = getattr(self.fallback_planner, "name", "fallback")
            if plan is None:
                return {"error": "; ".join(errors), "lm_calls": lm_calls}
            plan = asker_as_tenant(plan, run.asker_tenant)
            return {"plan": plan.model_dump(mode="json"), "planner": used, "errors": errors, "lm_calls": lm_calls}

        out = run.rec.call("plan", {"question": run.question}, live, run.spent)
        run.spent["lm_calls"] += int(out.get("lm_calls", 0))
        if "plan" not in out:
            raise ModelError(f"no planner produced a valid plan ({out.get('error')}); try the rule planner")
        run.plan = Plan.model_validate(out["plan"])

    def _route(self, run: _Run) -> State:
        plan = run.plan
        assert plan is not None
        for c in plan.claims:
            run.filled[c.id] = c
            run.supports.setdefault(c.id, {})
        if plan.route == Route.CLARIFY:
            run.stop = StopReason.CLARIFICATION_REQUIRED
            run.rec.note("route", {"route": plan.route.value}, {"next": "answer"}, run.spent)
            return State.ANSWER
        if not plan.claims:
            run.stop = StopReason.NO_PROGRESS
            if plan.route == Route.NO_RETRIEVAL:
                run.abstain = (
                    "the planner routed the question to no retrieval ("
                    + ("; ".join(plan.notes) or "nothing to look up")
                    + "), and claimbound answers only with indexed evidence"
                )
            else:
                run.abstain = "the question could not be turned into claims that evidence could prove"
            run.rec.note("route", {"route": plan.route.value}, {"next": "answer", "claims": 0}, run.spent)
            return State.ANSWER
        run.batches = plan.ready_batches()
        run.rec.note(
            "route",
            {"route": plan.route.value},
            {"batches": [[sq.id for sq in b] for b in run.batches], "next": "next_batch"},
            run.spent,
        )
        return State.NEXT_BATCH

    def _next_batch(self, run: _Run) -> State:
        plan = run.plan
        assert plan is not None
        s = run.settings
        if run.batch_idx >= len(run.batches):
            return State.ANSWER
        batch = run.batches[run.batch_idx]
        runnable = any(all(d in run.bindings for d in sq.depends_on) for sq in batch)  # blocked batches cost no hop
        if run.mode == "adaptive" and runnable and run.spent["hops"] >= s.max_hops:
            run.budget_hit = f"hop budget (max_hops={s.max_hops}) spent"
            left = [sq.id for b in run.batches[run.batch_idx :] for sq in b]
            for sq_id in left:
                for c in plan.claims_for(sq_id):
                    run.reasons[c.id] = f"not reached: {run.budget_hit} before sub-question {sq_id}"
            run.stop = StopReason.BUDGET_EXHAUSTED
            run.rec.note("hop", {"batch": [sq.id for sq in batch]}, {"stop": "budget_exhausted", "left": left}, run.spent)
            return State.ANSWER
        run.batch_idx += 1
        if runnable:
            run.spent["hops"] += 1
        values = {k: b.value for k, b in run.bindings.items()}
        active: list[_SQ] = []
        blocked: list[str] = []
        for sq in batch:
            missing = [d for d in sq.depends_on if d not in run.bindings]
            claims = _prepared_claims(plan, sq, values)
            for c in claims:
                run.filled[c.id] = c
            st = _SQ(sq=sq, text=fill_refs(sq.text, values), claims=claims)
            st.verified |= run.role_spans.get(sq.id, set())  # who holds a role: not from the span that named it
            run.sqs[sq.id] = st
            if missing:
                st.done = True
                parent = run.sqs.get(missing[0])
                st.reason = parent.reason if parent is not None and parent.reason else StopReason.NO_PROGRESS
                st.why = f"depends on {', '.join(missing)}, which was not answered"
                for c in claims:
                    run.reasons[c.id] = st.why
                blocked.append(sq.id)
                continue
            st.pending = _initial_queries(sq, values)
            if run.mode == "one_shot":
                st.pending = []
            active.append(st)
        run.active = active
        if (run.mode == "adaptive" and s.question_query and active and run.question_hits is None
                and len(plan.sub_questions) > 1 and run.spent["queries"] < s.max_queries):
            result = self._search(run, run.question, "question", s.k)
            if self._handle_source(run, result):
                return State.ANSWER
            run.question_hits = list(result.hits)
        for st in active:
            for h in run.question_hits or []:
                st.pool.setdefault(h.span.span_id, h)
        run.rec.note(
            "hop",
            {"batch": [sq.id for sq in batch], "hop": run.spent["hops"]},
            {
                "active": [st.sq.id for st in active],
                "blocked": blocked,
                "queries": {st.sq.id: st.pending for st in active},
                "claims": {st.sq.id: [c.text for c in st.claims] for st in active},
            },
            run.spent,
        )
        if not active:
            return State.NEXT_BATCH
        if run.mode == "one_shot":
            return self._one_shot_retrieve(run)
        return State.RETRIEVE

    def _search(self, run: _Run, query: str, sq_id: str, k: int) -> SearchResult:
        s = run.settings
        principal = run.principal
        key = (principal.cache_key(), query, k, s.search_mode.value)

        def live() -> dict[str, Any]:
            cached = self._cache.get(key) if s.cache_size else None
            if cached is not None:
                return {"result": cached.model_dump(mode="json"), "cached": True}
            try:
                result = self.retriever.search(query, principal, k=k, mode=s.search_mode)
            except SourceError as exc:
                result = SearchResult(
                    query=query,
                    mode=s.search_mode,
                    outcome=SearchOutcome.SOURCE_ERROR,
                    message=str(exc),
                    access_filter="",
                )
            if result.outcome == SearchOutcome.OK:
                self._cache.put(key, result)
            return {"result": result.model_dump(mode="json"), "cached": False}

        run.spent["queries"] += 1
        out = run.rec.call(
            "retrieve",
            {
                "sub_question": sq_id,
                "query": query,
                "k": k,
                "mode": s.search_mode.value,
                "principal": principal.model_dump(mode="json"),
            },
            live,
            run.spent,
        )
        return SearchResult.model_validate(out["result"])

    def _handle_source(self, run: _Run, result: SearchResult) -> bool:
        if result.outcome == SearchOutcome.SOURCE_ERROR:
            run.stop = StopReason.SOURCE_ERROR
            run.abstain = f"the index could not be searched ({result.message or result.outcome.value})"
            return True
        return False

    def _retrieve(self, run: _Run) -> State:
        s = run.settings
        for st in run.active:
            if st.done:
                continue
            while st.pending:
                if run.spent["queries"] >= s.max_queries:
                    run.budget_hit = f"query budget (max_queries={s.max_queries}) spent"
                    break
                q = st.pending.pop(0)
                if q not in st.tried:
                    st.round_verified = 0
                    st.progress = False
                st.tried.append(q)
                result = self._search(run, q, st.sq.id, s.k)
                if self._handle_source(run, result):
                    return State.ANSWER
                if st.focus is not None:
                    st.focus.update(h.span.span_id for h in result.hits if h.span.span_id not in st.verified
                                    and _titled(h.span, st.focus_value))
                for h in result.hits:
                    prev = st.pool.get(h.span.span_id)
                    if prev is None or h.score > prev.score:
                        st.pool[h.span.span_id] = h
        return State.VERIFY

    def _verify_pairs(self, run: _Run, claims: Sequence[Claim], spans: Sequence[Span], purpose: str) -> list[Support]:
        s = run.settings

        def live() -> dict[str, Any]:
            errors: list[str] = []
            supports, used, calls = self._with_retries(lambda: self.verifier.verify(claims, spans), s, errors)
            lm_calls = calls if _is_lm(self.verifier) else 0
            if supports is None and self.fallback_verifier is not None:
                fb = self.fallback_verifier
                supports, _, _ = self._with_retries(lambda: fb.verify(claims, spans), s, errors)
                used = getattr(fb, "name", "fallback")
            if supports is None:
                return {"error": "; ".join(errors), "lm_calls": lm_calls}
            supports = _read_spans(claims, supports)
            return {
                "supports": [x.model_dump(mode="json") for x in supports],
                "verifier": used,
                "errors": errors,
                "lm_calls": lm_calls,
            }

        run.spent["verifier_pairs"] += len(claims) * len(spans)
        out = run.rec.call(
            "verify",
            {
                "purpose": purpose,
                "claims": [c.model_dump(mode="json") for c in claims],
                "spans": [sp.span_id for sp in spans],
            },
            live,
            run.spent,
        )
        run.spent["lm_calls"] += int(out.get("lm_calls", 0))
        if "supports" not in out:
            raise ModelError(f"the verifier failed ({out.get('error')}); use the embedded verifier (--verifier embedded)")
        return [Support.model_validate(x) for x in out["supports"]]

    def _record_supports(self, run: _Run, st: _SQ, supports: Sequence[Support]) -> bool:
        """Store new judgements; True when they added evidence (a new positive pair or a higher level)."""
        progress = False
        texts = {c.id: c.text for c in st.claims}
        for sup in supports:
            sup = self._screened(run, texts, sup)
            bucket = run.supports.setdefault(sup.claim_id, {})
            before = max((x.level for x in bucket.values()), default=0.0)
            if sup.span.span_id not in bucket and sup.level > 0:
                progress = True
            bucket[sup.span.span_id] = sup
            if sup.level > before:
                progress = True
        return progress

    @staticmethod
    def _screened(run: _Run, texts: Mapping[str, str], sup: Support) -> Support:
        """A judgement as the controller keeps it: a first-person question's support from outside the asker's
        tenant capped, and a value that only repeats the claim's own words (``texts``: claim id -> text) dropped."""
        own = run.asker_tenant if sup.claim_id not in run.places and _about_asker(run, sup.claim_id) else None
        if own is not None and _norm(sup.span.metadata.tenant or PUBLIC_TENANT) != _norm(own) and (
                sup.level >= SUPPORTED or sup.relation == Relation.CONTRADICTS):
            # "How many days can I work remotely?" asks what applies to the asker: a public survey's average
            # neither proves nor refutes it (nor weighs against a refutation); only the asker's own organisation's
            # documents say
            sup = sup.model_copy(update={
                "level": min(sup.level, 0.5),
                "relation": Relation.NEUTRAL,
                "reason": f"a question about the asker ('I', 'my', 'we'): a document outside tenant {own!r} does "
                          "not say what applies to them; " + (sup.reason or ""),
            })
        template = next((c for c in run.plan.claims if c.id == sup.claim_id), None) if run.plan is not None else None
        if sup.level > 0 and template is not None and says_nothing(template):
            # "Did {sq1}" (a question whose relative clause swallowed its verb) is any value at all once filled in
            return sup.model_copy(update={
                "level": 0.0,
                "relation": Relation.NEUTRAL,
                "reason": f"claim {template.text!r} has no words of its own beside the answers filled into it; "
                + (sup.reason or ""),
            })
        if sup.binding is not None and sup.level > 0 and circular_binding(texts.get(sup.claim_id, ""), sup.binding.value):
            sup = sup.model_copy(
                update={
                    "level": 0.0,
                    "relation": Relation.NEUTRAL,
                    "reason": f"bound value {sup.binding.value!r} only repeats the claim's own words; "
                    + (sup.reason or ""),
                }
            )
        return sup

    def _verify(self, run: _Run) -> State:
        s = run.settings
        for st in run.active:
            if st.done:
                continue
            chunk = s.spans_per_subquestion - st.round_verified
            if run.mode == "adaptive":
                chunk = min(chunk, s.verify_chunk)
            ranked = sorted(st.pool.values(), key=lambda h: -h.score)
            focus, st.focus = st.focus, None
            fresh = [h.span for h in ranked if h.span.span_id not in st.verified
                     and (focus is None or h.span.span_id in focus)][: max(0, chunk)]
            claims = st.claims
            if not fresh or not claims:
                continue
            def fit(claims: Sequence[Claim] = claims) -> int:  # spans the verifier budget still has room for
                return (s.max_verifier_pairs - run.spent["verifier_pairs"]) // len(claims)

            if fit() <= 0:
                run.budget_hit = f"verifier budget (max_verifier_pairs={s.max_verifier_pairs}) spent"
                break
            fresh = fresh[:fit()]
            supports = self._verify_pairs(run, claims, fresh, st.sq.id)
            st.verified.update(sp.span_id for sp in fresh)
            # another document's near-copy of a span that bound a value (a policy's other version: "up to 2 days" /
            # "up to 3 days") is verified too, so supersession and conflicts are seen before this chunk proves the
            # claim and the sub-question stops
            twins = _near_copies([x.span for x in supports if x.binding is not None and x.level > 0],
                                 [h.span for h in ranked if h.span.span_id not in st.verified])
            # a document that states the claim for several cases ("The hotel cap in Oslo is ...") has its other
            # cases verified too, so the answer lists them all
            cases = _other_cases(supports, [h.span for h in ranked if h.span.span_id not in st.verified])
            more = list({sp.span_id: sp for sp in [*twins, *cases]}.values())[: max(0, fit())]
            if more:
                supports = [*supports, *self._verify_pairs(run, claims, more, st.sq.id)]
                st.verified.update(sp.span_id for sp in more)
                fresh = [*fresh, *more]
            supports = _level_near_copies(supports)
            st.round_verified += len(fresh)
            st.progress = self._record_supports(run, st, supports) or st.progress
        return State.DECIDE

    def _tables(self, run: _Run, claims: Sequence[Claim]) -> tuple[CoverageTable, ConflictTable]:
        """Coverage and conflicts of ``claims`` from every judgement so far, conflicts read as the answer needs them
        (:func:`settle_conflicts`) and slot mismatches cross-checked (:meth:`_cross_check`)."""
        sups = [x for c in claims for x in run.supports.get(c.id, {}).values()]
        coverage, conflicts = build_tables(claims, sups)
        asked = run.plan is not None and run.plan.kind != "claim"
        return coverage, self._cross_check(run, claims, settle_conflicts(conflicts, {c.id: c.text for c in claims},
                                                                         asked=asked))

    def _cross_check(self, run: _Run, claims: Sequence[Claim], conflicts: ConflictTable) -> ConflictTable:
        """Different values bound to one slot are a conflict only when they exclude each other.

        For an unresolved slot mismatch, each opposing span is verified against the claim filled with the winning
        value ("ANU is located in Canberra" vs the span that bound "Acton"): only a span that *contradicts* it stays
        opposing. When none does, the values can all hold (a suburb and its city, a code and a name) and the
        conflict becomes explained with the best-supported span as the winner. The checks are verifier calls,
        traced like the others (purpose ``cross_check``) and made once per (claim, value, span).
        """
        by_id = {c.id: c for c in claims}
        out = []
        for c in conflicts.conflicts:
            claim = by_id.get(c.claim_id)
            if (c.kind != ConflictKind.SLOT_MISMATCH or c.resolution != ConflictResolution.UNRESOLVED
                    or claim is None or claim.slot is None or not c.supporting or c.supporting[0].binding is None):
                out.append(c)
                continue
            value = c.supporting[0].binding.value
            todo = [o.span for o in c.opposing if (claim.id, value, o.span.span_id) not in run.crosschecks]
            if todo:
                # the slot stays named: the text holds the value, which the opposing span lacks by construction
                closed = claim.model_copy(update={"text": fill_refs(claim.text, {claim.slot: value}),
                                                  "answer_type": None})
                for sup in self._verify_pairs(run, [closed], todo, "cross_check"):
                    run.crosschecks[(claim.id, value, sup.span.span_id)] = sup.relation
            opposing = [o for o in c.opposing
                        if run.crosschecks.get((claim.id, value, o.span.span_id)) == Relation.CONTRADICTS]
            if opposing:
                out.append(c.model_copy(update={"opposing": opposing}))
                continue
            win = c.supporting[0].span
            out.append(c.model_copy(update={
                "resolution": ConflictResolution.EXPLAINED,
                "winner_span_id": win.span_id,
                "explanation": f"no span that bound another value contradicts {value!r} (cross-checked), so the "
                f"values need not exclude each other; the best-supported span {win.span_id} is cited",
            }))
        return ConflictTable(conflicts=out)

    def _sq_tables(self, run: _Run, st: _SQ) -> tuple[CoverageTable, ConflictTable]:
        coverage, conflicts = self._tables(run, st.claims)
        return apply_resolutions(coverage, conflicts), conflicts

    def _sq_complete(self, run: _Run, st: _SQ) -> tuple[bool, SlotBinding | None, list[str]]:
        """(complete, the bound answer, required claims with an unresolved conflict)."""
        coverage, conflicts = self._sq_tables(run, st)
        needed = {c.id for c in st.claims if c.required} or {c.id for c in st.claims}
        conflicted = sorted({c.claim_id for c in conflicts.unresolved() if c.claim_id in needed})
        rows = [r for r in coverage.rows if r.claim_id in needed]
        if conflicted or not all(r.level >= SUPPORTED for r in rows):
            return False, None, conflicted
        open_ids = [c.id for c in st.claims if c.slot == st.sq.id]
        if not open_ids:
            return True, None, []
        for r in coverage.rows:
            if r.claim_id not in open_ids or r.level < SUPPORTED:
                continue
            if r.best is not None and r.best.binding is not None:
                return True, r.best.binding, []
            bound = [x for x in r.supports if x.level >= SUPPORTED and x.binding is not None]
            if bound:
                assert bound[0].binding is not None
                return True, bound[0].binding, []
        return False, None, []

    def _decide(self, run: _Run) -> State:
        s = run.settings
        decisions: dict[str, str] = {}
        partial: dict[str, str] = {}  # sub-questions given up with a partly supported value their children follow
        for st in run.active:
            if st.done:
                continue
            st.wants = ""
            ok, binding, conflicted = self._sq_complete(run, st)
            if ok and binding is not None and self._corroborate(run, st, binding):
                decisions[st.sq.id] = "corroborate"
                continue
            if ok:
                st.done = True
                st.reason = StopReason.EVIDENCE_SUFFICIENT
                if binding is not None:
                    run.bindings[st.sq.id] = binding
                    self._resolve_role(run, st, binding)
                decisions[st.sq.id] = "complete"
                continue
            if conflicted:
                st.done = True
                st.reason = StopReason.UNRESOLVED_CONFLICT
                st.why = f"the evidence conflicts on required claim(s) {', '.join(conflicted)}"
                run.stop = StopReason.UNRESOLVED_CONFLICT
                decisions[st.sq.id] = "unresolved_conflict"
                continue
            if run.budget_hit:
                st.done = True
                st.reason = StopReason.BUDGET_EXHAUSTED
                st.why = run.budget_hit
                decisions[st.sq.id] = "budget_exhausted"
                continue
            unverified = any(sid not in st.verified for sid in st.pool)
            if unverified and st.round_verified < s.spans_per_subquestion:
                decisions[st.sq.id] = st.wants = "verify_more"
                continue
            if st.corrections < s.max_corrections_per_hop:
                decisions[st.sq.id] = st.wants = "correct"
                continue
            if self._rebind(run, st):
                decisions[st.sq.id] = "rebind"
                continue
            if self._place_hop(run, st):
                decisions[st.sq.id] = "place_hop"
                continue
            if self._follow(run, st):
                decisions[st.sq.id] = "follow"
                continue
            st.done = True
            if not st.progress:
                st.reason = StopReason.NO_PROGRESS
                st.why = f"no new evidence after {st.corrections} correction(s) of the query"
            else:
                st.reason = StopReason.BUDGET_EXHAUSTED
                st.why = f"correction budget (max_corrections_per_hop={s.max_corrections_per_hop}) spent"
            decisions[st.sq.id] = st.reason.value
            tentative = self._partial_binding(run, st)
            if tentative is not None:
                run.bindings[st.sq.id] = tentative
                partial[st.sq.id] = tentative.value
        for st in run.active:
            if st.done and st.reason != StopReason.EVIDENCE_SUFFICIENT and st.why:
                for c in st.claims:
                    run.reasons.setdefault(c.id, f"sub-question {st.sq.id}: {st.why}")
        run.rec.note(
            "decide",
            {"hop": run.spent["hops"]},
            {
                "decisions": decisions,
                "bindings": {k: b.value for k, b in run.bindings.items()},
                "progress": {st.sq.id: st.progress for st in run.active},
                **({"partial": partial} if partial else {}),
            },
            run.spent,
        )
        if run.budget_hit:
            run.stop = StopReason.BUDGET_EXHAUSTED
            return State.ANSWER
        if run.stop == StopReason.UNRESOLVED_CONFLICT:
            return State.ANSWER
        if any(v == "correct" for v in decisions.values()):
            return State.CORRECT
        if any(v in ("rebind", "follow", "corroborate", "place_hop") for v in decisions.values()):
            return State.RETRIEVE
        if any(v == "verify_more" for v in decisions.values()):
            return State.VERIFY
        return State.NEXT_BATCH

    def _partial_binding(self, run: _Run, st: _SQ) -> SlotBinding | None:
        """The value a sub-question that gives up unproven still passes to the sub-questions that depend on it
        (:attr:`Settings.follow_partial`, adaptive path): its open claim's best binding when that binding is partly
        supported (level 0.5: "Bankman-Fried" from "The prosecution painted Bankman-Fried as someone who knowingly
        committed fraud" for "{sq1} faced allegations of committing fraud for personal gain"), or fully supported
        while another claim of the sub-question is not. The children then check closed claims about that value
        ("Bankman-Fried discussed board compositions with Paradigm"); whatever they prove is cited, and the
        sub-question's unproven claims stay unconfirmed, so the answer degrades at best and states no short answer.
        Only a value that several sub-questions check (two or more depend on this one: "Who is the individual who
        faced allegations ..., discussed board compositions with Paradigm, and ...?") is followed: a wrong value
        rarely passes several independent checks, while the one child of a two-hop bridge proved true facts about
        wrong values about half the time when tried on the dev sets. None as well when the best value is below
        level 0.5 or a span contradicts it, or the question asks about the asker and the value's span is from
        another tenant."""
        plan = run.plan
        if (run.mode != "adaptive" or not run.settings.follow_partial or plan is None
                or sum(st.sq.id in sq.depends_on for sq in plan.sub_questions) < 2):
            return None
        opens = {c.id for c in st.claims if c.slot == st.sq.id}
        judged = [x for cid in opens for x in run.supports.get(cid, {}).values() if x.binding is not None]
        if not judged:
            return None
        best = max(judged, key=support_rank)
        own = run.asker_tenant
        if best.level < 0.5 or best.binding is None or (
                own is not None and _norm(best.span.metadata.tenant or PUBLIC_TENANT) != _norm(own)):
            return None
        value = _norm_value(best.binding.value)
        if any(x.relation == Relation.CONTRADICTS and x.binding is not None and _norm_value(x.binding.value) == value
               for x in judged):
            return None  # a span refutes the value itself
        return best.binding

    def _resolve_role(self, run: _Run, st: _SQ, binding: SlotBinding) -> None:
        """The answer to a final 'who' sub-question is a role ("the head of finance", from a span that names
        nobody): extend the plan with one optional sub-question, "Who is the head of finance?", whose claim
        "{sqNr} is the head of finance" binds the person (adaptive path, once). Not for a role relative to whoever
        asks ("the direct manager") nor one every span names as any of its kind ("approval from a department head"):
        :func:`~claimbound.verifier.names_one_holder`. The extension depends only on the recorded bindings, so a
        replay extends the plan the same way."""
        s = run.settings
        plan = run.plan
        value = binding.value
        if run.mode != "adaptive" or not s.resolve_roles or plan is None or not is_role(value):
            return
        if run.spent["hops"] >= s.max_hops:  # an optional step never spends the last hop
            return
        if st.sq.slot != "person" or any(st.sq.id in sq.depends_on for sq in plan.sub_questions):
            return
        new_id = f"{st.sq.id}r"
        if any(sq.id == new_id for sq in plan.sub_questions):
            return
        bound = [x for c in st.claims for x in run.supports.get(c.id, {}).values()
                 if x.binding is not None and x.binding.value == value]
        if not names_one_holder(value, [x.span.text[: max(0, x.binding.start - x.span.start)] for x in bound
                                        if x.binding is not None]):
            return  # "a department head", "the direct manager": no one person to look up
        role = value if value.casefold().startswith("the ") else f"the {value}"
        sq = SubQuestion(id=new_id, text=f"Who is {role}?", depends_on=[st.sq.id], slot="person")
        article = "" if re.match(r"(?:the|a|an)\s", value, re.I) else "the "  # "Mira Patel is the head of finance"
        claim = Claim(id=f"c{new_id}", text=f"{{{new_id}}} is {article}{{{st.sq.id}}}", sub_question_id=new_id,
                      weight=0.5, required=False, slot=new_id, answer_type="person")
        run.plan = plan.model_copy(update={"sub_questions": [*plan.sub_questions, sq], "claims": [*plan.claims, claim]})
        run.batches.append([sq])
        run.role_spans[new_id] = {x.span.span_id for x in bound}
        run.rec.note("resolve_role", {"sub_question": st.sq.id, "role": value}, {"added": new_id}, run.spent)

    def _place_hop(self, run: _Run, st: _SQ) -> bool:
        """A sub-question asking which country (nation, continent) whose evidence names only a smaller place is
        split in two (adaptive path, once, a hop) when its claim puts the slot after in / at / from / near, where
        containment carries over ("X is in Lyon", "Lyon is in France": X is in France). "In which country is acme's
        headquarters?" finds "Acme's headquarters is in Lyon", which no country slot takes. The open claim is judged
        again with a place slot against the best ``verify_chunk`` spans already verified that are about the claim's
        subject and offered no value of the kind at all; when it binds a place that is no country, the claim moves to
        a new sub-question ``{id}p`` bound to that place ("acme's headquarters is in Lyon") and this sub-question
        asks what contains it ("In which country is Lyon?": "Lyon is in {sq1}"), with fresh searches. Children keep
        depending on this sub-question, so the country, once found, fills them. False when nothing was split.

        The split depends only on the recorded verifier output, so a replay splits the plan the same way."""
        s = run.settings
        plan = run.plan
        if run.mode != "adaptive" or not s.place_hops or plan is None or run.spent["hops"] >= s.max_hops:
            return False
        new_id = f"{st.sq.id}p"
        opens = [c for c in st.claims if c.slot == st.sq.id]
        if (len(opens) != 1 or opens[0].answer_type not in _CONTAINERS or any(sq.id == new_id for sq in plan.sub_questions)
                or not re.search(rf"\b(?:in|at|from|near|within)\s+\{{{st.sq.id}\}}", opens[0].text)):
            return False  # only "X is in {sq1}", "X is from {sq1}": what lies in a place lies in its country too
        claim, kind = opens[0], str(opens[0].answer_type)
        judged = run.supports.get(claim.id, {})
        # only spans about the claim's subject that offered no value of the kind at all ("Acme's headquarters is in
        # Lyon" names acme and no country); both readings were recorded with the verifier's output
        spans = [h.span for h in sorted(st.pool.values(), key=lambda h: -h.score)
                 if h.span.span_id in judged and judged[h.span.span_id].binding is None
                 and judged[h.span.span_id].about_subject]
        spans = spans[: max(0, min(s.verify_chunk, s.max_verifier_pairs - run.spent["verifier_pairs"]))]
        if not spans:
            return False
        old_ref, new_ref = f"{{{st.sq.id}}}", f"{{{new_id}}}"
        moved = {"slot": new_id, "sub_question_id": new_id, "answer_type": "place"}
        placed = claim.model_copy(update={**moved, "text": claim.text.replace(old_ref, new_ref)})
        supports = self._verify_pairs(run, [placed], spans, f"{st.sq.id}:place")
        texts = {claim.id: placed.text}
        screened = [self._screened(run, texts, x) for x in supports]
        bound = [x for x in screened if x.level >= SUPPORTED and x.binding is not None
                 and closed_set_member(kind, x.binding.value) is False]
        inputs = {"sub_question": st.sq.id, "kind": kind}
        if run.rec.replaying():  # the span text may be masked: the recorded choice
            ev = run.rec.upcoming("place_hop", inputs)
            bound = [x for x in bound if ev is not None and x.span.span_id == ev.outputs.get("span")]
        else:  # a place the span names where something is ("is in Lyon", "based at ...", "from Lyon"), not a person
            bound = [x for x in bound if x.binding is not None and _LOCATED.search(
                x.span.text[: max(0, x.binding.start - x.span.start)])]
        if not bound:
            return False
        best = max(bound, key=support_rank)
        binding = best.binding
        assert binding is not None
        # the plan: the claim under the new sub-question; this one asks what contains the place
        values = {k: b.value for k, b in run.bindings.items()}
        where = SubQuestion(id=new_id, text=re.sub(rf"\b{kind}\b", "place", st.sq.text, count=1),
                            depends_on=list(st.sq.depends_on), slot="place")
        outer = SubQuestion(id=st.sq.id, text=f"In which {kind} is {new_ref}?", depends_on=[new_id], slot=kind)
        contains = Claim(id=f"{claim.id}p", text=f"{new_ref} is in {old_ref}", sub_question_id=st.sq.id,
                         weight=claim.weight, required=claim.required, slot=st.sq.id, answer_type=kind)
        run.plan = plan.model_copy(update={
            "sub_questions": [y for x in plan.sub_questions for y in ([where, outer] if x.id == st.sq.id else [x])],
            "claims": [y for c in plan.claims for y in (
                [c.model_copy(update={**moved, "text": c.text.replace(old_ref, new_ref)}), contains]
                if c.id == claim.id else [c])]})
        # the run: the place is bound and proven; this sub-question starts over on the new claim
        run.supports[claim.id] = {}
        verified = {sp.span_id for sp in spans}
        inner = _SQ(sq=where, text=fill_refs(where.text, values), claims=[placed], verified=verified,
                    pool={k: h for k, h in st.pool.items() if k in verified}, done=True,
                    reason=StopReason.EVIDENCE_SUFFICIENT)
        self._record_supports(run, inner, supports)  # screens them as above
        run.sqs[new_id] = inner
        run.filled[claim.id] = placed
        run.bindings[new_id] = binding
        values[new_id] = binding.value
        run.places.add(contains.id)
        filled = contains.model_copy(update={"text": fill_refs(contains.text, values, keep=st.sq.id)})
        run.filled[contains.id] = filled
        run.supports[contains.id] = {}
        st.sq, st.text, st.claims = outer, fill_refs(outer.text, values), [filled]
        st.pending, st.tried, st.pool, st.verified = _initial_queries(outer, values), [], {}, set()
        st.corrections, st.progress, st.round_verified, st.followed, st.corroborated = 0, False, 0, False, False
        run.spent["hops"] += 1
        run.rec.note("place_hop", inputs, {"place": binding.value, "span": best.span.span_id, "added": new_id}, run.spent)
        return True

    def _corroborate(self, run: _Run, st: _SQ, binding: SlotBinding) -> bool:
        """Queue one search for a bound name before the sub-question is accepted (once per sub-question, adaptive
        path): "Simon & Simon starred Gerald McRaney" is then also judged against the page about Gerald McRaney.
        That round verifies only new spans of a page titled with the value (other spans the search finds are
        left unjudged, as they would have been; titles, unlike span text, survive trace redaction, so replays
        agree). False for numbers and dates and for a value already searched (a page already in the pool is
        searched anyway: its defining lead sentence is often not yet among the spans judged)."""
        s = run.settings
        if run.mode != "adaptive" or not s.corroborate_answers or st.corroborated:
            return False
        st.corroborated = True
        value = binding.value.strip()
        whole = slot_candidates(value)
        if not value or (whole and whole[0].kind in ("number", "frequency") and whole[0].value == value):
            return False
        if value.casefold() in {q.casefold() for q in st.tried}:
            return False
        st.pending, st.focus, st.focus_value = [value], set(), value
        run.rec.note("corroborate", {"sub_question": st.sq.id}, {"queries": st.pending}, run.spent)
        return True

    def _follow(self, run: _Run, st: _SQ) -> bool:
        """Queue searches for names that the sub-question's best-judged spans mention but the question does not
        (once per sub-question, adaptive path): a span saying "... appeared on Welcome to the Show with Sulli"
        leads to the document about Sulli. False when there is nothing to follow.

        The names are read from span text, which a redacted trace masks, so a replay takes them from the recorded
        ``follow`` event (no event: nothing was followed) instead of re-reading the text."""
        s = run.settings
        if run.mode != "adaptive" or st.followed or s.follow_entities <= 0:
            return False
        st.followed = True

        def names() -> list[str]:
            judged = sorted((x for c in st.claims for x in run.supports.get(c.id, {}).values()), key=support_rank,
                            reverse=True)
            asked = " ".join([run.question, st.text, *(c.text for c in st.claims)])
            found: list[str] = []
            seen_spans: set[str] = set()
            for sup in judged:
                if sup.span.span_id in seen_spans:
                    continue
                seen_spans.add(sup.span.span_id)
                for cand in slot_candidates(sup.span.text):
                    if cand.kind != "name" or restates(asked, cand.value, _STOP) or cand.value == sup.span.title:
                        continue
                    if cand.value not in found and cand.value not in st.tried:
                        found.append(cand.value)
                if len(seen_spans) >= 3 or len(found) >= s.follow_entities:
                    break
            return found[: s.follow_entities]

        inputs = {"sub_question": st.sq.id}
        if run.rec.replaying():
            ev = run.rec.upcoming("follow", inputs)
            st.pending = list(ev.outputs.get("queries", [])) if ev is not None else []
        else:
            st.pending = names()
        if not st.pending:
            return False
        run.rec.note("follow", inputs, {"queries": st.pending}, run.spent)
        return True

    def _rebind(self, run: _Run, st: _SQ) -> bool:
        """Retry a failed child with its parent's next-best distinct value from the same document (a hop; e.g. a
        profile naming a headquarters city and other office cities); False when none is left.

        The abandoned value's supports drop to level 0 with the reason, so the parent's row cites the new value.
        Only a parent no other sub-question of this batch depends on is rebound. An optional role sub-question
        ("Who is the direct manager?", :meth:`_resolve_role`) that finds nobody rebinds nothing: the role itself is
        a proven answer.
        """
        s = run.settings
        plan = run.plan
        if (run.mode != "adaptive" or plan is None or s.bridge_alternatives <= 0 or run.spent["hops"] >= s.max_hops
                or st.sq.id in run.role_spans):
            return False
        for p in st.sq.depends_on:
            if p not in run.bindings or run.rebinds.get(p, 0) >= s.bridge_alternatives:
                continue
            if any(o is not st and p in o.sq.depends_on for o in run.active):
                continue
            parent = run.sqs.get(p)
            if parent is None:
                continue
            open_ids = [c.id for c in parent.claims if c.slot == p]
            old = run.bindings[p]
            used = run.tried_values.setdefault(p, {_norm_value(old.value)})
            cands = [
                x
                for cid in open_ids
                for x in run.supports.get(cid, {}).values()
                if x.level >= SUPPORTED
                and x.binding is not None
                and x.binding.doc_id == old.doc_id  # alternatives the same document lists, not superseded sources
                and _norm_value(x.binding.value) not in used
            ]
            if not cands:
                continue
            new = max(cands, key=support_rank).binding
            assert new is not None
            for cid in open_ids:
                bucket = run.supports[cid]
                for sid, x in list(bucket.items()):
                    if x.binding is not None and _norm_value(x.binding.value) == _norm_value(old.value):
                        bucket[sid] = x.model_copy(
                            update={
                                "level": 0.0,
                                "relation": Relation.NEUTRAL,
                                "reason": f"bridge value {old.value!r} abandoned: sub-question {st.sq.id} found no "
                                f"evidence with it; " + x.reason,
                            }
                        )
            used.add(_norm_value(new.value))
            run.rebinds[p] = run.rebinds.get(p, 0) + 1
            run.bindings[p] = new
            run.spent["hops"] += 1
            values = {k: b.value for k, b in run.bindings.items()}
            claims = _prepared_claims(plan, st.sq, values)
            for c in claims:
                run.filled[c.id] = c
                run.supports[c.id] = {}
                run.reasons.pop(c.id, None)
            st.text, st.claims = fill_refs(st.sq.text, values), claims
            st.pending, st.tried, st.pool, st.verified = _initial_queries(st.sq, values), [], {}, set()
            st.corrections, st.progress, st.round_verified, st.wants, st.why = 0, False, 0, "", ""
            run.rec.note(
                "rebind",
                {"sub_question": st.sq.id, "parent": p},
                {"old": old.value, "new": new.value, "queries": st.pending, "claims": [c.text for c in claims]},
                run.spent,
            )
            return True
        return False

    def _correct(self, run: _Run) -> State:
        s = run.settings
        values = {k: b.value for k, b in run.bindings.items()}
        changes: dict[str, Any] = {}
        for st in run.active:
            if st.done or st.wants != "correct":
                continue
            tried = {q.casefold() for q in st.tried}
            claim_texts = [c.text for c in st.claims if c.required] or [c.text for c in st.claims]
            candidates: list[str] = []
            source = "rule"
            if self.rewriter is not None:
                rw = self.rewriter

                def live(st: _SQ = st, claim_texts: list[str] = claim_texts, rw: Any = rw) -> dict[str, Any]:
                    errors: list[str] = []
                    pred, _, calls = self._with_retries(
                        lambda: rw(sub_question=st.text, claims=claim_texts, failed_queries=st.tried), s, errors
                    )
                    query = getattr(pred, "query", None) if pred is not None else None
                    if not isinstance(query, str) or not query.strip():
                        errors.append("the LM gave no query")
                        return {"query": None, "errors": errors, "lm_calls": calls}
                    return {"query": query.strip(), "errors": errors, "lm_calls": calls}

                out = run.rec.call(
                    "rewrite", {"sub_question": st.sq.id, "text": st.text, "failed": st.tried}, live, run.spent
                )
                run.spent["lm_calls"] += int(out.get("lm_calls", 0))
                if out.get("query"):
                    candidates.append(str(out["query"]))
                    source = "lm"
            candidates += rule_rewrites(st.text, [fill_refs(t, values) for t in claim_texts], run.question)
            fresh = next((c for c in candidates if c.casefold() not in tried), None)
            st.corrections += 1
            run.spent["corrections"] += 1
            if fresh is None and self._rebind(run, st):
                changes[st.sq.id] = {"loop": True, "rebind": True}
                continue
            if fresh is None:
                st.done = True
                st.reason = StopReason.LOOP_DETECTED
                st.why = "every query rewrite repeats a query already tried"
                for c in st.claims:
                    run.reasons.setdefault(c.id, f"sub-question {st.sq.id}: {st.why}")
                changes[st.sq.id] = {"loop": True, "candidates": candidates}
                continue
            st.pending.append(fresh)
            changes[st.sq.id] = {"query": fresh, "source": source if fresh == candidates[0] else "rule"}
        run.rec.note("correct", {"hop": run.spent["hops"]}, {"changes": changes}, run.spent)
        if any(not st.done for st in run.active):
            return State.RETRIEVE
        return State.NEXT_BATCH

    def _one_shot_retrieve(self, run: _Run) -> State:
        """One-shot mode: one retrieval on the raw question (first batch only), every batch verified on it."""
        s = run.settings
        pool = run.one_shot_pool
        if pool is None:
            result = self._search(run, run.question, "question", s.k)
            if self._handle_source(run, result):
                return State.ANSWER
            pool = [h.span for h in sorted(result.hits, key=lambda h: -h.score)]
            run.one_shot_pool = pool
        for st in run.active:
            st.pool = {sp.span_id: SearchHit(span=sp, score=float(len(pool) - i)) for i, sp in enumerate(pool)}
        self._verify(run)
        for st in run.active:
            if st.done:
                continue
            ok, binding, _conflicted = self._sq_complete(run, st)
            st.done = True
            if ok:
                st.reason = StopReason.EVIDENCE_SUFFICIENT
                if binding is not None:
                    run.bindings[st.sq.id] = binding
            else:
                st.reason = StopReason.NO_PROGRESS
                st.why = "not supported by the one retrieval on the question"
                for c in st.claims:
                    run.reasons.setdefault(c.id, f"sub-question {st.sq.id}: {st.why}")
        run.rec.note(
            "decide",
            {"hop": run.spent["hops"], "mode": "one_shot"},
            {"bindings": {k: b.value for k, b in run.bindings.items()}},
            run.spent,
        )
        if run.budget_hit:
            run.stop = StopReason.BUDGET_EXHAUSTED
            return State.ANSWER
        return State.NEXT_BATCH

    # ------------------------------------------------------------------ answer

    def _final_stop(self, run: _Run, coverage: CoverageTable, conflicts: ConflictTable) -> StopReason:
        if run.stop is not None:
            return run.stop
        required = [r for r in coverage.rows if r.required]
        if required and all(r.level >= SUPPORTED for r in required):
            req_ids = {r.claim_id for r in required}
            if any(c.claim_id in req_ids for c in conflicts.unresolved()):
                return StopReason.UNRESOLVED_CONFLICT
            return StopReason.EVIDENCE_SUFFICIENT
        reasons = [st.reason for st in run.sqs.values() if st.reason and st.reason != StopReason.EVIDENCE_SUFFICIENT]
        for r in (StopReason.BUDGET_EXHAUSTED, StopReason.LOOP_DETECTED, StopReason.NO_PROGRESS):
            if r in reasons:
                return r
        return StopReason.NO_PROGRESS

    def _replacements(self, run: _Run, coverage: CoverageTable) -> dict[str, Span]:
        """Document id -> a span of a newer document, visible to this principal, that says it replaces it
        (:func:`replaces`), for each dated, titled document whose span proves a claim (or most contradicts one left
        unproven). One search per such document, traced like the others (purpose ``replaced``)."""
        proven: dict[str, Span] = {}
        for row in coverage.rows:
            # the spans proving a claim, or for a claim left unproven the one that contradicts it most
            against = [x for x in row.supports if x.relation == Relation.CONTRADICTS and x.binding is None]
            said = [x for x in row.supports if x.level >= SUPPORTED] or (
                [max(against, key=lambda x: x.score)] if row.level < SUPPORTED and against else [])
            for x in said:
                meta = x.span.metadata
                if x.span.title and (meta.published_at or meta.version):
                    proven.setdefault(x.span.doc_id, x.span)
        out: dict[str, Span] = {}
        for doc_id, span in proven.items():
            result = self._search(run, f"replaces {span.title}", "replaced", run.settings.k)
            newer = [h.span for h in result.hits if h.span.doc_id != doc_id and replaces(h.span.text, span.title)
                     and _newer(h.span, span)]
            if newer:
                out[doc_id] = newer[0]
        return out

    def _answer(self, run: _Run) -> State:
        s = run.settings
        plan = run.plan
        claims = [run.filled[c.id] for c in plan.claims] if plan is not None else []
        coverage, conflicts = self._tables(run, claims) if claims else (CoverageTable(), ConflictTable())
        # a question about a past version ("What was the meal allowance in 2023?", "Has it changed?", "What did it
        # use to be?") reads it
        dated = plan is not None and (plan.kind == "change" or bool(plan.temporal)
                                      or any(asks_earlier(c.text) for c in claims))
        replaced = (self._replacements(run, coverage) if s.check_replaced and run.mode == "adaptive" and claims
                    and not dated else {})
        if replaced:
            coverage = _current_evidence(coverage, replaced, run)
        stop = self._final_stop(run, coverage, conflicts)
        if stop == StopReason.UNRESOLVED_CONFLICT and run.stop is None:
            run.stop = stop
        clarification = None
        if stop == StopReason.CLARIFICATION_REQUIRED:
            clarification = (plan.clarification if plan else None) or "Which one do you mean?"
        answer = compose(
            run.question,
            plan,
            coverage,
            conflicts,
            stop,
            bindings=run.bindings,
            reasons=run.reasons,
            abstain_reason=run.abstain,
            clarification=clarification,
            trace_id=run.trace_id,
            citations_per_claim=s.citations_per_claim,
            case_fits=_case_fits(run.question) if plan is not None and plan.kind == "superlative" else None,
        )
        if self.writer is not None or run.rec.prefix_has("write"):
            if answer.status in (AnswerStatus.ANSWERED, AnswerStatus.DEGRADED):
                answer = self._write(run, answer)
        run.rec.note(
            "answer",
            {"stop_reason": stop.value},
            {
                "status": answer.status.value,
                "coverage": answer.coverage,
                "citations": [c.span_id for c in answer.citations],
                "unresolved": [u.claim_id for u in answer.unresolved],
                "removed_sentences": answer.removed_sentences,
                "why": {
                    "budget": run.budget_hit,
                    "abstain": run.abstain,
                    "sub_questions": {
                        k: {"reason": st.reason.value if st.reason else None, "detail": st.why}
                        for k, st in run.sqs.items()
                    },
                },
            },
            run.spent,
        )
        cost = Cost(
            hops=run.spent["hops"],
            transitions=run.spent["transitions"],
            queries=run.spent["queries"],
            verifier_pairs=run.spent["verifier_pairs"],
            lm_calls=run.spent["lm_calls"],
            wall_ms=round(sum(e.duration_ms for e in run.rec.events), 3),
        )
        run.answer = answer.model_copy(update={"cost": cost, "question": run.asked})
        return State.DONE

    def _write(self, run: _Run, answer: GroundedAnswer) -> GroundedAnswer:
        s = run.settings
        allowed = bound_supports(answer)
        if not allowed or any(c.relation == Relation.CONTRADICTS for c in answer.citations):
            return answer  # a writer may cite only supporting spans: a "No." and its refuting citation stay as composed
        writer = self.writer

        def live() -> dict[str, Any]:
            errors: list[str] = []
            if writer is None:
                raise ModelError("replay reached the answer writer, but the trace holds no writer output")
            sentences, _, calls = self._with_retries(lambda: writer.write(run.question, allowed), s, errors)
            lm_calls = calls if _is_lm(writer) else 0
            if sentences is None:
                return {"sentences": None, "errors": errors, "lm_calls": lm_calls}
            # the tenants each sentence's cited spans name, read here (span text) and recorded for replays
            named = [sorted(set(mentioned_tenants(" ".join(by_span[x].text for x in dict.fromkeys(c) if x in by_span),
                                                  tenants))) for _, c in sentences]
            return {"sentences": [[t, list(c)] for t, c in sentences], "span_tenants": named, "errors": errors,
                    "lm_calls": lm_calls}

        by_span = {x.span.span_id: x.span for x in allowed}
        tenants = self._tenants_from_trace(run)
        out = run.rec.call("write", {"spans": [x.span.span_id for x in allowed]}, live, run.spent)
        run.spent["lm_calls"] += int(out.get("lm_calls", 0))
        if out.get("sentences") is None:
            return answer  # the extractive answer stands; the reason is in the trace event
        sentences = [(str(t), [str(x) for x in c]) for t, c in out["sentences"]]
        named = out.get("span_tenants")
        checks: list[list[Support]] = []
        refused: list[bool] = []
        for i, (text, cites) in enumerate(sentences):
            own = run.principal.tenant
            spans = [by_span[c] for c in dict.fromkeys(cites) if c in by_span]
            seen_names = set(named[i] if named is not None else
                             mentioned_tenants(" ".join(sp.text for sp in spans), tenants))
            foreign = [
                t
                for t in mentioned_tenants(text, tenants)
                if (own is None or _norm(t) != _norm(own)) and t not in seen_names
            ]
            if foreign or not spans or len(spans) != len(set(cites)):
                refused.append(True)
                checks.append([])
                continue
            refused.append(False)
            claim = Claim(id=f"w{i + 1}", text=text, sub_question_id="answer", weight=1.0)
            checks.append(self._verify_pairs(run, [claim], spans, "written_sentence"))
        new, _removed = apply_written(answer, sentences, checks, allowed=allowed, refused=refused)
        return new

    def _tenants_from_trace(self, run: _Run) -> list[str]:
        for ev in run.rec.events:
            if ev.kind == "tenants":
                return [t for t in (ev.outputs.get("tenants") or []) if _norm(t) != _norm(PUBLIC_TENANT)]
        return []

    # ------------------------------------------------------------------ retries

    @staticmethod
    def _with_retries(fn: Callable[[], Any], s: Settings, errors: list[str]) -> tuple[Any, str, int]:
        """Call ``fn`` up to ``1 + lm_retries`` times; returns (result or None, 'primary', attempts)."""
        attempts = 0
        for i in range(s.lm_retries + 1):
            attempts += 1
            try:
                return fn(), "primary", attempts
            except UserInputError as exc:
                if not isinstance(exc, (ConfigError, InvalidPlanError)):
                    raise
                errors.append(f"{type(exc).__name__}: {exc}")
            except Exception as exc:  # model timeouts, rate limits, malformed output: retry, then fall back
                errors.append(f"{type(exc).__name__}: {exc}")
            if i < s.lm_retries and s.retry_backoff_s:
                time.sleep(s.retry_backoff_s * (2**i))
        return None, "primary", attempts


def replay(trace: Trace) -> GroundedAnswer:
    """Reproduce the answer of a recorded run without any component: every model output comes from the trace."""
    comps = trace.settings.get("components", {}) or {}
    pipe = Pipeline(
        _Unavailable("index", "retriever"),  # type: ignore[arg-type]
        _Unavailable(str(comps.get("planner") or "planner"), "planner"),  # type: ignore[arg-type]
        _Unavailable(str(comps.get("verifier") or "verifier"), "verifier"),  # type: ignore[arg-type]
        writer=_Unavailable(str(comps["writer"]), "answer writer") if comps.get("writer") else None,  # type: ignore[arg-type]
    )
    if comps.get("rewriter") == "lm":
        pipe.rewriter = _Unavailable("lm", "query rewriter")  # type: ignore[assignment]
    return pipe.replay(trace)
