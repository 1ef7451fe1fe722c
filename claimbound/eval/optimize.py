"""DSPy optimization of the planner against the evaluation metric.

The metric runs the adaptive pipeline with the candidate plan (retriever, verifier and settings fixed) and scores
it with :func:`claimbound.eval.scoring.score_item`::

    reward = 0.5 * gold evidence recall@k + 0.5 * (decision correct)      # 0 on an ACL leak or an error

For items without gold evidence (unanswerable, out of scope, clarify) the evidence term is the decision term.
GEPA receives the claim-level error report's text for the item (``diagnose.feedback_text``) as feedback.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Literal

import dspy
from pydantic import BaseModel, Field, ValidationError

from claimbound.claims.plan import Plan
from claimbound.claims.protocols import Retriever, Verifier
from claimbound.errors import ClaimboundError, ConfigError, InvalidPlanError
from claimbound.eval.dataset import EvalDataset, EvalItem
from claimbound.eval.diagnose import Failure, classify, failed, feedback_text
from claimbound.eval.scoring import ItemScore, score_item

OptimizerName = Literal["bootstrap", "mipro", "gepa"]


class _FixedPlanner:
    """A planner that returns one given plan (the candidate under evaluation)."""

    name = "candidate"

    def __init__(self, plan: Plan) -> None:
        self._plan = plan

    def plan(self, question: str) -> Plan:
        return self._plan


def plan_of(prediction: Any, question: str) -> Plan:
    """The Plan inside a planner program's prediction (``.plan`` as PlanDraft, Plan, dict or JSON), validated;
    else InvalidPlanError."""
    from claimbound.planner.dspy_planner import PlanDraft, draft_to_plan

    raw = getattr(prediction, "plan", prediction)
    if isinstance(raw, PlanDraft):
        return draft_to_plan(question, raw)
    try:
        if isinstance(raw, Plan):
            plan = raw
        elif isinstance(raw, str):
            plan = Plan.model_validate_json(raw)
        else:
            plan = Plan.model_validate(raw)
    except ValidationError as exc:
        raise InvalidPlanError(f"the program's output is not a Plan ({exc.errors()[0]['msg']})") from exc
    return plan.validate()


class PlanScorer:
    """Scores a candidate plan for an item by running the adaptive pipeline with it."""

    def __init__(self, dataset: EvalDataset, retriever: Retriever, verifier: Verifier, *, k: int = 10,
                 settings: Any | None = None) -> None:
        self.dataset = dataset
        self.items = {i.id: i for i in dataset.items}
        self.retriever = retriever
        self.verifier = verifier
        self.k = k
        self.settings = settings

    def score(self, item: EvalItem, plan: Plan) -> ItemScore:
        from claimbound.pipeline import Pipeline

        pipe = Pipeline(self.retriever, _FixedPlanner(plan), self.verifier, settings=self.settings)
        answer, trace = pipe.ask_with_trace(item.question, item.principal())
        return score_item(item, "candidate", answer, trace, self.dataset, k=self.k)


def reward(s: ItemScore) -> float:
    if s.error is not None or s.leaked:
        return 0.0
    decision = 1.0 if s.decision_correct else 0.0
    evidence = s.evidence_recall if s.evidence_recall is not None else decision
    return 0.5 * evidence + 0.5 * decision


def feedback(item: EvalItem, s: ItemScore) -> str:
    if not failed(s):
        return (f"Correct: decision {s.predicted_decision}, evidence recall {s.evidence_recall}. Keep plans like this "
                "for questions like this.")
    stage, why = classify(item, s)
    f = Failure(item_id=item.id, system=s.system, stage=stage, reason=why, question=item.question,  # type: ignore[arg-type]
                expected=s.expected_label or s.expected_decision, predicted=s.predicted_label or s.predicted_decision,
                stop_reason=s.stop_reason, claims=s.claims, missing_gold=s.missing_gold, leaks=s.leaks,
                coverage=s.coverage)
    hint = ""
    if item.decomposition:
        hint = "\n  gold decomposition: " + " -> ".join(d.question for d in item.decomposition)
    return feedback_text(f) + hint


def make_metric(scorer: PlanScorer, *, with_feedback: bool = False) -> Callable[..., Any]:
    """A DSPy metric ``(example, prediction, trace=None, pred_name=None, pred_trace=None)``.

    With ``with_feedback`` (GEPA) it returns ``dspy.Prediction(score=..., feedback=...)``."""

    def metric(example: Any, prediction: Any, trace: Any = None, pred_name: Any = None, pred_trace: Any = None) -> Any:
        item = scorer.items[example.item_id]
        try:
            plan = plan_of(prediction, item.question)
            s = scorer.score(item, plan)
            r, fb = reward(s), feedback(item, s)
        except ClaimboundError as exc:
            r, fb = 0.0, f"{item.id}: the plan could not be used: {exc}"
        if with_feedback:
            return dspy.Prediction(score=r, feedback=fb)
        if trace is not None:  # bootstrapping: keep only demonstrations that are fully right
            return r >= 0.99
        return r

    return metric


def examples(items: Sequence[EvalItem]) -> list[dspy.Example]:
    return [dspy.Example(question=i.question, item_id=i.id).with_inputs("question") for i in items]


class SplitScore(BaseModel):
    n: int
    mean_reward: float
    decision_accuracy: float
    evidence_recall: float | None
    invalid_plans: int = 0


class OptimizeResult(BaseModel):
    optimizer: str
    train_ids: list[str]
    dev_ids: list[str]
    before: SplitScore
    after: SplitScore
    program_path: str
    settings: dict[str, Any] = Field(default_factory=dict)


def evaluate_program(program: Any, scorer: PlanScorer, items: Sequence[EvalItem], lm: Any) -> SplitScore:
    """Mean reward, decision accuracy and evidence recall of ``program``'s plans on ``items``; an item whose plan
    cannot be produced or used (LM error, unparseable output, invalid plan) scores 0 and counts in
    ``invalid_plans``, so one bad LM answer does not end a long optimization run."""
    rewards: list[float] = []
    decisions: list[float] = []
    recalls: list[float] = []
    invalid = 0
    for item in items:
        try:
            with dspy.context(lm=lm):
                pred = program(question=item.question)
            s = scorer.score(item, plan_of(pred, item.question))
        except Exception:  # an unusable plan or an LM / adapter failure (e.g. AdapterParseError): reward 0
            invalid += 1
            rewards.append(0.0)
            decisions.append(0.0)
            continue
        rewards.append(reward(s))
        decisions.append(1.0 if s.correct else 0.0)
        if s.evidence_recall is not None:
            recalls.append(s.evidence_recall)
    n = len(items)
    return SplitScore(n=n, mean_reward=sum(rewards) / n if n else 0.0,
                      decision_accuracy=sum(decisions) / n if n else 0.0,
                      evidence_recall=sum(recalls) / len(recalls) if recalls else None, invalid_plans=invalid)


def compile_program(program: Any, optimizer: OptimizerName, scorer: PlanScorer, train: Sequence[EvalItem], *,
                    lm: Any, reflection_lm: Any | None = None, budget: str = "light", seed: int = 0,
                    max_demos: int = 4) -> Any:
    """Compile ``program`` (a dspy.Module mapping ``question`` to a prediction with ``.plan``) on ``train``."""
    trainset = examples(train)
    if not trainset:
        raise ConfigError("the train split is empty; raise --train")
    with dspy.context(lm=lm):
        if optimizer == "bootstrap":
            tp = dspy.BootstrapFewShot(metric=make_metric(scorer), max_bootstrapped_demos=max_demos,
                                       max_labeled_demos=0, max_rounds=1)
            return tp.compile(program, trainset=trainset)
        if optimizer == "mipro":
            trials: dict[str, Any] = {}
            auto: str | None = budget
            if budget.isdigit():  # an explicit size instead of light / medium / heavy
                auto, trials = None, {"num_trials": int(budget)}
            tp = dspy.MIPROv2(metric=make_metric(scorer), auto=auto,  # type: ignore[arg-type]
                              num_candidates=int(budget) if auto is None else None,
                              prompt_model=reflection_lm or lm, task_model=lm, num_threads=1, seed=seed,
                              max_bootstrapped_demos=max_demos, max_labeled_demos=0, verbose=False)
            half = max(1, len(trainset) // 2)
            valset = trainset[half:] or trainset[:half]
            return tp.compile(program, trainset=trainset[:half], valset=valset, requires_permission_to_run=False,
                              minibatch=len(valset) > 35, **trials)
        if optimizer == "gepa":
            size: dict[str, Any] = {"max_metric_calls": int(budget)} if budget.isdigit() else {"auto": budget}
            tp = dspy.GEPA(metric=make_metric(scorer, with_feedback=True), reflection_lm=reflection_lm or lm,
                           num_threads=1, seed=seed, track_stats=False, **size)
            half = max(1, len(trainset) // 2)
            return tp.compile(program, trainset=trainset[:half], valset=trainset[half:] or trainset[:half])
    raise ConfigError(f"unknown optimizer {optimizer!r}; use bootstrap, mipro or gepa")


def optimize(program: Any, optimizer: OptimizerName, scorer: PlanScorer, train: Sequence[EvalItem],
             dev: Sequence[EvalItem], out_dir: str | Path, *, lm: Any, reflection_lm: Any | None = None,
             budget: str = "light", seed: int = 0) -> OptimizeResult:
    """Measure ``program`` on ``dev``, compile it on ``train``, measure again, save it to ``out_dir/program.json``."""
    if {i.id for i in train} & {i.id for i in dev}:
        raise ConfigError("train and dev splits overlap; the dev split must hold items the optimizer never saw")
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    before = evaluate_program(program, scorer, dev, lm)
    compiled = compile_program(program.deepcopy(), optimizer, scorer, train, lm=lm, reflection_lm=reflection_lm,
                               budget=budget, seed=seed)
    after = evaluate_program(compiled, scorer, dev, lm)
    path = out / "program.json"
    compiled.save(str(path))
    result = OptimizeResult(optimizer=optimizer, train_ids=[i.id for i in train], dev_ids=[i.id for i in dev],
                            before=before, after=after, program_path=str(path),
                            settings={"budget": budget, "seed": seed})
    (out / "optimize.json").write_text(result.model_dump_json(indent=2), encoding="utf-8")
    return result


# --------------------------------------------------------------------------- the planner program


def planner_program() -> Any:
    """A fresh, uncompiled DSPy planner program (:class:`claimbound.planner.PlanProgram`)."""
    from claimbound.planner import PlanProgram

    return PlanProgram()


def load_planner(path: str | Path, lm: Any | None = None) -> Any:
    """A :class:`claimbound.planner.DSPyPlanner` running the compiled program saved by ``claimbound optimize``
    (rule planner as its fallback)."""
    from claimbound.planner import DSPyPlanner, RulePlanner

    p = Path(path)
    if not p.is_file():
        raise ConfigError(f"{p} not found: pass the program.json written by `claimbound optimize --out DIR`")
    program = planner_program()
    try:
        program.load(str(p))
    except (OSError, ValueError, KeyError, TypeError, json.JSONDecodeError) as exc:
        raise ConfigError(f"{p} is not a compiled planner program ({exc}); re-run `claimbound optimize`") from exc
    return DSPyPlanner(lm=lm, program=program, fallback=RulePlanner())


def run_optimize_cli(args: argparse.Namespace) -> int:
    from claimbound.eval.commands import ensure_index, make_lm
    from claimbound.eval.dataset import load_dataset
    from claimbound.retrieval import Index
    from claimbound.verifier import load_verifier

    ds = load_dataset(args.dataset)
    train = ds.items[: args.train]
    dev = ds.items[args.train: args.train + args.dev]
    if not dev:
        raise ConfigError(f"{ds.name} has {len(ds.items)} items: nothing left for the dev split after --train "
                          f"{args.train}; lower --train")
    out = Path(args.out)
    index_dir = ensure_index(ds.corpus_path, Path(args.index) if args.index else out / "index", progress=True)
    lm = make_lm(args.lm, args.api_base)
    reflection = make_lm(args.reflection_lm, args.api_base) if args.reflection_lm else None
    scorer = PlanScorer(ds, Index.open(index_dir), load_verifier(args.verifier))
    result = optimize(planner_program(), args.optimizer, scorer, train, dev, out, lm=lm, reflection_lm=reflection,
                      budget=args.budget, seed=args.seed)
    print(f"{args.optimizer}: dev reward {result.before.mean_reward:.3f} -> {result.after.mean_reward:.3f}, "
          f"decision accuracy {result.before.decision_accuracy:.3f} -> {result.after.decision_accuracy:.3f} "
          f"(n={result.after.n}); program saved to {result.program_path}")
    return 0


__all__ = ["OptimizeResult", "PlanScorer", "compile_program", "load_planner", "make_metric", "optimize", "plan_of",
           "reward"]
