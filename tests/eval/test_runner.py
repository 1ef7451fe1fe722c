"""Whole runs: metrics with denominators, paired deltas, error report, artifacts, replay, CLI."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from claimbound.claims.models import AnswerStatus, Principal, StopReason
from claimbound.cli import main
from claimbound.errors import ModelError
from claimbound.eval.dataset import EvalItem, load_dataset
from claimbound.eval.diagnose import classify
from claimbound.eval.metrics import bootstrap_ci, macro_f1, paired_deltas, summarize
from claimbound.eval.runner import diff, load_run, replay, run_eval, write_artifacts
from claimbound.eval.scoring import ItemScore
from claimbound.eval.systems import AbstainSystem, FakeSystem, OracleSystem

from .helpers import make_answer, make_trace, retrieval_event, span, write_dataset


def _s(i: str, **kw) -> ItemScore:
    return ItemScore(item_id=i, system="x", expected_decision=kw.pop("expected_decision", "answer"), **kw)


def test_abstention_metrics_state_their_denominators() -> None:
    scores = [
        _s("1", should_abstain=True, abstained=True, decision_correct=True, expected_decision="abstain"),
        _s("2", should_abstain=True, abstained=False, expected_decision="abstain"),
        _s("3", should_abstain=False, abstained=True),
        _s("4", should_abstain=False, abstained=False, decision_correct=True),
    ]
    m = summarize("x", scores)
    p, r, far = m.metric("abstention_precision"), m.metric("abstention_recall"), m.metric("false_answer_rate")
    assert (p.value, p.numerator, p.denominator) == (0.5, 1, 2)
    assert (r.value, r.denominator) == (0.5, 2)
    assert far.value == 0.5 and not far.higher_is_better
    assert m.metric("decision_accuracy").value == 0.5
    assert m.metric("evidence_recall").value is None  # no item with gold evidence: not applicable, not zero


def test_macro_f1_and_bootstrap() -> None:
    pairs = [("SUPPORT", "SUPPORT"), ("CONTRADICT", "SUPPORT"), ("NOT_ENOUGH_INFO", "NOT_ENOUGH_INFO")]
    # SUPPORT: p=.5 r=1 f=.667; CONTRADICT: 0; NEI: 1
    assert macro_f1(pairs, ["SUPPORT", "CONTRADICT", "NOT_ENOUGH_INFO"]) == pytest.approx((2 / 3 + 0 + 1) / 3)
    lo, hi = bootstrap_ci([0.0, 1.0, 1.0, 0.0, 1.0])
    assert 0.0 <= lo < 0.6 < hi <= 1.0
    assert bootstrap_ci([1.0, 1.0]) == (1.0, 1.0)
    a = [_s(str(i), decision_correct=False) for i in range(10)]
    b = [_s(str(i), decision_correct=i < 8) for i in range(10)]
    d = {x.key: x for x in paired_deltas("a", a, "b", b)}["decision_accuracy"]
    assert d.n == 10 and d.mean == pytest.approx(0.8) and d.ci_low <= 0.8 <= d.ci_high


def test_failure_stages() -> None:
    item = EvalItem(id="m", question="q", decomposition=[{"question": "a"}, {"question": "b"}])
    base = dict(expected_decision="answer", predicted_decision="abstain", gold_units=2)
    assert classify(item, _s("m", **base, complete_at_k=False, plan_sub_questions=1, missing_gold=["d"]))[0] == \
        "decomposition"
    assert classify(item, _s("m", **base, complete_at_k=False, gold_found_anywhere=True))[0] == "rerank"
    assert classify(item, _s("m", **base, complete_at_k=False, rankings=1))[0] == "recall"
    assert classify(item, _s("m", **base, complete_at_k=False, rankings=3))[0] == "query"
    assert classify(item, _s("m", **base, complete_at_k=False, rankings=3, stop_reason="budget_exhausted"))[0] == \
        "stop"
    assert classify(item, _s("m", **base, complete_at_k=True))[0] == "assessment"
    assert classify(item, _s("m", expected_decision="out_of_scope", predicted_decision="answer"))[0] == "decision"
    right = dict(expected_decision="answer", predicted_decision="answer", decision_correct=True, complete_at_k=True,
                 answer_in_cited=False)
    assert classify(item, _s("m", **right, answer_in_text=True))[0] == "citation"  # right answer, wrong citation
    assert classify(item, _s("m", **right, answer_in_text=False))[0] == "assessment"  # wrong value accepted


def _mixed_system(ds):
    """Right on q1 (cites gold), leaks on q2, errors on q3, abstains on q4."""

    def fn(item, principal: Principal):
        if item.id == "q1":
            sp = span(ds, "a1", 0)
            return (make_answer(item.question, AnswerStatus.ANSWERED, [sp]),
                    make_trace(item.question, principal, [retrieval_event(0, item.question, [sp])]))
        if item.id == "q2":
            return (make_answer(item.question, AnswerStatus.ABSTAINED, stop=StopReason.NO_PROGRESS),
                    make_trace(item.question, principal, [retrieval_event(0, item.question, [span(ds, "b1")])]))
        if item.id == "q3":
            raise ModelError("the verifier timed out")
        return make_answer(item.question, AnswerStatus.ABSTAINED, stop=StopReason.NO_PROGRESS), make_trace(
            item.question, principal, [])

    return FakeSystem("mixed", fn)


def test_run_artifacts_and_replay(tmp_path: Path) -> None:
    ds = load_dataset(write_dataset(tmp_path / "ds"))
    run = run_eval(ds, [OracleSystem(ds), _mixed_system(ds)])
    oracle, mixed = run.payload.summaries
    assert oracle.metric("decision_accuracy").value == 1.0
    assert oracle.metric("complete_evidence").value == 1.0 and oracle.metric("acl_leak_rate").value == 0.0
    assert mixed.n_errors == 1 and mixed.metric("decision_accuracy").denominator == 3  # the error is left out
    assert mixed.metric("acl_leak_rate").value == pytest.approx(1 / 3)
    stages = run.payload.errors.counts("mixed")
    assert stages == {"acl": 1, "error": 1}
    assert "LEAK b1" in run.payload.errors.text("mixed")

    paths = write_artifacts(run, tmp_path / "out")
    data = Path(paths["results"]).read_bytes()
    assert hashlib.sha256(data).hexdigest() == paths["sha256"]
    assert (tmp_path / "out" / "results.json.sha256").read_text().split()[0] == paths["sha256"]
    html = Path(paths["report"]).read_text()
    assert html.count("<svg") >= 3 and "<details>" in html
    import re
    import xml.dom.minidom

    for svg in re.findall(r"<svg.*?</svg>", html, re.S):
        xml.dom.minidom.parseString(svg)  # every inline plot is well-formed SVG
    assert "src=" not in html  # self-contained: no external resources
    summary = json.loads(Path(paths["summary"]).read_text())
    assert summary["results_sha256"] == paths["sha256"] and summary["dataset"]["hashes"]

    loaded = load_run(paths["results"])
    assert loaded.records[0].trace is not None
    assert replay(loaded).identical
    # tamper with a recorded trace: the replay recomputes the scores and shows the difference
    rec = next(r for r in loaded.records if r.system == "mixed" and r.item_id == "q2")
    assert rec.trace is not None
    rec.trace.events = []
    result = replay(loaded)
    assert not result.identical and any("acl_leak_rate" in d or "leaks" in d for d in result.differences)


def test_replay_diff_matches_records_by_identity_not_position() -> None:
    recorded = {"metrics": [{"key": "a", "value": 1.0}, {"key": "c", "value": 0.5}]}
    replayed = {"metrics": [{"key": "a", "value": 1.0}, {"key": "b", "value": 0.2}, {"key": "c", "value": 0.75}]}
    assert diff(recorded, replayed) == [".metrics[key=c].value: 0.5 recorded vs 0.75 replayed",
                                        ".metrics[key=b]: only in replay"]
    scores = [{"item_id": "q1", "system": "adaptive", "ok": True}, {"item_id": "q1", "system": "one-shot", "ok": True}]
    assert diff({"s": scores}, {"s": scores[::-1]}) == [".s: same records in another order"]
    assert diff([1, 2], [1, 3]) == ["[1]: 2 recorded vs 3 replayed"]  # plain lists: by position


def test_policy_fixture_oracle_scores_perfectly(policies_dir: Path) -> None:
    ds = load_dataset(policies_dir)
    run = run_eval(ds, [OracleSystem(ds), AbstainSystem()])
    oracle = run.payload.summaries[0]
    for key in ("decision_accuracy", "answer_in_cited", "complete_evidence", "abstention_precision",
                "abstention_recall", "citation_precision"):
        assert oracle.metric(key).value == 1.0, key
    assert oracle.metric("acl_leak_rate").value == 0.0
    assert not run.payload.errors.counts("oracle")


def test_cli_eval_and_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = write_dataset(tmp_path / "ds")
    out = tmp_path / "out"
    assert main(["eval", str(root), "--systems", "oracle,abstain", "--out", str(out), "--no-progress"]) == 0
    printed = capsys.readouterr().out
    assert "decision accuracy" in printed and "delta (95% CI)" in printed
    assert {p.name for p in out.iterdir()} >= {"results.json", "summary.json", "report.html", "results.json.sha256", "errors.json"}
    assert main(["eval", "--replay", str(out / "results.json")]) == 0
    assert "identical" in capsys.readouterr().out
    assert main(["eval", str(root), "--systems", "nope", "--out", str(out)]) == 2
    assert "unknown system" in capsys.readouterr().err


def _indexed_one_doc(tmp_path: Path, text: str) -> tuple[Path, Path]:
    """A corpus of one document and the index ``ensure_index`` built of it: (corpus.jsonl, index folder)."""
    from claimbound.eval.commands import ensure_index

    corpus = tmp_path / "ds" / "corpus.jsonl"
    corpus.parent.mkdir()
    corpus.write_text(json.dumps({"doc_id": "a", "text": text}) + "\n", encoding="utf-8")
    index_dir = tmp_path / "idx"
    ensure_index(corpus.parent, index_dir, progress=False)
    return corpus, index_dir


def test_an_index_of_another_version_of_the_corpus_is_rebuilt(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from claimbound.eval.commands import ensure_index
    from claimbound.retrieval import Index

    corpus, index_dir = _indexed_one_doc(tmp_path, "The meal cap is 60 EUR.")
    built = Index.open(index_dir).manifest.created_at
    # the same content elsewhere (another worktree's copy) is the same corpus: no rebuild
    copy = tmp_path / "copy"
    copy.mkdir()
    (copy / "corpus.jsonl").write_bytes(corpus.read_bytes())
    ensure_index(copy, index_dir, progress=False)
    assert Index.open(index_dir).manifest.created_at == built and "rebuilding" not in capsys.readouterr().err
    # a document added since the build: the stale index would score questions against the old documents
    with corpus.open("a", encoding="utf-8") as fh:
        fh.write(json.dumps({"doc_id": "b", "text": "The hotel cap is 150 EUR."}) + "\n")
    ensure_index(corpus.parent, index_dir, progress=False)
    assert "another version" in capsys.readouterr().err
    assert Index.open(index_dir).document("b").text == "The hotel cap is 150 EUR."


def test_an_index_cut_by_another_sentence_splitter_is_rebuilt(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from claimbound.eval.commands import ensure_index
    from claimbound.retrieval import Index
    from claimbound.retrieval.index import MANIFEST
    from claimbound.sentences import SPLITTER_VERSION

    corpus, index_dir = _indexed_one_doc(tmp_path, "主要用来开发Mono与.NET Framework软体。")
    assert Index.open(index_dir).manifest.splitter == SPLITTER_VERSION
    # an index written before the splitter's version was recorded: its manifest has none (version 1)
    manifest = json.loads((index_dir / MANIFEST).read_text(encoding="utf-8"))
    del manifest["splitter"]
    (index_dir / MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    assert Index.open(index_dir).manifest.splitter == 1
    ensure_index(corpus.parent, index_dir, progress=False)
    assert "sentence splitter version 1" in capsys.readouterr().err
    assert Index.open(index_dir).manifest.splitter == SPLITTER_VERSION
