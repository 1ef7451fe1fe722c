"""Per-question scoring: decisions, labels, retrieval metrics, citations, and the ACL leak check."""

from __future__ import annotations

from pathlib import Path

import pytest

from claimbound.claims.models import AnswerStatus, Principal, Relation, StopReason, TraceEvent
from claimbound.errors import CorpusError
from claimbound.eval.dataset import load_dataset
from claimbound.eval.scoring import contains_answer, decision_of, label_of, normalize, score_item

from .helpers import make_answer, make_trace, retrieval_event, span, write_dataset


@pytest.fixture
def ds(tmp_path: Path):
    return load_dataset(write_dataset(tmp_path / "ds"))


def test_normalize_numbers_and_articles() -> None:
    assert normalize("The limit is 25,000 EUR.") == "limit is 25000 eur"
    assert normalize("0.45 EUR per kilometre") == "0.45 eur per kilometre"
    assert contains_answer("The corporate card monthly limit is 25,000 EUR.", "25000 eur")
    assert not contains_answer("It costs 160 EUR.", "60 EUR")  # token boundary, not a substring
    assert contains_answer("位于北京市海淀区", "北京")


@pytest.mark.parametrize(
    ("status", "stop", "expected"),
    [
        (AnswerStatus.ANSWERED, StopReason.EVIDENCE_SUFFICIENT, "answer"),
        (AnswerStatus.DEGRADED, StopReason.BUDGET_EXHAUSTED, "degrade"),
        (AnswerStatus.CLARIFICATION, StopReason.CLARIFICATION_REQUIRED, "clarify"),
        (AnswerStatus.ABSTAINED, StopReason.OUT_OF_SCOPE, "out_of_scope"),
        (AnswerStatus.ABSTAINED, StopReason.NO_PROGRESS, "abstain"),
    ],
)
def test_decision_mapping(status: AnswerStatus, stop: StopReason, expected: str) -> None:
    assert decision_of(make_answer("q", status, stop=stop)) == expected


def test_label_mapping(ds) -> None:
    sp = span(ds, "a1")
    labels = ["SUPPORT", "CONTRADICT", "NOT_ENOUGH_INFO"]
    assert label_of(make_answer("c", AnswerStatus.ANSWERED, [sp]), labels) == "SUPPORT"
    contra = make_answer("c", AnswerStatus.ABSTAINED, [sp], relation=Relation.CONTRADICTS, level=0.0)
    assert label_of(contra, labels) == "CONTRADICT"
    assert label_of(make_answer("c", AnswerStatus.ABSTAINED, [sp], relation=Relation.NEUTRAL, level=0.0),
                    labels) == "NOT_ENOUGH_INFO"
    both = make_answer("c", AnswerStatus.DEGRADED, [sp])
    both.claims.rows[0].supports.append(contra.claims.rows[0].supports[0])
    assert label_of(both, [*labels, "DISPUTED"]) == "DISPUTED"
    assert label_of(both, labels) == "SUPPORT"  # entail score 0.9 == contradict score 0.9 -> entail wins ties


def test_retrieval_metrics_use_gold_sentences(ds) -> None:
    item = ds.items[1]  # gold: a2 s0 and a1 s1
    p = item.principal()
    wrong_sentence = span(ds, "a1", 0, n=0)  # right document, wrong sentence
    first = retrieval_event(0, "hq", [span(ds, "p1"), span(ds, "a2")])
    trace = make_trace(item.question, p, [first])
    s = score_item(item, "x", make_answer(item.question, AnswerStatus.ABSTAINED), trace, ds)
    assert s.evidence_recall == 0.5 and s.complete_at_k is False
    assert s.reciprocal_rank == pytest.approx(0.5)
    assert s.missing_gold == ["a1#s1"]
    trace2 = make_trace(item.question, p, [first, retrieval_event(1, "cap", [wrong_sentence])])
    assert score_item(item, "x", make_answer(item.question, AnswerStatus.ABSTAINED), trace2, ds).complete_at_k is False
    trace3 = make_trace(item.question, p, [first, retrieval_event(1, "cap", [span(ds, "a1", 1, n=1)])])
    s3 = score_item(item, "x", make_answer(item.question, AnswerStatus.ABSTAINED), trace3, ds)
    assert s3.complete_at_k is True and s3.rankings == 2
    # k cuts each ranking: the gold sentence at rank 3 is outside k=2
    deep = retrieval_event(1, "cap", [span(ds, "p1"), wrong_sentence, span(ds, "a1", 1, n=1)])
    s4 = score_item(item, "x", make_answer(item.question, AnswerStatus.ABSTAINED),
                    make_trace(item.question, p, [first, deep]), ds, k=2)
    assert s4.complete_at_k is False and s4.gold_found_anywhere is True


