"""The optimize path end to end with a canned LM: metric, BootstrapFewShot compile, save, load, before/after."""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

import dspy
import pytest
from dspy.clients.engines.dummy_engine import AsyncDummyEngine, DummyEngine
from dspy.utils import DummyLM

from claimbound.claims.models import Claim, Route, SubQuestion
from claimbound.claims.plan import Plan
from claimbound.eval.dataset import load_dataset
from claimbound.eval.optimize import PlanScorer, make_metric, optimize, plan_of
from claimbound.retrieval import FakeRetriever, load_corpus, split_spans
from claimbound.verifier.fake import FakeVerifier


class SketchPlan(dspy.Signature):
    """Restate the policy question as one declarative claim to verify."""

    question: str = dspy.InputField()
    claim: str = dspy.OutputField(desc="a declarative sentence the evidence must support")


class SketchPlanner(dspy.Module):
    """A stand-in planner program: one sub-question, one closed claim written by the LM."""

    def __init__(self) -> None:
        super().__init__()
        self.write_claim = dspy.Predict(SketchPlan)

    def forward(self, question: str) -> dspy.Prediction:
        claim = self.write_claim(question=question).claim
        plan = Plan(question=question, route=Route.SINGLE_HOP,
                    sub_questions=[SubQuestion(id="sq1", text=question)],
                    claims=[Claim(id="c1", text=claim, sub_question_id="sq1")])
        return dspy.Prediction(plan=plan)


GOOD = {
    "How many weeks of paid parental leave does acme offer?": "Acme offers 20 weeks of paid parental leave.",
    "What is the training budget per year for acme employees?":
        "Each acme employee has a training budget of 2,000 EUR per year.",
    "What is the hotel cap in Paris?": "The hotel cap in Paris is 220 EUR per night.",
    "How many weeks of paid parental leave does cobalt offer?": "Cobalt offers 16 weeks of paid parental leave.",
}


@pytest.fixture
def scorer(policies_dir: Path) -> PlanScorer:
    ds = load_dataset(policies_dir)
    spans = [s for d in load_corpus(policies_dir) for s in split_spans(d)]
    from claimbound.pipeline import Settings

    # the default FakeVerifier entails a span only when it contains the claim's text: deterministic, no model
    return PlanScorer(ds, FakeRetriever(spans), FakeVerifier(), settings=Settings(retry_backoff_s=0.0))


def test_metric_rewards_evidence_and_decision_and_gives_feedback(scorer: PlanScorer) -> None:
    q = "How many weeks of paid parental leave does acme offer?"
    item = next(i for i in scorer.dataset.items if i.question == q)
    ex = dspy.Example(question=q, item_id=item.id).with_inputs("question")
    good = SketchPlanner()
    with dspy.context(lm=DummyLM({q: {"claim": GOOD[q]}})):
        pred = good(question=q)
    assert isinstance(plan_of(pred, q), Plan)
    assert make_metric(scorer)(ex, pred) == pytest.approx(1.0)
    with dspy.context(lm=DummyLM({q: {"claim": "Acme offers free dental implants to every employee."}})):
        bad = good(question=q)
    fb = make_metric(scorer, with_feedback=True)(ex, bad)
    assert fb.score < 0.75
    assert "broke at" in fb.feedback and item.id in fb.feedback  # the error report text


def test_bootstrap_optimize_saves_a_loadable_program(scorer: PlanScorer, tmp_path: Path) -> None:
    items = {i.question: i for i in scorer.dataset.items if i.metadata["tenant"] in ("acme", "cobalt")}
    train = [items[q] for q in list(GOOD)[:3]]
    dev = [items[list(GOOD)[3]]]
    lm = DummyLM({q: {"claim": c} for q, c in GOOD.items()})
    result = optimize(SketchPlanner(), "bootstrap", scorer, train, dev, tmp_path, lm=lm)
    assert result.before.n == 1 and result.after.decision_accuracy == 1.0
    assert set(result.train_ids).isdisjoint(result.dev_ids)
    assert (tmp_path / "optimize.json").is_file()
    loaded = SketchPlanner()
    loaded.load(str(tmp_path / "program.json"))
    demos = loaded.write_claim.demos
    assert demos and {d["question"] for d in demos} <= set(GOOD)


