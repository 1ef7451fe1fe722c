"""Shared vocabulary: the pydantic models every stage speaks.

No stage imports another stage's internals; they exchange these models only.
Every model serialises to JSON and back unchanged (``Model.model_validate_json(m.model_dump_json()) == m``).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from enum import Enum
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, WithJsonSchema, field_validator, model_validator

from claimbound.sentences import blank_cell, table_cells

PUBLIC_TENANT = "public"

SUPPORT_LEVELS = (0.0, 0.5, 1.0)


def _check_level(value: float) -> float:
    if value not in SUPPORT_LEVELS:
        raise ValueError(f"support level must be 0, 0.5 or 1, got {value!r}")
    return float(value)


SupportLevel = Annotated[float, AfterValidator(_check_level), WithJsonSchema({"enum": list(SUPPORT_LEVELS)})]
"""How far a span supports a claim: 0 (not / contradicted), 0.5 (partly), 1 (fully)."""


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=False, validate_assignment=False)


# --------------------------------------------------------------------------- access


class Principal(_Model):
    """Who is asking: a tenant and the roles held in it. ``tenant=None`` sees public documents only."""

    tenant: str | None = None
    roles: list[str] = Field(default_factory=list)

    def cache_key(self) -> str:
        """A stable key for caches that must never be shared across principals."""
        return f"{self.tenant or ''}|{','.join(sorted(self.roles))}"


class DocMetadata(BaseModel):
    """Access control and provenance of a document (keys of ../shared/datasets/README.md).

    ``tenant`` absent or ``"public"``: visible to everyone. ``roles`` absent: any role of that tenant.
    Unknown keys are kept (``extra="allow"``) so dataset-specific metadata survives a round trip.
    """

    model_config = ConfigDict(extra="allow")

    tenant: str = PUBLIC_TENANT
    roles: list[str] | None = None
    version: str | None = None
    published_at: datetime | None = None
    source: str | None = None
    authority: float | None = None

    @field_validator("tenant", mode="before")
    @classmethod
    def _tenant_default(cls, v: Any) -> Any:
        return PUBLIC_TENANT if v in (None, "") else v

    @field_validator("version", mode="before")
    @classmethod
    def _version_str(cls, v: Any) -> Any:
        return None if v is None else str(v)

    @field_validator("authority", mode="before")
    @classmethod
    def _authority_num(cls, v: Any) -> Any:
        if v is None or isinstance(v, (int, float)):
            return v
        try:
            return float(v)
        except (TypeError, ValueError):
            return None

    def visible_to(self, principal: Principal) -> bool:
        """The access rule, for checks outside the index (the index applies it inside the query)."""
        if self.tenant == PUBLIC_TENANT:
            return True
        if principal.tenant != self.tenant:
            return False
        return self.roles is None or bool(set(self.roles) & set(principal.roles))


# --------------------------------------------------------------------------- corpus


class Document(_Model):
    """One corpus document. ``sentences``, when given, concatenate to ``text``."""

    doc_id: str
    title: str = ""
    text: str
    sentences: list[str] | None = None
    metadata: DocMetadata = Field(default_factory=DocMetadata)


class Span(_Model):
    """A sentence-bounded piece of a document with exact character offsets.

    Invariant: ``document.text[span.start:span.end] == span.text``.
    ``sentence_ids`` are the dataset's own sentence indices the span covers (when the dataset gives them).
    """

    span_id: str
    doc_id: str
    start: int = Field(ge=0)
    end: int = Field(ge=0)
    text: str
    title: str = ""
    sentence_ids: list[int] = Field(default_factory=list)
    metadata: DocMetadata = Field(default_factory=DocMetadata)
    table_header: list[str] = Field(default_factory=list)
    """The column names of the Markdown table this span is a body row of (``[]`` for any other span)."""
    lead: int = Field(default=0, ge=0)
    """Characters at the start of ``text`` that are sentences before the one retrieved, added because it opens by
    pointing back to them ("His calendar ..."): read as its context, never the source of a slot's value."""

    def reading(self, *, title: bool = True, columns: Sequence[int] | None = None) -> str:
        """The text a model reads for this span: ``"Title: text"`` when it has a title, and a table row as its
        cells under their column names ("set: vitaminc; licence: CC BY-SA 3.0"), since a row alone does not say
        which value is which; ``columns`` picks some of them (all by default). Empty cells and ones of nothing but
        dashes are left out."""
        text = self.text
        values = [text[s:e] for s, e in table_cells(text)] if self.table_header else []
        if values and len(values) == len(self.table_header):
            picked = range(len(values)) if columns is None else columns
            text = "; ".join(f"{self.table_header[i]}: {values[i]}" if self.table_header[i] else values[i]
                             for i in picked if not blank_cell(values[i]))
        return f"{self.title}: {text}" if title and self.title else text

    @model_validator(mode="after")
    def _offsets(self) -> Span:
        if self.end < self.start:
            raise ValueError(f"span {self.span_id}: end {self.end} < start {self.start}")
        if self.lead > len(self.text):
            raise ValueError(f"span {self.span_id}: lead {self.lead} is longer than its text ({len(self.text)})")
        if self.end - self.start != len(self.text):
            raise ValueError(
                f"span {self.span_id}: offsets {self.start}:{self.end} do not match text length {len(self.text)}"
            )
        return self


