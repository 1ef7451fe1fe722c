from __future__ import annotations

from datetime import UTC, datetime

import pytest

from claimbound.claims.models import Claim, ConflictKind, ConflictResolution, Relation, SlotBinding, Span, Support
from claimbound.verifier import FakeVerifier, LexicalVerifier, Thresholds, build_tables, judge
from claimbound.verifier.text import holds_claim_name
from tests.verifier.conftest import ConstantVerifier, SubstringVerifier, make_claim, make_span


def _bound(s: Support, value: str, score: float) -> Support:
    """``s`` as a full entailment that binds ``value`` (offsets at the span's start) with ``score``."""
    b = SlotBinding(slot="sq1", value=value, doc_id=s.span.doc_id, start=0, end=len(value))
    return s.model_copy(update={"level": 1.0, "relation": Relation.ENTAILS, "score": score, "binding": b})


def test_judge_thresholds() -> None:
    t = Thresholds(entail=0.6, partial=0.3, contradict=0.5)
    assert judge({"entailment": 0.7, "neutral": 0.2, "contradiction": 0.1}, t) == (Relation.ENTAILS, 1.0)
    assert judge({"entailment": 0.4, "neutral": 0.5, "contradiction": 0.1}, t) == (Relation.NEUTRAL, 0.5)
    assert judge({"entailment": 0.1, "neutral": 0.8, "contradiction": 0.1}, t) == (Relation.NEUTRAL, 0.0)
    assert judge({"entailment": 0.2, "neutral": 0.2, "contradiction": 0.6}, t) == (Relation.CONTRADICTS, 0.0)


def test_one_support_per_pair_in_claim_major_order(substring_verifier: SubstringVerifier) -> None:
    claims = [make_claim("Acme is based in Lyon", "c1"), make_claim("Acme employs many people", "c2")]
    spans = [make_span("Acme is based in Lyon.", "a"), make_span("Acme employs many people.", "b")]
    out = substring_verifier.verify(claims, spans)
    assert [(s.claim_id, s.span.doc_id, s.level) for s in out] == [
        ("c1", "a", 1.0), ("c1", "b", 0.0), ("c2", "a", 0.0), ("c2", "b", 1.0)]
    assert all(s.verifier == "substring" and abs(sum(s.probs.values()) - 1) < 1e-6 for s in out)


def test_atomic_facts_all_some_none(substring_verifier: SubstringVerifier) -> None:
    claim = make_claim("Acme is based in Lyon and Acme employs 1,200 people")
    both = make_span("Acme is based in Lyon. Acme employs 1,200 people.")
    one = make_span("Acme is based in Lyon.")
    none = make_span("Boreal makes boats.")
    levels = [s.level for s in substring_verifier.verify([claim], [both, one, none])]
    assert levels == [1.0, 0.5, 0.0]
    no_split = SubstringVerifier(split_atoms=False)
    assert no_split.verify([claim], [one])[0].level == 0.0


def test_deterministic_check_overrides_backend(substring_verifier: SubstringVerifier) -> None:
    claim = make_claim("The meal cap is 80 USD")
    s = substring_verifier.verify([claim], [make_span("The meal cap is 120 USD and the meal cap rule is strict.")])[0]
    assert (s.relation, s.level) == (Relation.CONTRADICTS, 0.0)
    assert "number" in s.reason
    raw = SubstringVerifier(checks=False).verify([claim], [make_span("The meal cap is 120 USD.")])[0]
    assert raw.relation != Relation.CONTRADICTS


def test_an_entailed_claim_with_the_other_polarity_is_contradicted(substring_verifier: SubstringVerifier) -> None:
    """The model entails "Meals are reimbursed" from "Meals are not reimbursed": the same words, the other polarity,
    so a contradiction; with another finding beside it (a number the span lacks) the span is only partial."""
    plain = substring_verifier.verify([make_claim("Meals are reimbursed")], [make_span("Meals are not reimbursed.")])[0]
    assert (plain.relation, plain.level) == (Relation.CONTRADICTS, 0.0) and "negation" in plain.reason
    dated = substring_verifier.verify([make_claim("Meals are reimbursed since 2019")],
                                      [make_span("Meals are not reimbursed since 2019 or 2020.")])[0]
    assert (dated.relation, dated.level) == (Relation.CONTRADICTS, 0.0)
    other = substring_verifier.verify([make_claim("Meals are reimbursed at 80")],
                                      [make_span("Meals are not reimbursed at 120.")])[0]
    assert (other.relation, other.level) == (Relation.ENTAILS, 0.5) and "number_missing" in other.reason


def test_open_slot_binding_offsets_into_document(substring_verifier: SubstringVerifier) -> None:
    text = "Acme's chief executive is Claire Dubois."
    span = make_span(text, "doc", start=100)
    claim = make_claim("{sq1} is the chief executive", slot="sq1")
    s = substring_verifier.verify([claim], [span])[0]
    assert s.level == 1.0 and s.binding is not None
    assert s.binding.value in ("Claire Dubois", "Acme")  # both fill a true-looking claim for the substring fake
    doc_text = " " * 100 + text
    assert doc_text[s.binding.start : s.binding.end] == s.binding.value
    # every candidate was tried as a filled-in claim
    hyps = [h for _, h in substring_verifier.seen]
    assert "Claire Dubois is the chief executive" in hyps and "Acme is the chief executive" in hyps


def test_open_slot_without_candidates_is_neutral(substring_verifier: SubstringVerifier) -> None:
    claim = make_claim("{sq1} is the chief executive", slot="sq1")
    s = substring_verifier.verify([claim], [make_span("no names here at all.")])[0]
    assert (s.level, s.binding, s.relation) == (0.0, None, Relation.NEUTRAL)


def test_coverage_table_best_first_and_weighted() -> None:
    c1, c2 = make_claim("a", "c1", weight=1.0), make_claim("b", "c2", weight=0.5)
    fake = FakeVerifier(lambda c, s: 1.0 if s.doc_id == "good" and c.id == "c1" else 0.5 if c.id == "c2" else 0.0)
    sups = fake.verify([c1, c2], [make_span("x", "bad"), make_span("y", "good")])
    cov, conf = build_tables([c1, c2], sups)
    assert cov.row("c1").best is not None and cov.row("c1").best.span.doc_id == "good"
    assert [s.span.doc_id for s in cov.row("c1").supports] == ["good", "bad"]
    assert cov.row("c2").level == 0.5
    assert abs(cov.coverage - (1.0 * 1 + 0.5 * 0.5) / 1.5) < 1e-9
    assert conf.conflicts == []


def test_conflict_explained_by_newer_publication() -> None:
    claim = make_claim("The meal allowance is 45 EUR per day")
    old = make_span("The meal allowance is 45 EUR per day.", "policy-2023",
                    published_at=datetime(2023, 1, 10, tzinfo=UTC), version="1")
    new = make_span("The meal allowance is 60 EUR per day.", "policy-2025",
                    published_at=datetime(2025, 2, 1, tzinfo=UTC), version="2")
    sups = LexicalVerifier().verify([claim], [old, new])
    assert [s.relation for s in sups] == [Relation.ENTAILS, Relation.CONTRADICTS]
    _, conf = build_tables([claim], sups)
    (c,) = conf.conflicts
    assert c.kind == ConflictKind.CONTRADICTION and c.resolution == ConflictResolution.EXPLAINED
    assert c.winner_span_id == "policy-2025#0" and "supersedes" in c.explanation


def _two_versions() -> tuple[Support, Support]:
    """The 2023 policy's 45 EUR entailing a claim, the 2025 policy's 60 EUR contradicting it."""
    old = make_span("The meal allowance is 45 EUR per day.", "policy-2023",
                    published_at=datetime(2023, 1, 10, tzinfo=UTC))
    new = make_span("The meal allowance is 60 EUR per day.", "policy-2025",
                    published_at=datetime(2025, 2, 1, tzinfo=UTC))
    return (Support(claim_id="c1", span=old, level=1.0, relation=Relation.ENTAILS, score=0.9, verifier="t"),
            Support(claim_id="c1", span=new, level=0.0, relation=Relation.CONTRADICTS, score=0.1, verifier="t"))


def test_a_claim_naming_a_year_is_the_version_of_that_years_to_state() -> None:
    # "in 2023": the 2023 policy states it; the 2025 one, which does not name 2023, does not refute it (was "No")
    claim = make_claim("The meal allowance was 45 EUR per day in 2023")
    entail, against = _two_versions()
    _, conf = build_tables([claim], [entail, against])
    (c,) = conf.conflicts
    assert c.resolution == ConflictResolution.EXPLAINED and c.winner_span_id == "policy-2023#0"
    assert "names 2023" in c.explanation
    # a year both sides are of, or neither, leaves it to the newer version
    _, conf = build_tables([make_claim("The meal allowance was 45 EUR per day in 2019")], [entail, against])
    assert conf.conflicts[0].winner_span_id == "policy-2025#0"


def test_a_claim_that_a_dated_document_is_in_force_is_the_newer_versions_to_refute() -> None:
    # "Does the 2023 travel policy still apply?": the year names the document, whose own text says it applies; the
    # newer one that replaces it wins the conflict (was the 2023 side, answering "Yes")
    entail, against = _two_versions()
    for text in ("The 2023 travel policy applies", "The 2023 travel policy is still valid"):
        _, conf = build_tables([make_claim(text)], [entail, against])
        assert conf.conflicts[0].winner_span_id == "policy-2025#0", text
    # a year that dates a fact stays the year's document's to state
    _, conf = build_tables([make_claim("The travel policy applied in 2023")], [entail, against])
    assert conf.conflicts[0].winner_span_id == "policy-2023#0"