def test_answer_in_cited_spans_and_citation_precision(ds) -> None:
    item = ds.items[0]
    good = make_answer(item.question, AnswerStatus.ANSWERED, [span(ds, "a1", 0)])
    s = score_item(item, "x", good, make_trace(item.question, item.principal(), []), ds)
    assert s.decision_correct and s.answer_in_cited and s.citations_gold == 1 and s.gold_complete
    off = make_answer(item.question, AnswerStatus.ANSWERED, [span(ds, "a1", 1)], text="60 EUR")
    s2 = score_item(item, "x", off, make_trace(item.question, item.principal(), []), ds)
    # the answer text says 60 EUR, but the cited span does not: not found inside the cited spans
    assert s2.answer_in_cited is False and s2.citations_gold == 0 and s2.citations_ok == 1
    assert s2.self_complete and s2.gold_complete is False


def test_the_short_answer_is_scored_against_the_gold_answers(ds) -> None:
    from claimbound.eval.scoring import token_f1

    assert token_f1("M. Ward", "Ward") == pytest.approx(2 / 3) and token_f1("few", "to clean them") == 0.0
    assert token_f1("中央民族学院", "中央民族学院政治系毕业") > 0.5  # Chinese: characters
    item = ds.items[0].model_copy(update={"answers": ["freshwater lake"], "facts": []})
    trace = make_trace(item.question, item.principal(), [])
    cited = [span(ds, "a1", 0)]

    def match(short: str | None, status: AnswerStatus = AnswerStatus.ANSWERED) -> bool | None:
        ans = make_answer(item.question, status, cited, text=f"{short}.")
        return score_item(item, "x", ans.model_copy(update={"short_answer": short}), trace, ds).short_answer_match

    assert match("freshwater lake") is True and match("a freshwater lake") is True
    assert match("north and enters") is False  # the cited span may hold the answer; the value given is wrong
    assert match(None) is False
    assert match("freshwater lake", AnswerStatus.ABSTAINED) is False  # no answer given


def test_the_strict_short_answer_figure_needs_an_exact_match(ds) -> None:
    from claimbound.eval.scoring import exact_match

    assert exact_match("The Freshwater lake.", "freshwater lake") and not exact_match("", "")
    assert exact_match("中央 民族学院", "中央民族学院") and not exact_match("中央民族学院", "中央民族学院政治系")
    trace = make_trace(ds.items[0].question, ds.items[0].principal(), [])
    cited = [span(ds, "a1", 0)]

    def scored(short: str, answers: list[str], facts: list[str]):
        item = ds.items[0].model_copy(update={"answers": answers, "metadata": {**ds.items[0].metadata, "facts": facts}})
        ans = make_answer(item.question, AnswerStatus.ANSWERED, cited, text=f"{short}.")
        return score_item(item, "x", ans.model_copy(update={"short_answer": short}), trace, ds)

    s = scored("Winter; passage", ["William Winter"], [])  # token F1 0.5: lenient figure yes, strict figure no
    assert s.short_answer_match is True and s.short_answer_exact is False
    assert scored("William Winter", ["William Winter"], []).short_answer_exact is True
    both = scored("60 EUR; 130 EUR", ["60 EUR", "130 EUR"], ["60 EUR", "130 EUR"])
    assert both.short_answer_exact is True  # several expected facts: each is one part of the short answer
    assert scored("60 EUR", ["60 EUR", "130 EUR"], ["60 EUR", "130 EUR"]).short_answer_exact is False
    # the lenient figure reads each fact against the part that gives it: "Up to 4 days; 50 USD per month" is 0.4
    # token F1 against "4 days" as a whole, 0.67 part by part
    rated = scored("Up to 4 days; 50 USD per month", ["4 days", "50 USD"], ["4 days", "50 USD"])
    assert rated.short_answer_match is True and rated.short_answer_exact is False
    assert scored("Up to 4 days; 9 EUR", ["4 days", "50 USD"], ["4 days", "50 USD"]).short_answer_match is False


def test_a_yes_no_answer_is_read_from_the_short_answer(ds) -> None:
    item = ds.items[0].model_copy(update={"answers": ["no"], "facts": []})
    trace = make_trace(item.question, item.principal(), [])
    cited = [span(ds, "a1", 0)]

    def said(text: str, short: str | None) -> bool | None:
        ans = make_answer(item.question, AnswerStatus.ANSWERED, cited, text=text)
        return score_item(item, "x", ans.model_copy(update={"short_answer": short}), trace, ds).answer_in_cited

    assert said("The policy rules it out.", "No") is True  # a writer's text need not open with the verdict
    assert said("No one disputes it: yes.", "Yes") is False
    assert said("No. The policy rules it out.", None) is True  # runs recorded before short_answer: the first word