# --------------------------------------------------------------------------- retrieval


class SearchMode(str, Enum):
    BM25 = "bm25"
    DENSE = "dense"
    HYBRID = "hybrid"


class SearchOutcome(str, Enum):
    """Why a search returned what it returned. Never a bare empty list."""

    OK = "ok"
    NO_MATCH = "no_match"
    ACCESS_DENIED = "access_denied"
    SOURCE_ERROR = "source_error"
    STALE_INDEX = "stale_index"


class SearchHit(_Model):
    """A retrieved span with its fused score and each signal's own score and rank (1-based)."""

    span: Span
    score: float
    scores: dict[str, float] = Field(default_factory=dict)
    ranks: dict[str, int] = Field(default_factory=dict)


class SearchResult(_Model):
    query: str
    mode: SearchMode
    outcome: SearchOutcome
    hits: list[SearchHit] = Field(default_factory=list)
    message: str = ""
    access_filter: str = Field("", description="The access filter the index applied, as text, for the trace.")


# --------------------------------------------------------------------------- planning


class Route(str, Enum):
    NO_RETRIEVAL = "no_retrieval"
    SINGLE_HOP = "single_hop"
    MULTI_HOP = "multi_hop"
    CLARIFY = "clarify"


class SubQuestion(_Model):
    """A sub-question. ``depends_on`` lists sub-question ids whose answers its text refers to (``{sq1}``)."""

    id: str
    text: str
    depends_on: list[str] = Field(default_factory=list)
    queries: list[str] = Field(default_factory=list)
    slot: str | None = Field(None, description="What the sub-question asks for (e.g. 'person', 'date').")


class Claim(_Model):
    """What must be proven. ``slot`` names an open value (``{sq1}``-style placeholder in ``text``)
    bound later from evidence; ``None`` for a closed claim. A claim with a ``slot`` whose ``text`` no longer holds the
    placeholder has had a value filled in by the caller (the controller's cross-check of a bound value)."""

    id: str
    text: str
    sub_question_id: str
    weight: float = Field(1.0, gt=0.0, le=1.0)
    required: bool = True
    slot: str | None = None
    answer_type: str | None = Field(
        None, description="What kind of value the open slot takes (person, location, date, ...), from the sub-question."
    )
    several: bool = Field(
        False, description="The sub-question asks for every value of the open slot ('Which cities does acme have "
        "offices in?'): a list the span gives whole ('Paris and Berlin') answers it before any one of its items."
    )
    reported_in: list[str] = Field(
        default_factory=list,
        description="Where the question says the fact was reported, verbatim ('the Fortune article suggests', 'as "
        "reported by TechCrunch and The Verge'); a span whose document has another source supports it only partly.",
    )


# --------------------------------------------------------------------------- verification


class Relation(str, Enum):
    ENTAILS = "entails"
    NEUTRAL = "neutral"
    CONTRADICTS = "contradicts"


class SlotBinding(_Model):
    """A value bound to a claim's open slot, and where in the document it came from."""

    slot: str
    value: str
    doc_id: str
    start: int = Field(ge=0)
    end: int = Field(ge=0)


class Support(_Model):
    """One (claim, span) judgement. ``level`` is 0, 0.5 or 1; ``score`` the backend's confidence."""

    claim_id: str
    span: Span
    level: SupportLevel
    relation: Relation
    score: float
    verifier: str
    probs: dict[str, float] = Field(default_factory=dict)
    binding: SlotBinding | None = None
    reason: str = ""
    reversed: bool = Field(
        default=False,
        description="A deterministic check found that the span states the claim with the opposite polarity (a "
        "negation, an antonym) and turned the model's entailment into this contradiction: the model's entailment "
        "probability is then its confidence that the claim is false.",
    )
    about_subject: bool | None = Field(
        default=None,
        description="The span's title or text names one of the claim's subject words "
        "(claimbound.claims.plan.anchors); None when not recorded, and then read from the span.",
    )
    claim_words: list[str] | None = Field(
        default=None,
        description="The claim's content words that the span's title or text contains "
        "(claimbound.claims.plan.claim_words_in); None when not recorded, and then read from the span.",
    )
    default_case: str | None = Field(
        default=None,
        description="The span's case for the places it does not name ('in other cities') that the claim's place "
        "was judged as (the claim named a place the span does not); such a support proves the claim only while "
        "no span names the place itself.",
    )


class CoverageRow(_Model):
    claim_id: str
    claim_text: str
    weight: float
    required: bool
    level: SupportLevel = 0.0
    best: Support | None = None
    supports: list[Support] = Field(default_factory=list, description="Every per-span judgement, best first.")