def test_a_claim_of_what_held_before_a_year_is_the_other_sides_to_state() -> None:
    # "before 2025": the 2025 policy is what came after (was its contradiction winning: "Was parental leave 12 weeks
    # before 2024?" abstained)
    entail, against = _two_versions()
    _, conf = build_tables([make_claim("The meal allowance was 45 EUR per day before 2025")], [entail, against])
    (c,) = conf.conflicts
    assert c.winner_span_id == "policy-2023#0" and "held before 2025" in c.explanation
    # "in 2025" stays the 2025 policy's to state
    _, conf = build_tables([make_claim("The meal allowance was 45 EUR per day in 2025")], [entail, against])
    assert conf.conflicts[0].winner_span_id == "policy-2025#0"


def test_a_claim_asking_what_held_before_is_the_replaced_versions_to_state() -> None:
    # "used to be", "the previous ...": the version the newer one supersedes wins the conflict (was the newer one)
    entail, against = _two_versions()
    for text in ("The meal allowance used to be 45 EUR per day", "The previous meal allowance was 45 EUR per day"):
        _, conf = build_tables([make_claim(text)], [entail, against])
        (c,) = conf.conflicts
        assert c.resolution == ConflictResolution.EXPLAINED and c.winner_span_id == "policy-2023#0", text
        assert c.explanation.startswith("the claim asks what held before")
    # "is used to pay" is a use, not a time before: the newer version still wins
    _, conf = build_tables([make_claim("The meal allowance is used to pay 45 EUR per day")], [entail, against])
    assert conf.conflicts[0].winner_span_id == "policy-2025#0"


def test_conflict_unresolved_without_metadata_and_slot_mismatch() -> None:
    claim = make_claim("{sq1} is the chief executive", slot="sq1")
    a = make_span("Claire Dubois is the chief executive.", "a")
    b = make_span("Marc Petit is the chief executive.", "b", version="3")
    sups = SubstringVerifier().verify([claim], [a, b])
    assert {s.binding.value for s in sups if s.binding} == {"Claire Dubois", "Marc Petit"}
    _, conf = build_tables([claim], sups)
    (c,) = conf.conflicts
    assert c.kind == ConflictKind.SLOT_MISMATCH and c.resolution == ConflictResolution.UNRESOLVED
    assert conf.unresolved() == [c]


def test_a_claim_asking_for_several_values_has_no_slot_mismatch_unless_a_version_supersedes() -> None:
    several = make_claim("acme has offices in {sq1}", slot="sq1").model_copy(update={"several": True})
    a = make_span("Acme has offices in Paris.", "a")
    b = make_span("Acme has offices in Berlin.", "b", version="3")
    sups = [_bound(s, v, 0.9) for s, v in zip(SubstringVerifier().verify([several], [a, b]), ["Paris", "Berlin"],
                                              strict=True)]
    cov, conf = build_tables([several], sups)
    assert conf.conflicts == [] and cov.rows[0].level == 1.0
    assert [c.kind for c in build_tables([several.model_copy(update={"several": False})], sups)[1].conflicts] == [
        ConflictKind.SLOT_MISMATCH]
    old = make_span("Acme has offices in Paris.", "p-2023", published_at=datetime(2023, 1, 1, tzinfo=UTC))
    new = make_span("Acme has offices in Berlin.", "p-2025", published_at=datetime(2025, 1, 1, tzinfo=UTC))
    dated = [_bound(s, v, 0.9) for s, v in zip(SubstringVerifier().verify([several], [old, new]), ["Paris", "Berlin"],
                                               strict=True)]
    (c,) = build_tables([several], dated)[1].conflicts
    assert c.resolution == ConflictResolution.EXPLAINED and c.winner_span_id == "p-2025#0"


@pytest.mark.parametrize(("text", "value", "listed"), [
    ("Acme has offices in Paris and Berlin.", "Berlin", True),
    ("Acme has offices in Paris and Berlin.", "Paris", True),
    ("It was covered by artists, including Boy George, Hermine Demoriane and Porcupine Tree.", "Boy George", True),
    ("It was covered by artists, including Boy George, Hermine Demoriane and Porcupine Tree.", "Hermine Demoriane",
     True),
    # a name joined to a clause, or to the place it is in, is alone (HotpotQA: "Yoko Ono" was ranked below "Boy
    # George" of a list of artists who covered her song)
    ('"Death of Samantha" is a song written by Yoko Ono and first released in 1973.', "Yoko Ono", False),
    ("Acme's headquarters is in Lyon, France.", "Lyon", False),
    ("It represents the United States in Frankfurt, Germany and nearby states.", "Germany", False),  # MuSiQue
    ("It is a public use airport in Alexandria, Louisiana, United States.", "Louisiana", False),  # HotpotQA
    ("Offices: Paris, Berlin, Lyon and Oslo.", "Berlin", True),
    ("Acme's headquarters is in Lyon.", "Lyon", False),
])
def test_a_name_listed_with_others_is_one_of_several(text: str, value: str, listed: bool) -> None:
    from claimbound.verifier.tables import _listed_with_others

    at = text.index(value)
    s = Support(claim_id="c1", span=make_span(text), level=1.0, relation=Relation.ENTAILS, score=0.9, verifier="t",
                binding=SlotBinding(slot="sq1", value=value, doc_id="d", start=at, end=at + len(value)))
    assert _listed_with_others(s) is listed


def test_a_value_given_alone_ranks_before_one_listed_with_others_for_a_claim_asking_one() -> None:
    """"Where is acme located?" was "Berlin" (of "offices in Paris and Berlin", by a model score 0.0002 higher than
    the headquarters' "Lyon")."""
    located = make_claim("acme is located in {sq1}", slot="sq1")
    pair = make_span("Acme has offices in Paris and Berlin.", "a", n=1, start=32)
    alone = make_span("Acme's headquarters is in Lyon.", "a")
    sp, sa = SubstringVerifier().verify([located], [pair, alone])
    berlin = _bound(sp, "Berlin", 0.9690).model_copy(update={"binding": SlotBinding(
        slot="sq1", value="Berlin", doc_id="a", start=32 + 30, end=32 + 36)})
    lyon = _bound(sa, "Lyon", 0.9688).model_copy(update={"binding": SlotBinding(
        slot="sq1", value="Lyon", doc_id="a", start=26, end=30)})
    assert pair.text[30:36] == "Berlin" and alone.text[26:30] == "Lyon"
    cov, _ = build_tables([located], [berlin, lyon])
    assert cov.rows[0].best is not None and cov.rows[0].best.binding.value == "Lyon"  # type: ignore[union-attr]
    # a claim asking for several values takes the higher score, as before
    cov, _ = build_tables([located.model_copy(update={"several": True})], [berlin, lyon])
    assert cov.rows[0].best.binding.value == "Berlin"  # type: ignore[union-attr]


def test_lexical_baseline() -> None:
    v = LexicalVerifier()
    claim = make_claim("Acme has offices in Paris")
    out = v.verify([claim], [make_span("Acme has offices in Paris and Berlin."), make_span("Boreal sells boats.")])
    assert [s.level for s in out] == [1.0, 0.0]
    assert v.verify([claim], [make_span("Acme has no offices in Paris.")])[0].relation == Relation.CONTRADICTS


def test_entity_check_reads_the_title_the_model_reads(substring_verifier) -> None:  # type: ignore[no-untyped-def]
    """A span that says "He ..." under the page title "Steve Van Buren" names its subject through the title."""
    text = "He played for the Philadelphia Eagles."
    span = Span(span_id="svb#1", doc_id="svb", start=0, end=len(text), text=text, title="Steve Van Buren")
    titled = substring_verifier.verify([make_claim("Steve Van Buren played for the Philadelphia Eagles")], [span])[0]
    assert titled.level == 1.0 and "entity" not in titled.reason
    other = substring_verifier.verify([make_claim("Ed Wood Eagles played for the Philadelphia Eagles")], [span])[0]
    assert other.level < 1.0


def test_open_slot_candidates_fit_the_answer_type(substring_verifier) -> None:  # type: ignore[no-untyped-def]
    """An organisation slot is not filled by a year, nor a date slot by a name, when the span offers both."""
    text = "He played for the Philadelphia Eagles in 1944."
    span = Span(span_id="svb#1", doc_id="svb", start=0, end=len(text), text=text, title="Steve Van Buren")

    def bound(answer_type: str | None) -> str | None:
        claim = make_claim("Steve Van Buren played for {sq1}", slot="sq1").model_copy(update={"answer_type": answer_type})
        support = substring_verifier.verify([claim], [span])[0]
        return support.binding.value if support.binding else None

    assert bound("organization") == "Philadelphia Eagles"
    assert bound("date") == "1944"
    assert bound(None) is not None  # untyped: any candidate may bind


