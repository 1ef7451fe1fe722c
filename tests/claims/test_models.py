"""JSON round trips and invariants of the shared vocabulary."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, ValidationError

from claimbound.claims import (
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
    DocMetadata,
    Document,
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
    UnresolvedClaim,
)

META = DocMetadata(tenant="acme", roles=["staff"], version="2", published_at="2024-03-01T00:00:00Z", source="hr")
SPAN = Span(span_id="d1#0", doc_id="d1", start=0, end=19, text="Meals are 80 USD/d.", metadata=META)
SUPPORT = Support(
    claim_id="c1",
    span=SPAN,
    level=1.0,
    relation=Relation.ENTAILS,
    score=0.93,
    verifier="fake",
    probs={"entails": 0.93, "neutral": 0.05, "contradicts": 0.02},
    binding=SlotBinding(slot="amount", value="80 USD", doc_id="d1", start=10, end=16),
)
ROW = CoverageRow(claim_id="c1", claim_text="meal cap is 80 USD", weight=0.5, required=True, level=1.0, best=SUPPORT,
                  supports=[SUPPORT])
CONFLICT = Conflict(claim_id="c1", kind=ConflictKind.CONTRADICTION, resolution=ConflictResolution.EXPLAINED,
                    supporting=[SUPPORT], opposing=[SUPPORT], winner_span_id="d1#0", explanation="newer version")

EXAMPLES: list[BaseModel] = [
    Principal(tenant="acme", roles=["staff"]),
    META,
    Document(doc_id="d1", title="Travel", text="Meals are 80 USD/d.", metadata=META),
    SPAN,
    SearchHit(span=SPAN, score=0.1, scores={"bm25": 3.2, "dense": 0.7}, ranks={"bm25": 1, "dense": 2}),
    SearchResult(query="meal", mode=SearchMode.HYBRID, outcome=SearchOutcome.OK, access_filter="tenant:acme"),
    SubQuestion(id="sq1", text="Who publishes X?", queries=["X publisher"], slot="organisation"),
    Claim(id="c1", text="{sq1} publishes X", sub_question_id="sq1", weight=0.5, slot="sq1"),
    Plan(question="q", route=Route.MULTI_HOP, sub_questions=[SubQuestion(id="sq1", text="a")],
         claims=[Claim(id="c1", text="a", sub_question_id="sq1")]),
    SUPPORT,
    ROW,
    CoverageTable(rows=[ROW]),
    CONFLICT,
    ConflictTable(conflicts=[CONFLICT]),
    TraceEvent(seq=0, kind="retrieve", inputs={"q": "x"}, outputs={"ids": ["a"]}, duration_ms=1.5, budget={"q": 1}),
    Trace(trace_id="t", question="q", principal=Principal(tenant="acme"), events=[TraceEvent(seq=0, kind="plan")]),
    Citation(claim_id="c1", span_id="d1#0", doc_id="d1", start=0, end=19, quote=SPAN.text, level=1.0),
    UnresolvedClaim(claim_id="c2", text="x", level=0.0, reason="no span"),
    Cost(hops=2, queries=3),
    GroundedAnswer(question="q", status=AnswerStatus.DEGRADED, text="t", stop_reason=StopReason.BUDGET_EXHAUSTED,
                   claims=CoverageTable(rows=[ROW]), conflicts=ConflictTable(conflicts=[CONFLICT]), coverage=0.5),
]


@pytest.mark.parametrize("model", EXAMPLES, ids=lambda m: type(m).__name__)
def test_json_round_trip(model: BaseModel) -> None:
    again = type(model).model_validate_json(model.model_dump_json())
    assert again == model
    assert again.model_dump_json() == model.model_dump_json()


def test_span_offsets_must_match_text() -> None:
    with pytest.raises(ValidationError, match="do not match"):
        Span(span_id="x", doc_id="d", start=0, end=5, text="abc")


def test_claim_weight_bounds() -> None:
    with pytest.raises(ValidationError):
        Claim(id="c", text="t", sub_question_id="s", weight=0.0)
    with pytest.raises(ValidationError):
        Claim(id="c", text="t", sub_question_id="s", weight=1.5)


def test_coverage_is_weighted() -> None:
    rows = [
        CoverageRow(claim_id="a", claim_text="a", weight=0.75, required=True, level=1.0),
        CoverageRow(claim_id="b", claim_text="b", weight=0.25, required=False, level=0.5),
    ]
    assert CoverageTable(rows=rows).coverage == pytest.approx(0.875)
    assert CoverageTable().coverage == 0.0


def test_visibility_rule() -> None:
    public = DocMetadata()
    staff = DocMetadata(tenant="acme", roles=["staff"])
    anyrole = DocMetadata(tenant="acme")
    assert public.tenant == "public" and public.visible_to(Principal())
    assert staff.visible_to(Principal(tenant="acme", roles=["staff"]))
    assert not staff.visible_to(Principal(tenant="acme", roles=["guest"]))
    assert not staff.visible_to(Principal(tenant="boreal", roles=["staff"]))
    assert anyrole.visible_to(Principal(tenant="acme"))
    assert DocMetadata(tenant=None).tenant == "public"


def test_support_level_is_zero_half_or_one() -> None:
    with pytest.raises(ValidationError, match="0, 0.5 or 1"):
        Support(claim_id="c", span=SPAN, level=0.3, relation=Relation.NEUTRAL, score=0.3, verifier="fake")
    assert Support.model_json_schema()["properties"]["level"]["enum"] == [0.0, 0.5, 1.0]


def test_content_words_fold_accents_and_keep_other_scripts() -> None:
    from claimbound.claims.plan import content_words, fold_accents

    assert content_words("Géza von Cziffra lived in Zürich") == content_words("Geza von Cziffra lived in Zurich")
    assert fold_accents("São Paulo, 서울, 北京") == "Sao Paulo, 서울, 北京"  # Hangul is recomposed, not left as jamo


def test_a_pronoun_is_no_named_subject() -> None:
    from claimbound.claims.plan import anchors

    assert anchors("I can work from home {sq1}") == set()
    assert anchors("We get {sq1} days at Acme") == {"acme"}


def test_a_subject_said_by_a_phrase_of_the_same_meaning_is_named() -> None:
    """"Is PTO 25 days?" against "Acme employees receive 27 days of annual leave" (was abstained: the span's
    contradiction was not about the claim's subject)."""
    from claimbound.claims.plan import anchors, names_subject

    pto = anchors("PTO is 25 days")
    assert names_subject(pto, "Acme employees receive 27 days of annual leave per year.")
    assert names_subject(pto, "Unused PTO expires.")
    assert not names_subject(pto, "The meal allowance for business travel is 60 EUR per day.")
    assert not names_subject(anchors("Lyon is big"), "Lyonnais food is rich.")


def test_a_currency_after_its_amount_is_no_named_subject() -> None:
    from claimbound.claims.plan import anchors

    assert anchors("The training budget is 2,000 USD") == set()
    assert anchors("USD is the currency of Texas") == {"usd", "texas"}


def test_a_name_after_a_subject_the_claim_does_not_name_is_no_subject() -> None:
    """"Is the headquarters in Berlin?": Berlin is what the claim says of the headquarters, so "Acme's headquarters
    is in Lyon" is about its subject (was not: it never names Berlin)."""
    from claimbound.claims.plan import anchors

    assert anchors("The headquarters is in Berlin") == set()
    assert anchors("the hotel cap in Paris is 220 EUR") == {"paris"}  # the name is in the subject
    assert anchors("The Acme office is in Berlin") == {"acme", "berlin"}
    assert anchors("Berlin is the headquarters") == {"berlin"}


def test_a_span_read_through_its_default_case_is_about_the_claims_place() -> None:
    """"Is a 140 EUR hotel in Madrid within policy?" against "The default hotel cap ... in other cities is 130 EUR"
    (its contradiction was about the claim's subject only by the "EUR" both name)."""
    from claimbound.claims.models import Relation, Span, Support
    from claimbound.claims.plan import about_subject, anchors

    text = "The default hotel cap for business travel in other cities is 130 EUR per night."
    span = Span(span_id="caps#3", doc_id="caps", start=0, end=len(text), text=text)
    sup = Support(claim_id="c1", span=span, level=0.0, relation=Relation.CONTRADICTS, score=0.1, verifier="t")
    madrid = anchors("The hotel cap in Madrid is at least 140 EUR")
    assert not about_subject(madrid, sup)
    assert about_subject(madrid, sup.model_copy(update={"default_case": "in other cities"}))