class CoverageTable(_Model):
    rows: list[CoverageRow] = Field(default_factory=list)

    @property
    def coverage(self) -> float:
        """``sum(w * level) / sum(w)``; 0 for an empty table."""
        total = sum(r.weight for r in self.rows)
        return 0.0 if total == 0 else sum(r.weight * r.level for r in self.rows) / total

    def row(self, claim_id: str) -> CoverageRow:
        for r in self.rows:
            if r.claim_id == claim_id:
                return r
        raise KeyError(claim_id)


class ConflictKind(str, Enum):
    CONTRADICTION = "contradiction"
    SLOT_MISMATCH = "slot_mismatch"


class ConflictResolution(str, Enum):
    EXPLAINED = "explained"
    UNRESOLVED = "unresolved"


class Conflict(_Model):
    claim_id: str
    kind: ConflictKind
    resolution: ConflictResolution
    supporting: list[Support] = Field(default_factory=list)
    opposing: list[Support] = Field(default_factory=list)
    winner_span_id: str | None = None
    explanation: str = ""
    conditions: dict[str, str] = Field(
        default_factory=dict,
        description="For alternatives one document gives under different amount conditions: span id -> the "
        "condition that span states ('expenses above 500 EUR'). The answer then gives every value with its condition.",
    )


class ConflictTable(_Model):
    conflicts: list[Conflict] = Field(default_factory=list)

    def unresolved(self) -> list[Conflict]:
        return [c for c in self.conflicts if c.resolution == ConflictResolution.UNRESOLVED]


# --------------------------------------------------------------------------- control and answers


class StopReason(str, Enum):
    EVIDENCE_SUFFICIENT = "evidence_sufficient"
    BUDGET_EXHAUSTED = "budget_exhausted"
    NO_PROGRESS = "no_progress"
    LOOP_DETECTED = "loop_detected"
    UNRESOLVED_CONFLICT = "unresolved_conflict"
    CLARIFICATION_REQUIRED = "clarification_required"
    OUT_OF_SCOPE = "out_of_scope"
    SOURCE_ERROR = "source_error"


class TraceEvent(_Model):
    """One step of a run. ``outputs`` holds recorded model outputs so a replay needs no model call."""

    seq: int
    kind: str
    inputs: dict[str, Any] = Field(default_factory=dict)
    outputs: dict[str, Any] = Field(default_factory=dict)
    duration_ms: float = 0.0
    budget: dict[str, int] = Field(default_factory=dict)


class Trace(_Model):
    trace_id: str
    question: str
    principal: Principal
    settings: dict[str, Any] = Field(default_factory=dict)
    events: list[TraceEvent] = Field(default_factory=list)


class AnswerStatus(str, Enum):
    ANSWERED = "answered"
    DEGRADED = "degraded"
    ABSTAINED = "abstained"
    CLARIFICATION = "clarification"


class Citation(_Model):
    """A cited span: ``quote == document.text[start:end]``. ``relation`` says what the span does to the claim:
    it entails it (the usual citation), or it contradicts it (the evidence behind a "No." to a yes/no question)."""

    claim_id: str
    span_id: str
    doc_id: str
    start: int
    end: int
    quote: str
    level: SupportLevel
    relation: Relation = Relation.ENTAILS

    @classmethod
    def of(cls, claim_id: str, support: Support) -> Citation:
        """The citation of ``support``'s span for ``claim_id``: the exact quote and its offsets."""
        span = support.span
        return cls(claim_id=claim_id, span_id=span.span_id, doc_id=span.doc_id, start=span.start, end=span.end,
                   quote=span.text, level=support.level, relation=support.relation)


class UnresolvedClaim(_Model):
    claim_id: str
    text: str
    level: SupportLevel
    reason: str


class Cost(_Model):
    hops: int = 0
    transitions: int = 0
    queries: int = 0
    verifier_pairs: int = 0
    lm_calls: int = 0
    wall_ms: float = 0.0


class GroundedAnswer(_Model):
    question: str
    status: AnswerStatus
    text: str
    citations: list[Citation] = Field(default_factory=list)
    unresolved: list[UnresolvedClaim] = Field(default_factory=list)
    stop_reason: StopReason
    coverage: float = Field(0.0, ge=0.0, le=1.0)
    claims: CoverageTable = Field(default_factory=CoverageTable)
    conflicts: ConflictTable = Field(default_factory=ConflictTable)
    clarification: str | None = None
    citation_precision: float | None = None
    short_answer: str | None = Field(
        None,
        description="The answer itself, when the evidence settles it: the bound value(s), 'Yes', 'No', or the option a "
        "comparison asks for; the text then opens with it. None for a degraded or declined answer, or one that only "
        "states proven claims.",
    )
    removed_sentences: int = Field(0, ge=0, description="Written sentences removed because no cited span supports them.")
    ignored: list[str] = Field(
        default_factory=list,
        description="Sentences of the question left out of the plan (instructions aimed at the system, requests about "
        "the answer's form, greetings, context beside a question): nothing in the answer follows them.",
    )
    cost: Cost = Field(default_factory=Cost)
    trace_id: str | None = None