def test_a_widened_span_binds_a_value_from_its_own_sentence_only(substring_verifier) -> None:  # type: ignore[no-untyped-def]
    """The sentences a span points back to are its context: 'Two Dollar Radio' of the sentence before is no value."""
    text = "Her first novel was published by Two Dollar Radio in 2010. It was praised by Amazon in 2011."
    lead = text.index("It was")
    span = Span(span_id="g#1", doc_id="g", start=0, end=len(text), text=text, lead=lead)
    claim = make_claim("Her first novel was published by {sq1}", slot="sq1").model_copy(update={"answer_type": "organization"})
    (sup,) = substring_verifier.verify([claim], [span])
    assert sup.binding is None or sup.binding.start >= lead
    whole = span.model_copy(update={"lead": 0})
    (sup,) = substring_verifier.verify([claim], [whole])
    assert sup.binding is not None and sup.binding.value == "Two Dollar Radio"
    with pytest.raises(ValueError, match="lead"):
        Span(span_id="g#1", doc_id="g", start=0, end=2, text="It", lead=3)


def test_a_widened_span_types_the_values_of_its_own_sentence_alone() -> None:
    """'The Premier ...' points back to 'The Premier of Victoria ...': the names of that sentence are context, so they
    neither fill the slot nor make the retrieved sentence's office ('Premier') lose to a name it does not say."""
    text = ("The Premier of Victoria is the leader of the party with the most seats in the Legislative Assembly. "
            "The Premier is the public face of government and, with cabinet, sets the legislative and political agenda.")
    lead = text.index("The Premier is")
    span = Span(span_id="v#1", doc_id="v", start=0, end=len(text), text=text, lead=lead)
    claim = Claim(id="c1", text="{sq1} sets the legislative agenda in Victoria", sub_question_id="sq1", slot="sq1",
                  answer_type="person")
    (sup,) = ConstantVerifier().verify([claim], [span])
    assert sup.binding is not None and sup.binding.value == "Premier" and sup.binding.start >= lead
    (whole,) = ConstantVerifier().verify([claim], [span.model_copy(update={"lead": 0})])
    assert whole.binding is not None and whole.binding.value != "Premier"  # a name of the whole text wins there


def test_a_typed_slot_is_not_filled_from_a_span_without_a_value_of_its_type(substring_verifier) -> None:  # type: ignore[no-untyped-def]
    """'formed in {sq1}' (a date) cannot bind a band name; 'is in {sq1}' (a location) cannot bind a noun phrase."""
    text = "Morrison has fronted Circus Diablo and has been a member of The Cult and the hard rock act."
    span = Span(span_id="m#1", doc_id="m", start=0, end=len(text), text=text, title="Billy Morrison")
    date_claim = make_claim("Circus Diablo was formed in {sq1}", slot="sq1").model_copy(update={"answer_type": "date"})
    (sup,) = substring_verifier.verify([date_claim], [span])
    assert sup.binding is None and sup.level == 0.0
    place = make_claim("The airport is in {sq1}", slot="sq1").model_copy(update={"answer_type": "location"})
    text2 = "It lies west of the central business district of Watertown."
    span2 = Span(span_id="w#1", doc_id="w", start=0, end=len(text2), text=text2)
    (sup2,) = substring_verifier.verify([place], [span2])
    assert sup2.binding is None or sup2.binding.value == "Watertown"


def test_nested_slot_values_are_one_value() -> None:
    """'1976' and '7 January 1976' bound from two documents agree: no slot mismatch."""
    claim = make_claim("Vic Darchinyan was born in {sq1}", slot="sq1")
    a = make_span("Vic Darchinyan was born in 7 January 1976.", "a")
    b = make_span("Vic Darchinyan was born in 1976.", "b")
    sups = SubstringVerifier().verify([claim], [a, b])
    assert {s.binding.value for s in sups if s.binding} == {"7 January 1976", "1976"}
    _, conf = build_tables([claim], sups)
    assert conf.conflicts == []


def test_a_different_value_from_a_span_about_something_else_is_no_conflict() -> None:
    """The verifier's table records the mismatch; the answer's reading drops a span that does not name the subject."""
    from claimbound.answer.compose import settle_conflicts

    claim = make_claim("Circus Diablo was formed in {sq1}", slot="sq1")
    own = make_span("Circus Diablo was formed in 2006.", "a")
    same = make_span("Circus Diablo was formed in 1997.", "b")
    sups = SubstringVerifier().verify([claim], [own, same])
    _, conf = build_tables([claim], sups)
    assert len(settle_conflicts(conf, {claim.id: claim.text}).unresolved()) == 1  # both name the subject
    # the same judgement, but the 1997 span is about another band (a model bound the slot from it anyway): the
    # table lowers it (the other span says every word of the claim) ...
    other = sups[1].model_copy(update={"span": make_span("The Exies were formed in 1997.", "b")})
    cov2, conf2 = build_tables([claim], [sups[0], other])
    assert conf2.conflicts == [] and [s.level for s in cov2.rows[0].supports] == [1.0, 0.5]
    # ... and when the table does record it (neither span says "formed"), the answer's reading drops it
    plain = make_claim("Circus Diablo was formed in {sq1}", slot="sq1")
    own2 = sups[0].model_copy(update={"span": make_span("Circus Diablo started in 2006.", "a")})
    other2 = sups[1].model_copy(update={"span": make_span("The Exies started in 1997.", "b")})
    _, conf3 = build_tables([plain], [own2, other2])
    assert [c.kind for c in conf3.conflicts] == [ConflictKind.SLOT_MISMATCH]
    assert settle_conflicts(conf3, {plain.id: plain.text}).unresolved() == []


def test_an_open_claim_binds_from_a_span_about_its_subject_first() -> None:
    """At the same level, a value from a page about the claim's subject (named in the text or the title) wins over
    a higher-scored value from a page about something else; without that page the other value is the best."""

    claim = make_claim("{sq1} is the author of Brand", slot="sq1")
    own = make_span("He wrote it in 1865 in Rome as a verse tragedy by Henrik Ibsen.", "brand").model_copy(
        update={"title": "Brand (play)"})
    other = make_span("GlobalNiche is a digital strategist and author.", "ashman").model_copy(
        update={"title": "Anastasia Ashman"})
    sups = SubstringVerifier().verify([claim], [own, other])

    judged = [_bound(sups[0], "Henrik Ibsen", 0.87), _bound(sups[1], "GlobalNiche", 0.93)]
    cov, conf = build_tables([claim], judged)
    assert cov.rows[0].best is not None and cov.rows[0].best.binding.value == "Henrik Ibsen"
    assert conf.conflicts[0].supporting[0].binding.value == "Henrik Ibsen"
    alone, _ = build_tables([claim], judged[1:])
    assert alone.rows[0].best is not None and alone.rows[0].best.binding.value == "GlobalNiche"


def test_a_typed_slot_sees_every_candidate_of_a_long_span(substring_verifier) -> None:  # type: ignore[no-untyped-def]
    """The span's only continent comes after a dozen other names: typing happens before the candidate cap."""
    text = ("Between 1402 and 1405, the expedition led by the Norman noble Jean de Bethencourt and the Poitevine "
            "Gadifer de la Salle conquered the Canarian islands of Lanzarote, Fuerteventura and El Hierro off the "
            "Atlantic coast of Africa.")
    span = Span(span_id="c#1", doc_id="c", start=0, end=len(text), text=text)
    claim = make_claim("the Canarian islands are off the coast of {sq1}", slot="sq1").model_copy(
        update={"answer_type": "continent"})
    (sup,) = substring_verifier.verify([claim], [span])
    assert sup.binding is not None and sup.binding.value == "Africa"


def test_the_words_check_applies_to_filled_in_slots_not_to_closed_claims() -> None:
    """A backend that entails everything: the slot filled from a span lacking two of the claim's words stays
    partial; the same words in a closed claim are left to the backend."""
    text = "Jacques Legardeur de Saint-Pierre invited Washington to dine with him."
    span = Span(span_id="w#1", doc_id="w", start=0, end=len(text), text=text)
    open_claim = make_claim("{sq1} invited Washington to fight in the battle", slot="sq1").model_copy(
        update={"answer_type": "person"})
    closed = make_claim("Saint-Pierre invited Washington to fight in the battle")
    v = ConstantVerifier()
    (o,) = v.verify([open_claim], [span])
    (c,) = v.verify([closed], [span])
    assert o.level == 0.5 and "words" in o.reason
    assert c.level == 1.0
    assert ConstantVerifier(missing_words=0).verify([open_claim], [span])[0].level == 1.0


def test_a_value_is_judged_as_trimmed_and_rivals_of_the_claims_noun_are_not_tried(substring_verifier) -> None:  # type: ignore[no-untyped-def]
    """"tax rate increases" is trimmed to "tax rate" before its head is compared with the claim's words; "commuter
    rail system" names another rail system than the claim's and is never tried."""
    tax = make_span("In a progressive tax, the tax rate increases as the taxable base amount increases.")
    substring_verifier.verify([make_claim("{sq1} increases as the taxable base amount increases", slot="sq1")], [tax])
    assert "tax rate increases as the taxable base amount increases" in [h for _, h in substring_verifier.seen]
    rail = make_span("Metrolink, a commuter rail system, serves the Los Angeles rail system.")
    substring_verifier.verify([make_claim("{sq1} is the name of the Los Angeles rail system", slot="sq1")], [rail])
    hyps = [h for _, h in substring_verifier.seen]
    assert "Metrolink is the name of the Los Angeles rail system" in hyps
    assert not any(h.startswith("commuter rail system") for h in hyps)