def test_a_citation_backing_a_no_counts_when_it_contradicts_its_claim(ds) -> None:
    from claimbound.claims.models import Citation

    item = ds.items[0]
    sp = span(ds, "a1", 1)
    no = make_answer(item.question, AnswerStatus.ANSWERED, [sp], relation=Relation.CONTRADICTS, level=0.0, text="No.")
    refuting = Citation.of("c1", no.claims.rows[0].supports[0])
    assert refuting.relation == Relation.CONTRADICTS
    no = no.model_copy(update={"citations": [refuting]})
    s = score_item(item, "x", no, make_trace(item.question, item.principal(), []), ds)
    assert s.citations == 1 and s.citations_ok == 1
    # the same span marked as contradicting, but recorded as neutral for the claim: not backed
    neutral = make_answer(item.question, AnswerStatus.ANSWERED, [sp], relation=Relation.NEUTRAL, level=0.0)
    neutral = neutral.model_copy(update={"citations": [refuting]})
    assert score_item(item, "x", neutral, make_trace(item.question, item.principal(), []), ds).citations_ok == 0


def test_planted_leak_fails_the_question(ds) -> None:
    item = ds.items[0]  # asked by acme without roles
    p = item.principal()
    answer = make_answer(item.question, AnswerStatus.ANSWERED, [span(ds, "a1", 0)])
    clean = score_item(item, "x", answer, make_trace(item.question, p, [retrieval_event(0, "q", [span(ds, "a1")])]),
                       ds)
    assert clean.correct and not clean.leaked
    # another tenant's span somewhere in a retrieval event
    leaky = make_trace(item.question, p, [retrieval_event(0, "q", [span(ds, "a1"), span(ds, "b1")])])
    s = score_item(item, "x", answer, leaky, ds)
    assert s.leaked and not s.correct and not s.decision_correct and s.answer_in_cited is False
    assert s.leaks[0].doc_id == "b1"
    # a role-restricted span (finance) for a principal without the role
    s2 = score_item(item, "x", answer, make_trace(item.question, p, [retrieval_event(0, "q", [span(ds, "a3")])]), ds)
    assert s2.leaked and s2.leaks[0].doc_id == "a3"
    assert not score_item(item, "x", answer,
                          make_trace(item.question, Principal(tenant="acme", roles=["finance"]),
                                     [retrieval_event(0, "q", [span(ds, "a3")])]), ds,
                          principal=Principal(tenant="acme", roles=["finance"])).leaked
    # a span whose own metadata lies (claims public): the corpus metadata decides
    forged = span(ds, "b1").model_copy(update={"metadata": span(ds, "p1").metadata})
    assert score_item(item, "x", answer, make_trace(item.question, p, [retrieval_event(0, "q", [forged])]),
                      ds).leaked
    # another tenant's sentence pasted verbatim into an LM prompt (no span object at all)
    prompt = TraceEvent(seq=1, kind="write", inputs={"prompt": "Context: Boreal offers 49 weeks of parental leave "
                                                                "at full pay. Answer the question."})
    s3 = score_item(item, "x", answer, make_trace(item.question, p, [prompt]), ds)
    assert s3.leaked and "verbatim" in s3.leaks[0].detail


def test_errors_are_counted_not_scored(ds) -> None:
    s = score_item(ds.items[0], "x", None, None, ds, error="ModelError: boom")
    assert s.error and not s.correct


def test_loader_errors_name_the_fix(tmp_path: Path) -> None:
    with pytest.raises(CorpusError, match="corpus.jsonl and questions.jsonl"):
        load_dataset(tmp_path)
    root = write_dataset(tmp_path / "bad")
    (root / "questions.jsonl").write_text('{"id": "x", "question": "q"}\nnot json\n', encoding="utf-8")
    with pytest.raises(CorpusError, match=r"questions.jsonl:2"):
        load_dataset(root)
    (root / "questions.jsonl").write_text('{"id": "x", "question": "q", "gold": [{"doc_id": "nope"}]}\n',
                                          encoding="utf-8")
    with pytest.raises(CorpusError, match="gold doc_id 'nope'"):
        load_dataset(root)
    (root / "questions.jsonl").write_text('{"id": "x", "question": "q"}\n{"id": "x", "question": "r"}\n',
                                          encoding="utf-8")
    with pytest.raises(CorpusError, match="duplicate question id"):
        load_dataset(root)


def test_public_api_is_curated() -> None:
    import claimbound.eval as ev

    public = {n for n in dir(ev) if not n.startswith("_")} - {"dataset", "diagnose", "metrics", "runner", "scoring",
                                                             "systems", "report", "optimize", "commands"}
    assert public == set(ev.__all__)
    assert "optimize" not in ev.__all__  # the DSPy optimizer stays behind its own module (imports dspy teleprompt)


def test_seeded_sample_keeps_file_order(ds) -> None:
    a = ds.select(sample=3, seed=1)
    assert [i.id for i in a.items] == [i.id for i in ds.select(sample=3, seed=1).items]
    order = [i.id for i in ds.items]
    assert len(a.items) == 3 and [order.index(i.id) for i in a.items] == sorted(order.index(i.id) for i in a.items)
    assert len(ds.select(sample=10).items) == len(ds.items)