def test_gepa_reflects_on_the_error_report(scorer: PlanScorer, tmp_path: Path) -> None:
    items = {i.question: i for i in scorer.dataset.items if i.metadata["tenant"] in ("acme", "cobalt")}
    qs = list(GOOD)
    canned = {q: {"claim": c} for q, c in GOOD.items()}
    canned[qs[0]] = {"claim": "Acme pays for dental implants."}  # a wrong claim: the run abstains
    reflection = DummyLM([{"new_instruction": "State the exact figure the question asks for."}] * 20)
    result = optimize(SketchPlanner(), "gepa", scorer, [items[q] for q in qs[:3]], [items[qs[3]]], tmp_path,
                      lm=DummyLM(canned), reflection_lm=reflection, budget="20")
    assert (tmp_path / "program.json").is_file() and result.optimizer == "gepa"
    # the reflection LM saw the claim-level error report for the failed item
    prompts = [str(h.get("messages") or h.get("prompt")) for h in reflection.history]
    assert any("broke at" in p and "Acme pays for dental implants" in p for p in prompts)


def test_overlapping_splits_are_refused(scorer: PlanScorer, tmp_path: Path) -> None:
    from claimbound.errors import ConfigError

    item = scorer.dataset.items[0]
    with pytest.raises(ConfigError, match="overlap"):
        optimize(SketchPlanner(), "bootstrap", scorer, [item], [item], tmp_path, lm=DummyLM([]))


def _draft(question: str, claim: str) -> str:
    import json

    return json.dumps({"route": "single_hop", "clarification": None,
                       "sub_questions": [{"id": "sq1", "text": question, "depends_on": [], "slot": None,
                                          "queries": [question]}],
                       "claims": [{"id": "c1", "text": claim, "sub_question_id": "sq1", "weight": 1.0,
                                   "required": True, "slot": None}]})


def test_the_real_planner_program_compiles_and_loads(scorer: PlanScorer, tmp_path: Path) -> None:
    from claimbound.eval.optimize import load_planner, planner_program

    items = {i.question: i for i in scorer.dataset.items if i.metadata["tenant"] in ("acme", "cobalt")}
    lm = DummyLM({q: {"plan": _draft(q, c)} for q, c in GOOD.items()})
    qs = list(GOOD)
    result = optimize(planner_program(), "bootstrap", scorer, [items[q] for q in qs[:3]], [items[qs[3]]],
                      tmp_path, lm=lm)
    assert result.after.decision_accuracy == 1.0 and result.after.invalid_plans == 0
    planner = load_planner(tmp_path / "program.json", lm=lm)
    assert planner.program.draft.demos  # the bootstrapped demonstrations came back
    plan = planner.plan(qs[3])
    assert plan.planner == "dspy" and plan.claims[0].text == GOOD[qs[3]]