def test_an_entailed_claim_with_the_opposite_word_is_contradicted() -> None:
    claim = make_claim("Aspirin increases the risk of stroke")
    (s,) = ConstantVerifier(0.9).verify([claim], [make_span("Aspirin reduced the risk of stroke in the trial.")])
    assert (s.relation, s.level) == (Relation.CONTRADICTS, 0.0) and "antonym" in s.reason
    # another disagreement besides (here a year the span does not have): the span is not the same statement
    (s,) = ConstantVerifier(0.9).verify([make_claim("Aspirin increases the risk of stroke since 1990")],
                                   [make_span("Aspirin reduced the risk of stroke in 1985.")])
    assert (s.relation, s.level) == (Relation.ENTAILS, 0.5)
    # a span the model does not entail keeps the model's judgement
    (s,) = ConstantVerifier(0.1).verify([claim], [make_span("Aspirin reduced the risk of stroke.")])
    assert s.relation != Relation.CONTRADICTS


def test_a_span_that_lacks_the_claims_names_or_number_cannot_contradict_it(substring_verifier) -> None:  # type: ignore[no-untyped-def]
    """The backend contradicts every claim with "never"; a span about another gene (none of the claim's names) or
    without the claim's number speaks of something else, so its contradiction is neutral, while a span naming the
    claim's gene still refutes it. A contradiction a check finds itself (the claim's quantity with another value)
    stands."""
    claim = make_claim("Acute ablation of KRAS never causes growth impairment")
    (other,) = substring_verifier.verify([claim], [make_span("Acute ablation of HRAS causes growth impairment.")])
    assert (other.relation, other.level) == (Relation.NEUTRAL, 0.0) and "entity: 'KRAS'" in other.reason
    (same,) = substring_verifier.verify([claim], [make_span("Acute ablation of KRAS causes growth impairment.")])
    assert (same.relation, same.level) == (Relation.CONTRADICTS, 0.0)
    (years,) = substring_verifier.verify([make_claim("Growth never stalls in the first 6 months")],
                                         [make_span("Growth stalls in the first year.")])
    assert years.relation == Relation.NEUTRAL and "number_missing" in years.reason
    # a value filled into the claim's slot (the controller's cross-check) is what the other span lacks by
    # construction: its contradiction stands
    filled = make_claim("Australian was never created by Ashleigh Brewer", slot="sq2")
    (cross,) = substring_verifier.verify([filled], [make_span("Sophie is played by Kaiya Jones.")])
    assert cross.relation == Relation.CONTRADICTS and "entity: 'Ashleigh Brewer'" in cross.reason
    # a claim whose subject has no name ("Arctic" opens the sentence) is refuted by a span on that subject
    (arctic,) = substring_verifier.verify([make_claim("Arctic sea ice loss is never matched by Antarctic gain")],
                                          [make_span("Arctic sea ice decline outpaces any gain elsewhere.")])
    assert arctic.relation == Relation.CONTRADICTS and "entity: 'Antarctic'" in arctic.reason
    # the span names the claim's subject and gives it another attribute: that is a contradiction
    (director,) = substring_verifier.verify([make_claim("The director Cziffra was never an American director")],
                                            [make_span("The director Cziffra was an Austrian director.")])
    assert director.relation == Relation.CONTRADICTS and "entity: 'American'" in director.reason
    (cap,) = ConstantVerifier(0.9).verify([make_claim("The meal cap is 80 USD for 2 nights")],
                                          [make_span("The meal cap is 120 USD.")])
    assert (cap.relation, cap.level) == (Relation.CONTRADICTS, 0.0) and "number_missing" in cap.reason


def test_a_name_of_the_spans_source_counts_as_named() -> None:
    claim = make_claim("The 'Music Business Worldwide' article raises concerns about the valuation of the fund")
    text = "Brown raised concerns about the valuation of the fund."
    (own,) = ConstantVerifier(0.9).verify([claim], [make_span(text, source="Music Business Worldwide")])
    assert own.level == 1.0
    (other,) = ConstantVerifier(0.9).verify([claim], [make_span(text, source="Fortune")])
    assert other.level == 0.5 and "entity: 'Music Business Worldwide'" in other.reason


def test_a_claim_reported_by_one_source_is_only_partly_supported_by_another() -> None:
    from claimbound.verifier.checks import source_finding

    claim = make_claim("Sales of the film fell").model_copy(update={"reported_in": ["Does the 'Fortune' article "
                                                                                    "suggest that"]})
    text = "Sales of the film fell."
    (own,) = ConstantVerifier(0.9).verify([claim], [make_span(text, source="Fortune")])
    (other,) = ConstantVerifier(0.9).verify([claim], [make_span(text, source="Business Line")])
    (unknown,) = ConstantVerifier(0.9).verify([claim], [make_span(text)])
    assert (own.level, unknown.level) == (1.0, 1.0)
    assert other.level == 0.5 and "source: span from Business Line" in other.reason
    # a sectioned source is named by its head; a name must stand as a word ("Age" is not in "Agency")
    assert source_finding(["the article from 'The Independent - Life"], ("The Independent - Life and Style",)) is None
    assert source_finding(["as reported by the Agency"], ("Age",)) is not None
    assert source_finding(["as reported by TechCrunch and The Verge"], ("The Verge",)) is None


class _Contradicting(ConstantVerifier):
    """A backend that calls every pair a contradiction (as an SNLI-style model does for different scenes)."""

    def score_pairs(self, premises, hypotheses):  # type: ignore[no-untyped-def]
        return [{"entailment": 0.05, "neutral": 0.15, "contradiction": 0.8} for _ in hypotheses]


def test_the_topic_guard_turns_a_contradiction_from_a_span_about_something_else_neutral() -> None:
    from claimbound.verifier.checks import word_overlap

    claim = make_claim("COPI coatomer is involved in viral replication")
    off_topic = make_span("The COPI transport complex is required for limiting lipid storage.")
    on_topic = make_span("COPI coatomer is not involved in viral replication in these cells.")
    assert word_overlap(claim.text, off_topic.text) == 0.2  # copi of copi / coatomer / involved / viral / replication
    assert word_overlap(claim.text, on_topic.text) == 1.0
    guarded = _Contradicting(thresholds=Thresholds(entail=0.5, contradict=0.5, contradict_overlap=0.6))
    off, on = guarded.verify([claim], [off_topic, on_topic])
    assert (off.relation, off.level) == (Relation.NEUTRAL, 0.0) and "topic:" in off.reason
    assert on.relation == Relation.CONTRADICTS
    # 0 turns the guard off, and so does checks=False (the raw backend)
    for raw in (_Contradicting(thresholds=Thresholds(entail=0.5, contradict=0.5)),
                _Contradicting(thresholds=Thresholds(entail=0.5, contradict=0.5, contradict_overlap=0.6), checks=False)):
        assert raw.verify([claim], [off_topic])[0].relation == Relation.CONTRADICTS
    # a contradiction a check found stands: the span gives the claim's amount another value (a short span about the
    # claim's thing shares few of its words, but its own words are the claim's)
    cap = make_claim("The Lyon office meal allowance cap is 80 USD per traveller")
    s = guarded.verify([cap], [make_span("Cap: 120 USD.")])[0]
    assert s.relation == Relation.CONTRADICTS and "number:" in s.reason
    # ... but not from a span about another thing, which only has an amount of the same unit
    pass_claim = make_claim("I can get 500 NOK a month for my transport pass")
    hotel = guarded.verify([pass_claim], [make_span("The hotel cap in Bergen is 1,500 NOK per night.")])[0]
    assert hotel.relation == Relation.NEUTRAL and "number:" in hotel.reason and "topic:" in hotel.reason
    # a span that shares only the claim's names (two of its three words, one from the title) says nothing of offices
    office = make_claim("Acme has an office in Paris")
    caps = make_span("The hotel cap in Paris is 220 EUR per night.").model_copy(update={"title": "Acme hotel caps"})
    s = guarded.verify([office], [caps])[0]
    assert (s.relation, s.level) == (Relation.NEUTRAL, 0.0) and "none of office" in s.reason
    lyon = guarded.verify([make_claim("Lyon is the capital of France")], [make_span("Paris is the capital of France.")])
    assert lyon[0].relation == Relation.CONTRADICTS
    # a claim that puts a name in a kind is refuted by a span that puts it in another, without the claim's word
    actor = make_claim("Jiang Wen is a Chinese actor")
    s = guarded.verify([actor], [make_span("Jiang Wen is a Chinese cuisine popular in many restaurants.")])[0]
    assert s.relation == Relation.CONTRADICTS
    # ... and not by a span that only names the kind's place ("of" makes it a relation, whose word must be said)
    sub = guarded.verify([make_claim("Boreal is a subsidiary of Acme")], [make_span("Acme has an office in Oslo.")])[0]
    assert sub.relation == Relation.NEUTRAL
    # a span that repeats the claim's subject but says none of its predicate says nothing of it, whatever the model
    # reads: "can be paid in cash" against "require approval" (the subject's words alone pass the 60% cut-off)
    cash = make_claim("Expenses above 500 EUR can be paid in cash")
    approval = make_span("Expenses above 500 EUR require approval from a department head.")
    assert word_overlap(cash.text, approval.text) >= 0.6
    s = guarded.verify([cash], [approval])[0]
    assert (s.relation, s.level) == (Relation.NEUTRAL, 0.0) and "none of the claim's predicate (cash, paid)" in s.reason
    # one word of the predicate is enough for the model to judge it
    s = guarded.verify([cash], [make_span("Expenses above 500 EUR are never paid by card.")])[0]
    assert s.relation == Relation.CONTRADICTS


def test_a_span_that_shares_only_the_claims_names_does_not_prove_it() -> None:
    caps = make_span("The hotel cap in Paris is 220 EUR per night.").model_copy(update={"title": "Acme hotel caps"})
    s = ConstantVerifier().verify([make_claim("Acme is headquartered in Paris")], [caps])[0]
    assert s.level == 0.5 and "none of headquartered" in s.reason
    # a form of one of the claim's other words is enough for the model to judge it
    own = make_span("Acme's headquarters is in Paris.")
    assert ConstantVerifier().verify([make_claim("Acme is headquartered in Paris")], [own])[0].level == 1.0
    # a claim made only of names is left to the model
    assert ConstantVerifier().verify([make_claim("Claire Dubois is Acme's CEO")],
                                     [make_span("Acme: Claire Dubois, CEO.")])[0].level == 1.0


def test_an_unsure_entailment_from_a_span_that_says_none_of_the_predicate_is_partial() -> None:
    # the span shares the claim's subject ("training") and none of what the claim says of it ("rolls over"): an
    # entailment below even odds proves nothing
    claim = make_claim("The training budget rolls over")
    requests = make_span("Training requests are submitted to the acme learning team.")
    unsure = ConstantVerifier(0.45, thresholds=Thresholds(entail=0.42, contradict=0.42)).verify([claim], [requests])[0]
    assert unsure.level == 0.5 and "none of the claim's predicate (roll)" in unsure.reason
    # the model sure of it is a paraphrase it reads ("replaces the policy of 2022" for "has changed")
    sure = ConstantVerifier(0.9).verify([claim], [requests])[0]
    assert sure.level == 1.0
    # one word of the predicate in any form leaves the unsure model to judge it
    rolled = make_span("Unused training budget is rolled into the next year.")
    assert ConstantVerifier(0.45, thresholds=Thresholds(entail=0.42, contradict=0.42)).verify(
        [claim], [rolled])[0].level == 1.0


def test_another_of_several_things_had_elsewhere_does_not_refute_the_claim() -> None:
    guarded = _Contradicting(thresholds=Thresholds(entail=0.5, contradict=0.5, contradict_overlap=0.6))
    new_york = make_span("Cobalt has an office in New York.")
    for text in ("Cobalt has an office in Boston", "Cobalt has offices in Boston",
                 "Cobalt operates two large warehouses in Boston"):
        s = guarded.verify([make_claim(text)], [new_york])[0]
        assert (s.relation, s.level) == (Relation.NEUTRAL, 0.0) and "entity: 'Boston'" in s.reason, text
    # the only one of its kind elsewhere does
    for text, span in (("Cobalt has its headquarters in Boston", "Cobalt's headquarters is in New York."),
                       ("Cobalt has a head office in Boston", "Cobalt's head office is in New York."),
                       ("Cobalt's office is in Boston", "Cobalt's office is in New York.")):
        s = guarded.verify([make_claim(text)], [make_span(span)])[0]
        assert s.relation == Relation.CONTRADICTS, text
    # a denial of another thing too: "Parking fees are not reimbursed" says nothing of taxi fares
    s = guarded.verify([make_claim("Boreal reimburses taxi fares")],
                       [make_span("Parking fees are not reimbursed by boreal.")])[0]
    assert (s.relation, s.level) == (Relation.NEUTRAL, 0.0) and "object:" in s.reason
    s = guarded.verify([make_claim("Boreal reimburses taxi fares")],
                       [make_span("Taxi fares are not reimbursed by boreal.")])[0]
    assert s.relation == Relation.CONTRADICTS


def test_the_shipped_thresholds_carry_the_topic_guard() -> None:
    from claimbound.verifier.embedded import default_model_dir

    t = Thresholds.from_file(default_model_dir() / "thresholds.json")
    assert 0.0 < t.contradict_overlap < 1.0


def test_an_entailment_a_check_lowered_is_no_side_of_a_conflict() -> None:
    from claimbound.claims.models import Support

    claim = make_claim("The Woman's Viewpoint is a British publication")
    other = make_span("Pick Me Up is a British weekly women's magazine.", "pick-me-up")
    own = make_span("Woman's Viewpoint was an American magazine.", "womans-viewpoint")
    lowered = Support(claim_id="c1", span=other, level=0.5, relation=Relation.ENTAILS, score=0.9, verifier="t",
                      reason="entity: 'Woman's Viewpoint' not in span")
    full = lowered.model_copy(update={"level": 1.0, "reason": ""})
    against = Support(claim_id="c1", span=own, level=0.0, relation=Relation.CONTRADICTS, score=0.05, verifier="t")
    assert build_tables([claim], [lowered, against])[1].conflicts == []
    (c,) = build_tables([claim], [full, against])[1].conflicts
    assert c.kind == ConflictKind.CONTRADICTION and c.resolution == ConflictResolution.UNRESOLVED


def test_the_chinese_topic_check_reads_the_spans_title() -> None:
    claim = make_claim("天门冬生长的地区海拔约是900米")
    text = "生长于海拔900米至1,900米的地区，多生长在山谷空旷湿润地。"
    span = Span(span_id="p#0", doc_id="p", start=0, end=len(text), text=text, title="狭叶艾纳香")
    s = ConstantVerifier().verify([claim], [span])[0]
    assert s.level == 0.5 and "a span of 狭叶艾纳香" in s.reason
    own = span.model_copy(update={"title": "天门冬"})
    assert ConstantVerifier().verify([claim], [own])[0].level == 1.0


def test_a_value_that_is_the_pages_title_does_not_name_the_claims_subject() -> None:
    """"夏尔在景栋出生的" holds the title "景栋" only through its filled-in value: the span, of the page 景栋, says
    who else was born there (it bound 景栋 as 夏尔's birthplace)."""
    claim = Claim(id="c1", text="夏尔在{sq1}出生的", sub_question_id="sq1", slot="sq1", answer_type="location")
    text = "Sao Saimong是一位著名的政治家及缅甸总理，就是在景栋出生及长大的。"
    span = Span(span_id="p#0", doc_id="p", start=0, end=len(text), text=text, title="景栋")
    s = ConstantVerifier().verify([claim], [span])[0]
    assert s.level == 0.5 and "'夏尔' not in span (a span of 景栋)" in s.reason
    own = span.model_copy(update={"text": text.replace("Sao Saimong", "夏尔"), "end": len(text) - 9})
    assert ConstantVerifier().verify([claim], [own])[0].level == 1.0


def test_the_topic_guard_leaves_a_filled_in_slot_alone() -> None:
    # like the 'elsewhere' rule: a candidate value comes from the span, and a contradiction is how a wrong one shows
    guarded = _Contradicting(thresholds=Thresholds(entail=0.5, contradict=0.5, contradict_overlap=0.6))
    claim = make_claim("The soap opera Neighbours was created by {sq1}", slot="sq1")
    span = make_span("Ashleigh Brewer joined the cast of a drama series in 2003.")
    (s,) = guarded.verify([claim], [span])
    assert s.relation == Relation.CONTRADICTS and "topic:" not in s.reason


def test_between_equally_entailed_values_the_one_the_span_words_like_the_claim_is_bound() -> None:
    """A backend that entails every filled-in value: the value standing where the claim puts its slot ("depictions
    of [the urban landscape]") is bound, not the first candidate of the span."""
    text = "Jeffrey Smart was an expatriate Australian painter known for his precisionist depictions of the urban landscape."
    span = Span(span_id="j#1", doc_id="j", start=0, end=len(text), text=text)
    claim = make_claim("Jeffrey Smart is known for his precisionist depictions of {sq2}", slot="sq2")
    (s,) = ConstantVerifier().verify([claim], [span])
    assert s.binding is not None and s.binding.value == "urban landscape"
    assert text[s.binding.start:s.binding.end] == "urban landscape"


def test_a_table_row_offers_the_cell_of_the_column_the_claim_names() -> None:
    header = ["set", "licence", "weight"]
    row = make_span("| vitaminc_window | derived from vitaminc | 0.5 |").model_copy(update={"table_header": header})
    key = make_span("| vitaminc | CC BY-SA 3.0 | 2.0 |", n=1).model_copy(update={"table_header": header})
    claim = make_claim("{sq1} is the licence of vitaminc", slot="sq1").model_copy(update={"answer_type": "licence"})
    verifier = SubstringVerifier()
    wrong, right = verifier.verify([claim], [row, key])
    assert right.binding is not None and right.binding.value == "CC BY-SA 3.0" and right.level == 1.0
    # the other row names vitaminc only inside the very cell that would answer: it is not the vitaminc row
    assert wrong.binding is None and wrong.level == 0.0
    # the model reads the row under its header, only the key and the column the claim names
    assert verifier.seen == [("set: vitaminc; licence: CC BY-SA 3.0", "CC BY-SA 3.0 is the licence of vitaminc")]
    # a claim that names no column reads the whole row
    assert verifier.premise(key, make_claim("vitaminc is free")) == "set: vitaminc; licence: CC BY-SA 3.0; weight: 2.0"
    # "set" is the answer type of this one
    which = make_claim("{sq1} has the licence CC BY-SA 3.0", slot="sq1").model_copy(update={"answer_type": "set"})
    (found,) = verifier.verify([which], [key])
    assert found.binding is not None and found.binding.value == "vitaminc"