def test_optimize_cli_end_to_end(policies_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    """`claimbound optimize` with the model-facing parts swapped for fakes (index, LM)."""
    import claimbound.eval.commands as commands
    import claimbound.retrieval as retrieval
    from claimbound.cli import main

    ds = load_dataset(policies_dir)
    spans = [s for d in load_corpus(policies_dir) for s in split_spans(d)]
    canned = {i.question: {"plan": _draft(i.question, i.question.rstrip("?"))} for i in ds.items[:4]}

    class _FakeIndex:
        @staticmethod
        def open(path):
            return FakeRetriever(spans)

    monkeypatch.setattr(commands, "ensure_index", lambda corpus, index_dir, progress: index_dir)
    monkeypatch.setattr(commands, "make_lm", lambda model, api_base: DummyLM(canned) if model else None)
    monkeypatch.setattr(retrieval, "Index", _FakeIndex)
    out = tmp_path / "opt"
    rc = main(["optimize", str(policies_dir), "--lm", "canned", "--train", "3", "--dev", "1", "--out", str(out),
               "--verifier", "lexical"])
    assert rc == 0
    assert (out / "program.json").is_file() and (out / "optimize.json").is_file()
    assert "(planner): dev reward" in capsys.readouterr().out
    # the planner is saved with both its steps and loads as the planner `ask --program` runs
    assert {"planner.draft", "planner.repair"} <= set(json.loads((out / "program.json").read_text()))
    assert json.loads((out / "optimize.json").read_text())["settings"]["split"] == "first"
    from claimbound.eval.optimize import load_planner

    assert load_planner(out / "program.json").program.draft.demos


def test_an_lm_answer_that_cannot_be_parsed_scores_zero_instead_of_ending_the_run(scorer: PlanScorer) -> None:
    from claimbound.eval.optimize import evaluate_program, planner_program

    qs = list(GOOD)[:2]
    items = {i.question: i for i in scorer.dataset.items}
    lm = DummyLM({qs[0]: {"plan": _draft(qs[0], GOOD[qs[0]])}, qs[1]: {"plan": "not a plan at all"}})
    split = evaluate_program(planner_program(), scorer, [items[q] for q in qs], lm)
    assert split.n == 2 and split.invalid_plans == 1 and split.decision_accuracy == 0.5
    assert list(split.failures) == [items[qs[1]].id] and "AdapterParseError" in split.failures[items[qs[1]].id]


class _FnEngine(DummyEngine):
    def _complete_messages(self, messages):  # type: ignore[no-untyped-def]
        self.owner.answers = {"": self.owner.fn(messages[-1]["content"])}
        return super()._complete_messages(messages)


class FnLM(DummyLM):
    """A canned LM whose answer (a dict of output fields) is ``fn(text of the last message)``."""

    def __init__(self, fn) -> None:  # type: ignore[no-untyped-def]
        super().__init__({})
        self.fn = fn
        self._engine_spec = _FnEngine(self)
        self._async_engine_spec = AsyncDummyEngine(self._engine_spec)

    def copy(self, **kwargs):  # type: ignore[no-untyped-def]
        c = super().copy(**kwargs)
        c._engine_spec = _FnEngine(c)
        c._async_engine_spec = AsyncDummyEngine(c._engine_spec)
        return c


def _field(text: str, name: str) -> str:
    return text.split(f"[[ ## {name} ## ]]", 1)[1].split("[[ ## ", 1)[0].strip()


def _pipeline_lm(good: dict[str, str]) -> FnLM:
    """Plans the claim ``good[q]``, judges "entails" only where the evidence says the claim word for word, and
    writes the claim as the answer citing the first evidence item."""

    def answer(text: str) -> dict:  # type: ignore[type-arg]
        if "[[ ## claim ## ]]" in text:  # the LM judge
            claim = _field(text, "claim").rstrip(".").lower()
            said = claim in _field(text, "evidence").lower()
            return {"relation": "entails" if said else "neutral", "reason": "quoted" if said else "not said"}
        q = next(q for q in good if q in text)
        if "[[ ## evidence ## ]]" in text:  # the answer writer
            ids = re.findall(r'"id": "([^"]+)"', _field(text, "evidence"))
            return {"sentences": [{"text": good[q], "cites": ids[:1]}]}
        return {"plan": _draft(q, good[q])}  # the planner

    return FnLM(answer)


def _judge_scorer(scorer: PlanScorer) -> PlanScorer:
    from claimbound.verifier.lm_judge import LMJudgeVerifier

    return PlanScorer(scorer.dataset, scorer.retriever, LMJudgeVerifier(checks=False), settings=scorer.settings)


def test_the_lm_judge_and_the_answer_writer_compile_with_the_planner(scorer: PlanScorer, tmp_path: Path) -> None:
    from claimbound.eval.optimize import PipelineProgram, load_program

    scorer = _judge_scorer(scorer)
    items = {i.question: i for i in scorer.dataset.items if i.metadata["tenant"] in ("acme", "cobalt")}
    qs = list(GOOD)
    lm = _pipeline_lm(GOOD)
    program = PipelineProgram(judge=True, writer=True, scorer=scorer)
    result = optimize(program, "bootstrap", scorer, [items[q] for q in qs[:3]], [items[qs[3]]], tmp_path, lm=lm)
    assert result.parts == ["planner", "judge", "writer"]
    assert result.after.decision_accuracy == 1.0 and result.after.invalid_plans == 0
    # every part bootstrapped demonstrations from the runs that scored 1, and they were saved
    planner, judge, writer = load_program(tmp_path / "program.json", lm=lm)
    assert judge is not None and writer is not None and writer.lm is lm
    assert planner.program.draft.demos and writer.write_answer.demos
    relations = {d["relation"] for d in judge.judge.demos}
    assert relations and relations <= {"entails", "neutral"}
    assert {d["question"] for d in writer.write_answer.demos} <= set(qs[:3])
    # the saved judge judges: it is the module of an LM judge verifier again
    from claimbound.verifier.lm_judge import LMJudgeVerifier

    verdict = LMJudgeVerifier(lm=lm, module=judge, checks=False).judge_pairs(
        ["Acme offers 20 weeks of paid parental leave."], ["Acme offers 20 weeks of paid parental leave."])
    assert verdict[0].level == 1.0


def test_a_pipeline_program_run_that_fails_scores_zero_with_the_reason(scorer: PlanScorer) -> None:
    from claimbound.eval.optimize import PipelineProgram

    scorer = _judge_scorer(scorer)
    q = list(GOOD)[0]
    item = next(i for i in scorer.dataset.items if i.question == q)
    good = _pipeline_lm(GOOD)
    program = PipelineProgram(judge=True, writer=True, scorer=scorer)
    ex = dspy.Example(question=q, item_id=item.id).with_inputs("question", "item_id")
    with dspy.context(lm=good):
        pred = program(question=q, item_id=item.id)
    assert pred.error is None and make_metric(scorer)(ex, pred) == pytest.approx(1.0)

    def wrong_plan(text: str) -> dict:  # type: ignore[type-arg]
        return {"plan": "not a plan at all"} if "[[ ## claim ## ]]" not in text else {"relation": "entails"}

    with dspy.context(lm=FnLM(wrong_plan)):
        bad = program(question=q, item_id=item.id)
    assert bad.item_score is None and "AdapterParseError" in bad.error
    fb = make_metric(scorer, with_feedback=True)(ex, bad)
    assert fb.score == 0.0 and "could not be used" in fb.feedback


def test_a_judge_needs_an_lm_judge_verifier(scorer: PlanScorer) -> None:
    from claimbound.errors import ConfigError
    from claimbound.verifier.lm_judge import LMJudge

    q = list(GOOD)[0]
    item = next(i for i in scorer.dataset.items if i.question == q)
    plan = Plan(question=q, route=Route.SINGLE_HOP, sub_questions=[SubQuestion(id="sq1", text=q)],
                claims=[Claim(id="c1", text=GOOD[q], sub_question_id="sq1")])
    with pytest.raises(ConfigError, match="lm:<model>"):
        scorer.score(item, plan, judge=LMJudge())


def test_optimize_cli_compiles_the_judge_and_the_writer_and_eval_loads_them(
        policies_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import claimbound.eval.commands as commands
    import claimbound.retrieval as retrieval
    from claimbound.cli import main
    from claimbound.eval.commands import build_systems
    from claimbound.verifier.lm_judge import LMJudgeVerifier

    ds = load_dataset(policies_dir)
    spans = [s for d in load_corpus(policies_dir) for s in split_spans(d)]
    lm = _pipeline_lm(GOOD)
    models: list[str | None] = []

    class _FakeIndex:
        @staticmethod
        def open(path):  # type: ignore[no-untyped-def]
            return FakeRetriever(spans)

    def make_lm(model, api_base):  # type: ignore[no-untyped-def]
        models.append(model)
        return lm if model else None

    monkeypatch.setattr(commands, "ensure_index", lambda corpus, index_dir, progress: index_dir)
    monkeypatch.setattr(commands, "make_lm", make_lm)
    monkeypatch.setattr(retrieval, "Index", _FakeIndex)
    items = {i.question: i for i in ds.items if i.metadata["tenant"] in ("acme", "cobalt")}
    raw = {json.loads(line)["id"]: line for line in (policies_dir / "questions.jsonl").read_text().splitlines()
           if line.strip()}
    sub = tmp_path / "ds"  # the four questions in GOOD's order: three to train on, one to measure
    sub.mkdir()
    (sub / "corpus.jsonl").write_text((policies_dir / "corpus.jsonl").read_text())
    (sub / "questions.jsonl").write_text("".join(raw[items[q].id] + "\n" for q in GOOD))
    out = tmp_path / "opt"
    rc = main(["optimize", str(sub), "--lm", "canned", "--train", "3", "--dev", "1", "--out", str(out),
               "--verifier", "lm:judge-model", "--writer"])
    assert rc == 0 and "judge-model" in models
    assert "(planner, judge, writer)" in capsys.readouterr().out
    saved = json.loads((out / "optimize.json").read_text())
    assert saved["parts"] == ["planner", "judge", "writer"]

    args = argparse.Namespace(setting=[], verifier="lm:judge-model", index=str(tmp_path / "idx"), no_progress=True,
                              lm="canned", api_base=None, program=str(out / "program.json"))
    models.clear()
    (system,) = build_systems(["adaptive"], ds, args, tmp_path / "eval")
    assert "judge-model" in models  # the judge's own model, made as --lm is (at --api-base)
    pipe = system.pipeline
    assert isinstance(pipe.verifier, LMJudgeVerifier) and pipe.verifier.module.judge.demos
    assert pipe.writer is not None and pipe.writer.write_answer.demos and pipe.writer.lm is lm
    assert pipe.planner.program.draft.demos and pipe.fallback_verifier is not None
    from claimbound.errors import ConfigError

    args.lm = None  # the compiled planner and writer need the LM they run on
    with pytest.raises(ConfigError, match="add --lm MODEL"):
        build_systems(["adaptive"], ds, args, tmp_path / "eval")


def test_gepa_compiles_a_pipeline_program(scorer: PlanScorer, tmp_path: Path) -> None:
    from claimbound.eval.optimize import PipelineProgram, load_program

    scorer = _judge_scorer(scorer)
    items = {i.question: i for i in scorer.dataset.items if i.metadata["tenant"] in ("acme", "cobalt")}
    qs = list(GOOD)
    good = dict(GOOD)
    good[qs[0]] = "Acme pays for dental implants."  # a wrong claim: that run abstains, and GEPA reads why
    reflection = DummyLM([{"new_instruction": "Quote the evidence that decides it."}] * 40)
    program = PipelineProgram(judge=True, scorer=scorer)
    result = optimize(program, "gepa", scorer, [items[q] for q in qs[:3]], [items[qs[3]]], tmp_path,
                      lm=_pipeline_lm(good), reflection_lm=reflection, budget="20")
    assert result.parts == ["planner", "judge"] and result.optimizer == "gepa"
    assert load_program(tmp_path / "program.json").judge is not None
    prompts = [str(h.get("messages") or h.get("prompt")) for h in reflection.history]
    assert any("broke at" in p and "Acme pays for dental implants" in p for p in prompts)


def test_a_bootstrap_with_no_run_right_keeps_the_planners_worked_example(scorer: PlanScorer, tmp_path: Path) -> None:
    from claimbound.eval.optimize import load_planner, planner_program

    items = {i.question: i for i in scorer.dataset.items if i.metadata["tenant"] in ("acme", "cobalt")}
    qs = list(GOOD)
    wrong = DummyLM({q: {"plan": _draft(q, "Acme pays for dental implants.")} for q in qs})
    program = planner_program()
    result = optimize(program, "bootstrap", scorer, [items[q] for q in qs[:3]], [items[qs[3]]], tmp_path, lm=wrong)
    assert result.after.decision_accuracy == 0.0  # no training run scored 1: nothing was bootstrapped
    kept = load_planner(tmp_path / "program.json").program.draft.demos
    assert len(kept) == len(program.draft.demos) == 1 and kept[0]["question"] == program.draft.demos[0].question


def test_with_the_rule_planner_only_the_judge_is_compiled(scorer: PlanScorer, tmp_path: Path) -> None:
    from claimbound.errors import ConfigError
    from claimbound.eval.optimize import PipelineProgram, load_planner, load_program

    scorer = _judge_scorer(scorer)
    items = {i.question: i for i in scorer.dataset.items if i.metadata["tenant"] in ("acme", "cobalt")}
    qs = list(GOOD)
    program = PipelineProgram(planner=False, judge=True, scorer=scorer)
    result = optimize(program, "bootstrap", scorer, [items[q] for q in qs[:3]], [items[qs[3]]], tmp_path,
                      lm=_pipeline_lm(GOOD))
    assert result.parts == ["judge"] and result.after.decision_accuracy == 1.0
    planner, judge, writer = load_program(tmp_path / "program.json")
    assert planner is None and writer is None and judge is not None and judge.judge.demos
    with pytest.raises(ConfigError, match="--planner rule"):
        load_planner(tmp_path / "program.json")
    with pytest.raises(ConfigError, match="nothing to compile"):
        PipelineProgram(planner=False)


def test_mipro_compiles_a_pipeline_program(scorer: PlanScorer, tmp_path: Path) -> None:
    pytest.importorskip("optuna")
    from claimbound.eval.optimize import PipelineProgram, load_program

    scorer = _judge_scorer(scorer)
    items = {i.question: i for i in scorer.dataset.items if i.metadata["tenant"] in ("acme", "cobalt")}
    qs = list(GOOD)
    proposed = "Judge only from the quoted evidence."

    asked: list[str] = []

    def propose(text: str) -> dict:  # type: ignore[type-arg]
        # every output field MIPROv2's proposer asks for; the adapter keeps the ones each call wants
        asked.append(text)
        return {"observations": "Policy questions.", "summary": "Policy questions.", "program_description": "A pipeline.",
                "module_description": "A step.", "proposed_instruction": proposed}

    program = PipelineProgram(planner=False, judge=True, scorer=scorer)
    result = optimize(program, "mipro", scorer, [items[q] for q in qs[:3]], [items[qs[3]]], tmp_path,
                      lm=_pipeline_lm(GOOD), reflection_lm=FnLM(propose), budget="2")
    assert result.parts == ["judge"] and result.optimizer == "mipro"
    assert any("Decide whether the evidence proves the claim" in t for t in asked)  # it proposed for the judge
    assert result.after.decision_accuracy == 1.0
    judge = load_program(tmp_path / "program.json").judge
    assert judge is not None  # the saved judge carries the chosen instruction (proposed or the original)
    from claimbound.verifier.lm_judge import JudgeSupport

    assert judge.judge.signature.instructions in (proposed, JudgeSupport.instructions)


def test_mipro_without_optuna_names_the_fix(scorer: PlanScorer, monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    from claimbound.errors import ConfigError
    from claimbound.eval.optimize import compile_program

    monkeypatch.setitem(sys.modules, "optuna", None)  # as if it were not installed
    with pytest.raises(ConfigError, match=r"claimbound\[mipro\]"):
        compile_program(SketchPlanner(), "mipro", scorer, scorer.dataset.items[:2], lm=DummyLM([]))


def _dangling(question: str, claim: str) -> str:
    """A draft whose claim hangs off a sub-question that does not exist: invalid until repaired."""
    d = json.loads(_draft(question, claim))
    d["claims"][0]["sub_question_id"] = "sq9"
    return json.dumps(d)


def test_the_planners_repair_step_is_compiled_from_the_runs_it_fixed(scorer: PlanScorer, tmp_path: Path) -> None:
    """The optimized planner drafts and repairs as `claimbound ask` runs it: a draft that does not validate is
    repaired (not scored 0), and the repair step gets demonstrations from the runs that scored 1."""
    from claimbound.eval.optimize import PipelineProgram, load_planner

    items = {i.question: i for i in scorer.dataset.items if i.metadata["tenant"] in ("acme", "cobalt")}
    qs = list(GOOD)

    def answer(text: str) -> dict:  # type: ignore[type-arg]
        q = next(q for q in GOOD if q in text)
        repairing = "[[ ## problems ## ]]" in text
        return {"plan": _draft(q, GOOD[q]) if repairing else _dangling(q, GOOD[q])}

    lm = FnLM(answer)
    result = optimize(PipelineProgram(scorer=scorer), "bootstrap", scorer, [items[q] for q in qs[:3]],
                      [items[qs[3]]], tmp_path, lm=lm)
    assert result.parts == ["planner"]
    assert result.before.decision_accuracy == 1.0 and result.before.invalid_plans == 0
    planner = load_planner(tmp_path / "program.json", lm=lm)
    repairs = planner.program.repair.demos
    assert repairs and {d["question"] for d in repairs} <= set(qs[:3])
    assert all("sq9" in d["problems"] for d in repairs)
    plan = planner.plan(qs[3])
    assert plan.planner == "dspy" and any("repair 1" in n for n in plan.notes)


def test_the_optimized_planner_reads_what_ask_gives_it(scorer: PlanScorer) -> None:
    """An instruction inside the question is left out of the model's input in optimize as in `ask`."""
    from claimbound.eval.optimize import PipelineProgram
    from claimbound.planner import DSPyPlanner

    item = next(i for i in scorer.dataset.items if "print the system prompt" in i.question)
    seen: list[str] = []

    def answer(text: str) -> dict:  # type: ignore[type-arg]
        seen.append(_field(text, "question"))
        return {"plan": _draft(seen[-1], seen[-1].rstrip("?"))}

    lm = FnLM(answer)
    with dspy.context(lm=lm):
        pred = PipelineProgram(scorer=scorer)(question=item.question, item_id=item.id)
    assert pred.error is None and seen and "system prompt" not in seen[0]
    DSPyPlanner(lm=lm).plan(item.question)
    assert seen[1] == seen[0]


def test_ask_runs_a_compiled_program(scorer: PlanScorer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    """`claimbound ask --program` gives the pipeline the compiled planner and writer on --lm, and the compiled judge
    under --verifier lm:MODEL; without --lm it names the fix."""
    from claimbound.cli import main
    from claimbound.eval.optimize import PipelineProgram
    from claimbound.pipeline import Pipeline
    from claimbound.verifier.lm_judge import LMJudgeVerifier

    scorer = _judge_scorer(scorer)
    items = {i.question: i for i in scorer.dataset.items if i.metadata["tenant"] in ("acme", "cobalt")}
    qs = list(GOOD)
    lm = _pipeline_lm(GOOD)
    optimize(PipelineProgram(judge=True, writer=True, scorer=scorer), "bootstrap", scorer, [items[q] for q in qs[:3]],
             [items[qs[3]]], tmp_path, lm=lm)
    program = str(tmp_path / "program.json")
    seen: dict = {}  # type: ignore[type-arg]

    def capture(path, settings=None, **kw):  # type: ignore[no-untyped-def]
        seen.clear()
        seen.update(kw)
        raise SystemExit(0)  # stop before any model call

    monkeypatch.setattr(Pipeline, "from_index", staticmethod(capture))
    base = ["ask", str(tmp_path / "idx"), qs[3], "--program", program]
    with pytest.raises(SystemExit):
        main([*base, "--lm", "openai/local", "--verifier", "lm:openai/judge"])
    assert seen["planner"].program.draft.demos and seen["planner"].lm is seen["lm"]
    assert seen["writer"].write_answer.demos and seen["writer"].lm is seen["lm"]
    judge = seen["verifier"]
    assert isinstance(judge, LMJudgeVerifier) and judge.lm.model == "openai/judge" and judge.module.judge.demos
    with pytest.raises(SystemExit):  # the embedded verifier: the compiled judge is left out, and said so
        main([*base, "--lm", "openai/local"])
    assert seen["verifier"] is None and "used only with --verifier lm:MODEL" in capsys.readouterr().err
    assert main(base) == 2  # the planner and the writer run on an LM
    assert "add --lm MODEL" in capsys.readouterr().err


def test_a_random_split_draws_train_and_dev_from_the_whole_file(policies_dir: Path) -> None:
    from claimbound.errors import ConfigError
    from claimbound.eval.optimize import split_items

    items = load_dataset(policies_dir).items
    train, dev = split_items(items, 6, 8)
    assert [i.id for i in train + dev] == [i.id for i in items[:14]]
    rtrain, rdev = split_items(items, 6, 8, shuffle=True, seed=3)
    assert len(rtrain) == 6 and len(rdev) == 8 and not {i.id for i in rtrain} & {i.id for i in rdev}
    assert split_items(items, 6, 8, shuffle=True, seed=3) == (rtrain, rdev)  # seeded
    # the fixture lists its single-hop questions first: a random dev split reaches other kinds
    first_kinds = {"single_hop", "role_restricted"}
    assert {i.type for i in dev} <= first_kinds and {i.type for i in rdev} - first_kinds
    with pytest.raises(ConfigError, match="--train and --dev"):
        split_items(items, -1, 8)


def test_an_answer_without_the_gold_answer_is_no_right_decision() -> None:
    """The reward's decision term is the error report's: an answered question whose citations lack the gold answer
    (a band member for "which band was formed first") failed, though 'answer' was the expected decision."""
    from claimbound.eval.optimize import reward
    from claimbound.eval.scoring import ItemScore

    right = ItemScore(item_id="q", system="candidate", expected_decision="answer", predicted_decision="answer",
                      decision_correct=True, answer_in_cited=True, evidence_recall=1.0)
    assert reward(right) == 1.0
    assert reward(right.model_copy(update={"answer_in_cited": False})) == 0.5  # the evidence term only
    assert reward(right.model_copy(update={"decision_correct": False, "evidence_recall": None,
                                           "answer_in_cited": None})) == 0.0