def test_a_table_whose_title_says_the_claims_other_words_offers_every_row() -> None:
    from claimbound.verifier.text import table_candidates

    header = ["country", "meal allowance", "hotel cap"]
    row = "| Sweden | 800 NOK | 1,600 NOK |"
    title = "Boreal rates for travel abroad"
    found = table_candidates("{sq1} is the hotel cap abroad", "sq1", "amount", row, header, title)
    assert [c.value for c in found or []] == ["1,600 NOK"]
    # no title that says "abroad", no cell that shares a word: not a row about the claim
    assert table_candidates("{sq1} is the hotel cap abroad", "sq1", "amount", row, header) == []
    assert table_candidates("{sq1} is the hotel cap in Oslo", "sq1", "amount", row, header, title) == []


def _titled(text: str, title: str, doc_id: str = "d") -> Span:
    return make_span(text, doc_id).model_copy(update={"title": title})


def test_a_value_whose_own_text_says_nothing_of_the_claim_is_partial() -> None:
    """The title says what the page is about; a filled-in value must stand in text that says something the claim
    says. The model entails nearly anything here (ConstantVerifier), so the checks decide."""
    claim = Claim(id="c1", text="{sq1} approves expenses", sub_question_id="sq1", slot="sq1", answer_type="person")
    v = ConstantVerifier()
    (only_title,) = v.verify([claim], [_titled("Receipts must be submitted by Claire Dubois.", "Expense approval")])
    assert only_title.level == 0.5 and "body:" in only_title.reason
    (said,) = v.verify([claim], [_titled("Claire Dubois approves all expenses.", "Expense approval")])
    assert said.level == 1.0 and said.binding is not None and said.binding.value == "Claire Dubois"
    # no title: the premise is the text itself, which the words check already reads
    (untitled,) = v.verify([claim], [make_span("Receipts must be submitted by Claire Dubois.")])
    assert "body:" not in untitled.reason


def test_a_role_is_held_only_by_a_name_the_span_puts_beside_it() -> None:
    claim = Claim(id="c1", text="{sq1r} is the head of finance", sub_question_id="sq1r", slot="sq1r",
                  answer_type="person")
    v = ConstantVerifier()
    spans = [make_span("Expenses above 1,000 USD require approval from the head of finance.", "a"),
             make_span("Cobalt's head of finance is Mira Patel.", "b"),
             make_span("Mira Patel, the head of finance, signs the budget.", "c"),
             make_span("Remote work requires approval from Mira Patel or the head of finance.", "d")]
    got = {s.span.doc_id: (s.binding.value if s.binding else None) for s in v.verify([claim], spans)}
    assert got == {"a": None, "b": "Mira Patel", "c": "Mira Patel", "d": None}


def test_a_field_line_whose_label_the_claim_names_gives_the_value_after_its_colon() -> None:
    claim = Claim(id="c1", text="{sq1} is the base model of the NLI model", sub_question_id="sq1", slot="sq1",
                  answer_type="model")
    line = "- Base: sentence-transformers/all-MiniLM-L6-v2 (a package), fine-tuned as `BertForSequenceClassification`."
    (s,) = ConstantVerifier().verify([claim], [make_span(line)])
    assert s.binding is not None and s.binding.value == "sentence-transformers/all-MiniLM-L6-v2"
    # a label the claim does not name leaves every value a candidate (the quoted one comes first)
    (other,) = ConstantVerifier().verify([claim], [make_span(line.replace("Base:", "Origin:"))])
    assert other.binding is not None and other.binding.value == "BertForSequenceClassification"
    # a setting the claim names: the value after its sign
    entail = Claim(id="c2", text="{sq1} is the entail threshold", sub_question_id="sq1", slot="sq1", answer_type="threshold")
    (t,) = ConstantVerifier().verify([entail], [make_span("Set Thresholds(partial=0.21, entail=0.42) to turn it off.")])
    assert t.binding is not None and t.binding.value == "0.42"


def test_a_capitalised_common_word_opening_a_sentence_is_no_candidate() -> None:
    claim = Claim(id="c1", text="{sq1} is the approver", sub_question_id="sq1", slot="sq1", answer_type="person")
    (s,) = ConstantVerifier().verify([claim], [_titled("Remote work requires approval from Claire.", "Acme remote work")])
    assert s.binding is not None and s.binding.value == "Claire"
    # the title says the word in its other number: "Expenses" is the plural of its "expense", no name
    heads = Claim(id="c2", text="{sq1} heads finance at cobalt", sub_question_id="sq1", slot="sq1", answer_type="person")
    expenses = _titled("Expenses above 1,000 USD require approval from the head of finance.", "Cobalt expense approval")
    (e,) = ConstantVerifier().verify([heads], [expenses])
    assert e.binding is None
    (named,) = ConstantVerifier().verify([heads], [expenses.model_copy(update={"title": "Cobalt approvals"})])
    assert named.binding is not None and named.binding.value == "Expenses"  # no other form: read as a name


def test_an_entailment_a_check_reverses_is_a_contradiction_marked_reversed() -> None:
    """The model's confidence in a statement with the opposite polarity is confidence that the claim is false: the
    judgement is marked so (its probabilities stay the model's), and a yes/no answer weighs it so."""
    from claimbound.verifier.base import _Judgement, apply_checks
    from claimbound.verifier.checks import CheckFinding

    j = _Judgement(Relation.ENTAILS, 1.0, {"entailment": 0.69, "neutral": 0.11, "contradiction": 0.2})
    out = apply_checks(j, [CheckFinding("negation", "only the span is negated", "reverse")])
    assert (out.relation, out.level, out.probs, out.reversed) == (Relation.CONTRADICTS, 0.0, j.probs, True)
    partial = apply_checks(j, [CheckFinding("number_missing", "3 not in span", "partial", True)])
    assert (partial.level, partial.reversed) == (0.5, False)


def test_another_kinds_amount_is_no_contradiction() -> None:
    """"The equipment budget at cobalt is 1,000 USD" against "The training budget is 1,500 USD": the number check's
    other value is another kind's (the modifier check's "unsaid" finding), so no contradiction; alone it stands."""
    from claimbound.verifier.base import _Judgement, apply_checks
    from claimbound.verifier.checks import CheckFinding

    j = _Judgement(Relation.CONTRADICTS, 0.0, {"entailment": 0.29, "neutral": 0.17, "contradiction": 0.54})
    number = CheckFinding("number", "claim says 1,500 USD, span says 1,000 USD", "contradict")
    kind = CheckFinding("modifier", "claim 'training budget' vs span 'equipment budget'", "unsaid", True)
    assert apply_checks(j, [number, kind]).relation == Relation.NEUTRAL
    assert apply_checks(j, [number]).relation == Relation.CONTRADICTS


def test_a_title_ending_in_its_documents_year_of_publication_is_read_without_it() -> None:
    from claimbound.claims.models import DocMetadata
    from claimbound.verifier.base import _without_version_year

    def titled(title: str, published: str | None) -> Span:
        return Span(span_id="d#0", doc_id="d", start=0, end=4, text="Text", title=title,
                    metadata=DocMetadata(published_at=published))

    assert _without_version_year(titled("Acme travel policy 2025", "2025-02-01T00:00:00+00:00")) == "Acme travel policy"
    assert _without_version_year(titled("Acme travel policy 2025", "2024-02-01T00:00:00+00:00")) == (
        "Acme travel policy 2025")  # not its own year: part of the name
    assert _without_version_year(titled("Top drivers in 2023", "2023-12-21T00:00:00+00:00")) == "Top drivers in 2023"
    assert _without_version_year(titled("United States presidential election, 1964", None)) == (
        "United States presidential election, 1964")


@pytest.mark.parametrize(("atom", "year", "expected"), [
    ("45 EUR was the meal allowance in 2023", 2023, "45 EUR was the meal allowance"),
    ("45 EUR was the meal allowance in 2023", 2025, "45 EUR was the meal allowance in 2023"),  # another version
    ("45 EUR was the meal allowance before 2025", 2023, "45 EUR was the meal allowance"),
    ("60 EUR was the meal allowance before 2025", 2025, "60 EUR was the meal allowance before 2025"),
    ("Staff could work remotely 2 days per week under the 2022 policy", 2022, "Staff could work remotely 2 days per week"),
    ("Cobalt offers 16 weeks of leave since 2024", 2024, "Cobalt offers 16 weeks of leave"),
    ("Cobalt offers 16 weeks of leave since 2024", None, "Cobalt offers 16 weeks of leave since 2024"),  # no version
    # a year before the noun goes, the article stays; another version's year stays
    ("the 2024 survey covered 3,000 office workers", 2024, "the survey covered 3,000 office workers"),
    ("the 2024 survey covered 3,000 office workers", 2023, "the 2024 survey covered 3,000 office workers"),
])
def test_a_time_the_claim_puts_on_itself_is_said_by_the_version_of_that_time(atom: str, year: int | None,
                                                                              expected: str) -> None:
    from claimbound.claims.models import DocMetadata
    from claimbound.verifier.base import _dated_by_version

    title = f"Acme travel policy {year}" if year else "Acme travel policy"
    span = Span(span_id="d#0", doc_id="d", start=0, end=4, text="Text", title=title,
                metadata=DocMetadata(published_at=f"{year or 2020}-02-01T00:00:00+00:00"))
    assert _dated_by_version(atom, span) == expected


def test_a_claim_that_bounds_an_amount_is_decided_by_the_spans_amount(substring_verifier) -> None:  # type: ignore[no-untyped-def]
    """'higher than 50 EUR' is no claim that the amount is 50 EUR: the span's 60 EUR meets it, and 70 EUR would not."""
    span = make_span("The meal allowance is 60 EUR per day.")
    (met,) = substring_verifier.verify([make_claim("The meal allowance is higher than 50 EUR")], [span])
    assert met.relation == Relation.ENTAILS and met.level == 1.0 and "60 EUR is higher than 50 EUR" in met.reason
    (unmet,) = substring_verifier.verify([make_claim("The meal allowance is more than 70 EUR")], [span])
    assert unmet.relation == Relation.CONTRADICTS and unmet.level == 0.0 and "threshold" in unmet.reason
    # the span's amount must be the claim's thing's: a span about something else proves nothing of the bound
    (other,) = substring_verifier.verify([make_claim("The hotel cap is higher than 50 EUR")], [span])
    assert other.relation != Relation.CONTRADICTS and other.level < 1.0
    # a span that states a bound of its own is a rule, judged as before; another unit is nothing to compare
    rule = make_span("Expenses above 500 EUR require approval.")
    (r,) = substring_verifier.verify([make_claim("The meal allowance is higher than 50 EUR")], [rule])
    assert "threshold" not in r.reason
    weeks = make_span("Acme offers 20 weeks of parental leave.")
    (w,) = substring_verifier.verify([make_claim("Acme offers more than 25 weeks of parental leave")], [weeks])
    assert w.relation == Relation.CONTRADICTS and "25 weeks" in w.reason


@pytest.mark.parametrize(("atom", "text", "other"), [
    ("The meal allowance is higher than 50 EUR", "The meal allowance is 60 EUR per day.", False),
    ("The wellness stipend is more than 500 USD", "Each cobalt employee has a training budget of 1,500 USD.", True),
    # the span shares none of the claim's words before the bound: another thing's amount, though only one is unsaid
    # ("Can I carry over more than 5 days?" was degraded with "within 30 days" as its support)
    ("I can carry over more than 5 days", "Receipts must be submitted within 30 days.", True),
    # a light verb unsaid is no other thing ("take" against "receive")
    ("I can take more than 20 days", "Acme employees receive 27 days of annual leave per year.", False),
])
def test_a_bounded_amount_the_span_says_of_another_thing(atom: str, text: str, other: bool) -> None:
    from claimbound.verifier.base import _at_amount

    read = _at_amount(atom, text)
    assert read is not None and read[3] is other


@pytest.mark.parametrize(("atom", "text", "expected"), [
    ("180 USD is the hotel cap in Dallas", "The default hotel cap for business travel in other cities is 180 USD.",
     ("180 USD is the hotel cap in other cities", "in other cities")),
    ("The rate in Chile is 5%", "In all other countries the rate is 5%.", ("The rate in all other countries is 5%",
                                                                            "in all other countries")),
    ("180 USD is the hotel cap in Austin", "The default cap in Austin and in other cities is 180 USD.",
     ("180 USD is the hotel cap in Austin", None)),  # the span names the place
    ("The Huguenots settled in Brazil", "Many Huguenots settled in other countries.",
     ("The Huguenots settled in Brazil", None)),  # no rule's default
    # a country is none of the other cities (pol-45: "What is the hotel cap in Italy?" is abstained), a city none of
    # the other countries
    ("1,400 NOK is the hotel cap in Italy", "The default hotel cap for business travel in other cities is 1,400 NOK.",
     ("1,400 NOK is the hotel cap in Italy", None)),
    ("The rate in Dallas is 5%", "In all other countries the rate is 5%.", ("The rate in Dallas is 5%", None)),
    # a rule of another thing: nothing the atom says of the place (was "Acme is based in other cities", entailed)
    ("Acme is based in Lyon", "The default hotel cap for business travel in other cities is 130 EUR per night.",
     ("Acme is based in Lyon", None)),
])
def test_a_place_a_rule_does_not_name_is_read_as_its_default_case(atom: str, text: str,
                                                                 expected: tuple[str, str | None]) -> None:
    from claimbound.verifier.base import _as_default_case

    assert _as_default_case(atom, make_span(text)) == expected


def test_a_places_own_case_wins_over_the_default_case() -> None:
    from claimbound.claims.models import Support

    claim = make_claim("{sq1} is the hotel cap in Paris", slot="sq1")
    own = Support(claim_id=claim.id, span=make_span("The hotel cap in Paris is 220 EUR.", "caps"), level=1.0,
                  relation=Relation.ENTAILS, score=0.9, verifier="t")
    default = Support(claim_id=claim.id, span=make_span("The default hotel cap in other cities is 130 EUR.", "caps", n=1),
                      level=1.0,
                      relation=Relation.ENTAILS, score=0.95, verifier="t", default_case="in other cities")
    cov, conf = build_tables([claim], [default, own])
    assert cov.rows[0].best is not None and cov.rows[0].best.span.text.startswith("The hotel cap in Paris")
    assert [s.level for s in cov.rows[0].supports] == [1.0, 0.5] and not conf.conflicts
    alone, _ = build_tables([claim], [default])
    assert alone.rows[0].level == 1.0
    # the place's own sentence in the default's document, however weakly judged, keeps the place out of "other
    # cities"; in another document it does not
    weak = own.model_copy(update={"level": 0.5, "relation": Relation.NEUTRAL, "score": 0.3})
    named, _ = build_tables([claim], [default, weak])
    assert named.rows[0].level == 0.5
    elsewhere = weak.model_copy(update={"span": make_span("The hotel cap in Paris is 220 EUR.", "other-doc")})
    kept, _ = build_tables([claim], [default, elsewhere])
    assert kept.rows[0].level == 1.0


def test_a_span_that_says_every_word_of_the_claim_binds_before_one_that_does_not() -> None:
    """"parental leave applies to {sq1}": the model entails it from "Cobalt offers 16 weeks of paid parental leave"
    too; once a span that says "applies" proves it, the other is partial, and the two values make no conflict."""

    claim = make_claim("parental leave applies to {sq1}", slot="sq1")
    said = make_span("Parental leave applies to birth, adoption and foster placement.", "a")
    other = make_span("Cobalt offers 16 weeks of paid parental leave.", "b")
    sups = SubstringVerifier().verify([claim], [said, other])

    judged = [_bound(sups[0], "birth, adoption and foster placement", 0.96), _bound(sups[1], "16 weeks", 0.97)]
    cov, conf = build_tables([claim], judged)
    best = cov.rows[0].best
    assert best is not None and best.binding is not None and best.binding.value.startswith("birth")
    assert [s.level for s in cov.rows[0].supports] == [1.0, 0.5] and not conf.conflicts
    assert "another span says every word of the claim (applie not here)" in cov.rows[0].supports[1].reason
    # without a span that says every word, nothing changes: the model's entailment stands
    alone, _ = build_tables([claim], judged[1:])
    assert alone.rows[0].level == 1.0


def test_a_phrase_placing_the_claim_at_the_spans_own_tenant_is_said_by_the_document() -> None:
    from claimbound.claims.models import DocMetadata
    from claimbound.verifier.base import _owned_by_tenant

    def span(tenant: str) -> Span:
        return Span(span_id="d#0", doc_id="d", start=0, end=4, text="Text", metadata=DocMetadata(tenant=tenant))

    claim = "{sq1} is the hotel cap in Germany for boreal employees"
    assert _owned_by_tenant(claim, span("boreal")) == "{sq1} is the hotel cap in Germany"
    assert _owned_by_tenant("Parental leave at cobalt applies to adoption", span("cobalt")) == (
        "Parental leave applies to adoption")
    assert _owned_by_tenant(claim, span("acme")) == claim  # another tenant's document: the phrase stays
    assert _owned_by_tenant(claim, span("public")) == claim
    assert _owned_by_tenant("boreal offers {sq1} of parental leave", span("boreal")) == (
        "boreal offers {sq1} of parental leave")  # the tenant as the subject stays


def test_a_relation_the_question_asks_for_must_be_said_by_the_span() -> None:
    """'What is the alternative to X?': the value is no kind of alternative the span may leave unnamed, as the
    outpost of '{sq1} was the first outpost ...' is; a span that does not say the relation fills it partly at most."""
    span = make_span("Boreal offers 49 weeks of parental leave at full pay.")
    alternative = Claim(id="c1", text="{sq1} is the alternative to 49 weeks of fully paid parental leave",
                        sub_question_id="sq1", slot="sq1", answer_type="entity")
    (s,) = ConstantVerifier().verify([alternative], [span])
    assert s.level == 0.5 and "alternative" in s.reason
    # typed as what it is, an alternative is no name ("Boreal") and no group of people: nothing here fills it
    (t,) = ConstantVerifier().verify([alternative.model_copy(update={"answer_type": "alternative"})], [span])
    assert t.level == 0.0 and t.binding is None
    offer = Claim(id="c2", text="{sq1} is the leave boreal offers", sub_question_id="sq1", slot="sq1",
                  answer_type="leave")
    (o,) = ConstantVerifier().verify([offer], [make_span("Boreal offers Parental leave of 49 weeks.")])
    assert "leave" not in o.reason


def test_a_value_holding_a_name_of_the_claim_and_more_is_no_value() -> None:
    """"Lewis S. Eaton donated {sq1}" bound "San Joaquin River Parkway's Lewis S. Eaton Trail" at level 1 (SQuAD 2.0,
    unanswerable): a thing named after him, not what he donated."""
    span = make_span("Five miles of trails are part of the San Joaquin River Parkway's Lewis S. Eaton Trail.")
    claim = Claim(id="c1", text="Lewis S. Eaton donated {sq1}", sub_question_id="sq1", slot="sq1", answer_type="entity")
    (sup,) = ConstantVerifier().verify([claim], [span])
    assert sup.binding is None or "Eaton" not in sup.binding.value
    assert holds_claim_name("{sq1} comes from the same book as Abraham Van Helsing", "Professor Abraham Van Helsing")
    # the same name back, a generational suffix, a relative, a place that qualifies the claim's and a founder's
    # eponym are fine
    assert not holds_claim_name("Lewis S. Eaton donated {sq1}", "Lewis S. Eaton")
    assert not holds_claim_name("{sq1} met John Smith", "John Smith Sr.")
    assert not holds_claim_name("{sq1} is the son of John Adams", "John Quincy Adams")  # a relative's name
    assert not holds_claim_name("Johnnycake, West Virginia is located in {sq1}", "McDowell County, West Virginia")
    assert not holds_claim_name("Walt Disney founded {sq1}", "The Walt Disney Company")
    assert not holds_claim_name("{sq1} is the full name of Lewis Eaton", "Lewis Samuel Eaton")


def test_what_words_mean_is_also_the_gloss_right_after_them() -> None:
    """"What does 'Pax Mongolica' mean?" bound "spread of technologies" from "Pax Mongolica, Mongol peace, enabled the
    spread of technologies ...", held at 0.5 for want of "mean" (SQuAD 2.0): the gloss is the meaning, which the
    sentence's shape says."""
    span = make_span("Pax Mongolica, Mongol peace, enabled the spread of technologies between China and the West.")
    claim = Claim(id="c1", text="'Pax Mongolica' means {sq1}", sub_question_id="sq1", slot="sq1",
                  answer_type="definition")
    (sup,) = ConstantVerifier().verify([claim], [span])
    assert sup.binding is not None and sup.binding.value == "Mongol peace" and sup.level == 1.0
    # a clause or a date after the words glosses nothing
    for text in ("Pax Mongolica, which lasted a century, enabled trade.", "Pax Mongolica (1250 - 1350) enabled trade."):
        (none,) = ConstantVerifier().verify([claim], [make_span(text)])
        assert none.binding is None and none.level == 0.0


def test_leave_asked_for_more_than_an_amount_is_read_against_the_spans_limit() -> None:
    """"I can carry over more than 3 days" against "Up to 5 ... days can be carried over": 4 or 5 days meet both, so
    the claim is judged as the limit ("up to 5 days"); was abstained ("3 days not in span"). A limit the bound passes,
    a bound the other way or a limit on what the claim does not say is no such reading."""
    from claimbound.verifier.base import _within_limit

    span = "Up to 5 unused annual leave days can be carried over to the next year."
    assert _within_limit("I can carry over more than 3 days", span) == (
        "I can carry over up to 5 days", "'up to 5 days' admits more than 3 days")
    for atom in ("I can carry over more than 7 days", "I can carry over fewer than 3 days",
                 "I can take more than 3 days"):
        assert _within_limit(atom, span) is None, atom
    assert _within_limit("I can work remotely more than 1 day per week",
                         "Acme employees may work remotely up to 2 days per week.") is not None
    # days counted a word after the number; a limit on carrying over is none on taking (was "Yes" to "Can I take 3
    # days off?" from this span)
    assert _within_limit("I can roll over 3 vacation days", span) == (
        "I can roll over up to 5 vacation days", "3 is within the span's limit 'up to 5'")
    assert _within_limit("I can take 3 days", span) is None


def test_another_things_amount_refutes_no_bound() -> None:
    """A receipts deadline of 30 days is no amount of days carried over: it proves no bound of the claim's ("more than
    5 days"), and refutes none ("fewer than 3 days" was answered "No" from it), however sure the model is."""
    span = make_span("Receipts must be submitted within 30 days.")
    for text in ("I can carry over fewer than 3 days", "I can carry over more than 5 days"):
        (s,) = ConstantVerifier().verify([make_claim(text)], [span])
        assert s.relation != Relation.CONTRADICTS and s.level < 1.0, text


@pytest.mark.parametrize(("atom", "read"), [
    ("I can hand in receipts within 20 days", "I can hand in receipts within 30 days"),  # was "No": 20 against 30
    ("I can submit receipts after 20 days", "I can submit receipts within 30 days"),  # day 21 is within 30 days
    ("I can submit receipts after 30 days", None),  # the deadline itself: left to the number check
    ("I can submit receipts within 45 days", None),
    ("I can take leave within 20 days", None),  # the span says nothing of leave
    ("Receipts are submitted within 20 days", None),  # no leave asked: a fact, compared as a number
    # another unit of time, counted in the deadline's where it converts exactly (was no answer: weeks against days)
    ("I can submit receipts within 4 weeks", "I can submit receipts within 30 days"),
    ("I can submit receipts after 6 weeks", "I can submit receipts after 42 days"),  # past it: for the number check
    ("I can submit receipts within 1 month", None),  # a month has no fixed number of days
])
def test_leave_to_do_a_thing_in_time_is_read_against_the_spans_deadline(atom: str, read: str | None) -> None:
    from claimbound.verifier.base import _within_deadline

    found = _within_deadline(atom, "Receipts must be submitted within 30 days.")
    assert (found[0] if found else None) == read


@pytest.mark.parametrize(("atom", "read"), [
    # a lead time is the least time ahead: more meets it (was a number mismatch), less does not ("14 days or more" was
    # read as leave for an amount, which 30 days met)
    ("I can request parental leave 40 days in advance", "I can request parental leave 30 days in advance"),
    ("I can request parental leave 6 weeks in advance", "I can request parental leave 30 days in advance"),
    ("I can request parental leave two months beforehand", "I can request parental leave 30 days in advance"),
    ("I can request parental leave 2 weeks in advance", "I can request parental leave 14 days in advance"),
    ("I can request parental leave 14 days in advance", None),  # the span's unit: the number check refutes it
    ("I can request parental leave 1 month in advance", None),  # 28 to 31 days: no reading
    ("I can take a sabbatical 40 days in advance", None),  # the span says nothing of a sabbatical
])
def test_a_lead_time_is_read_against_the_spans_least_one(atom: str, read: str | None) -> None:
    from claimbound.verifier.base import _lead_time_met

    found = _lead_time_met(atom, "Parental leave must be requested 30 days in advance.")
    assert (found[0] if found else None) == read


def test_a_shorter_lead_time_than_the_rule_asks_is_refuted() -> None:
    span = make_span("Parental leave must be requested 30 days in advance.")
    for text in ("I can request parental leave 14 days in advance", "I can request parental leave 2 weeks in advance"):
        (s,) = ConstantVerifier().verify([make_claim(text)], [span])
        assert s.relation == Relation.CONTRADICTS, text
    (s,) = ConstantVerifier().verify([make_claim("I can request parental leave 6 weeks in advance")], [span])
    assert s.relation == Relation.ENTAILS
    # the leave's length is no lead time: it refutes none (was "No" to "Can I request parental leave 2 weeks in
    # advance?" from cobalt's 2024 policy, which sets no lead time)
    (other,) = ConstantVerifier().verify([make_claim("I can request parental leave 2 weeks in advance")],
                                         [make_span("Cobalt offers 16 weeks of paid parental leave.")])
    assert other.relation != Relation.CONTRADICTS


def test_a_time_after_an_event_is_read_against_the_window_the_span_gives() -> None:
    from claimbound.verifier.base import _within_deadline

    span = "Parental leave can be taken within 12 months of a birth or adoption."
    found = _within_deadline("I can take parental leave 6 months after the birth", span)
    assert found is not None and found[0] == "I can take parental leave within 12 months of the birth"
    assert _within_deadline("I can take parental leave 18 months after a birth", span) is None


def test_another_amount_in_the_negative_refutes_nothing() -> None:
    """"is a 4000 nok expense ok without a director" was checked as "A 4000 NOK expense ok is without a director":
    the number check set 4000 NOK against the rule's 5,000 NOK and the negation check found only the claim negated.
    The two disagreements may undo each other, so the span proves the claim false no more than it proves it
    (was "No"; now no answer); another amount alone still refutes."""
    span = make_span("Expenses above 5,000 NOK require approval from a director.")
    (s,) = ConstantVerifier().verify([make_claim("A 4000 NOK expense is ok without a director")], [span])
    assert s.relation == Relation.NEUTRAL and "negation" in s.reason
    (plain,) = ConstantVerifier().verify([make_claim("A 4000 NOK expense requires approval from a director")],
                                         [span])
    assert plain.relation == Relation.CONTRADICTS
