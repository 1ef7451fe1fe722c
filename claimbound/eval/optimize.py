"""DSPy optimization of the pipeline's LM parts against the evaluation metric.

The program compiled is a :class:`PipelineProgram`: the planner (:class:`claimbound.planner.PlanProgram`, its
draft and repair steps, run as :class:`claimbound.planner.DSPyPlanner` runs it) and, when the pipeline also uses
them, the LM judge (``--verifier lm:<model>``) and the DSPy answer writer (``--writer``), so each of their
predictors gets its demonstrations or instructions from the same runs. The metric runs the adaptive pipeline with
the candidate plan (retriever, settings and any part not compiled fixed) and scores it with
:func:`claimbound.eval.scoring.score_item`::

    reward = 0.5 * gold evidence recall@k + 0.5 * (right)      # 0 on an ACL leak or an error

where ``right`` is what the claim-level error report calls not failed: the decision (answer / abstain / clarify, or
a claim's label) is correct and an answer cites the gold answer (an answered question with a wrong value is no
right decision). For items without gold evidence (unanswerable, out of scope, clarify) the evidence term is
``right``.
GEPA receives the claim-level error report's text for the item (``diagnose.feedback_text``) as feedback.
"""

from __future__ import annotations

import argparse
import copy
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Literal, NamedTuple

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

    failure = getattr(prediction, "failure", None)
    if failure:
        raise InvalidPlanError(failure)
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
    """Scores a candidate plan for an item by running the adaptive pipeline with it.

    Shared, never copied: an optimizer's copies of a :class:`PipelineProgram` all score with the same index."""

    def __init__(self, dataset: EvalDataset, retriever: Retriever, verifier: Verifier, *, k: int = 10,
                 settings: Any | None = None) -> None:
        self.dataset = dataset
        self.items = {i.id: i for i in dataset.items}
        self.retriever = retriever
        self.verifier = verifier
        self.k = k
        self.settings = settings

    def __deepcopy__(self, memo: dict[int, Any]) -> PlanScorer:
        return self

    def score(self, item: EvalItem, plan: Plan, *, judge: Any | None = None, writer: Any | None = None) -> ItemScore:
        """Run ``plan`` for ``item``; ``judge`` (an :class:`~claimbound.verifier.lm_judge.LMJudge`) replaces the
        module of this scorer's LM judge verifier, ``writer`` (a :class:`~claimbound.answer.writer.DSPyAnswerWriter`)
        writes the answer."""
        from claimbound.pipeline import Pipeline
        from claimbound.verifier.lm_judge import LMJudgeVerifier

        verifier = self.verifier
        if judge is not None:
            if not isinstance(verifier, LMJudgeVerifier):
                raise ConfigError("a program with an LM judge needs an LM judge verifier: pass --verifier lm:<model>")
            verifier = copy.copy(verifier)
            verifier.module = judge
        pipe = Pipeline(self.retriever, _FixedPlanner(plan), verifier, writer=writer, settings=self.settings)
        answer, trace = pipe.ask_with_trace(item.question, item.principal())
        return score_item(item, "candidate", answer, trace, self.dataset, k=self.k)


class PipelineProgram(dspy.Module):
    """The pipeline's LM parts as one DSPy program: the planner (``planner=False``: the rule planner plans, not
    compiled), and the LM judge (``judge=True``) and the answer writer (``writer=True``) where the pipeline uses them.
    Optimizers find every predictor through ``named_predictors()`` (``planner.draft``, ``planner.repair``,
    ``judge.judge``, ``writer.write_answer``, ...).

    ``forward(question, item_id)`` plans and runs the adaptive pipeline of the bound scorer with this
    judge and writer; the prediction holds ``plan`` and ``item_score``, or ``error`` where the plan or the run
    failed, an LM answer that does not parse included (the metric scores it 0 and says why, instead of the
    optimizer counting an exception)."""

    def __init__(self, *, planner: bool = True, judge: bool = False, writer: bool = False,
                 scorer: PlanScorer | None = None) -> None:
        super().__init__()
        from claimbound.answer.writer import DSPyAnswerWriter
        from claimbound.planner import PlanProgram, RulePlanner
        from claimbound.verifier.lm_judge import LMJudge

        if not (planner or judge or writer):
            raise ConfigError("nothing to compile: with the rule planner, run the LM judge (--verifier lm:MODEL) or "
                              "the answer writer (--writer)")
        self.planner = PlanProgram() if planner else None
        self.rules = RulePlanner()  # plans when the planner is not compiled; else only what has nothing to plan
        self.judge = LMJudge() if judge else None
        self.writer = DSPyAnswerWriter() if writer else None
        self.scorer = scorer

    @property
    def parts(self) -> list[str]:
        return [n for n in ("planner", "judge", "writer") if getattr(self, n) is not None]

    def plans(self) -> Any:
        """The planner this program plans with: the rule planner, or the :class:`~claimbound.planner.DSPyPlanner`
        that ``claimbound ask`` and ``eval --program`` run (instructions left out of the model's input, invalid
        drafts repaired), strict: a plan that stays invalid raises instead of falling back to the rules, so the
        run scores the model's plan."""
        from claimbound.planner import DSPyPlanner

        if self.planner is None:
            return self.rules
        return DSPyPlanner(program=self.planner, fallback=self.rules, strict=True)

    def forward(self, question: str, item_id: str) -> dspy.Prediction:
        if self.scorer is None:
            raise ConfigError("this PipelineProgram has no scorer: build it with scorer=PlanScorer(...)")
        item = self.scorer.items[item_id]
        try:
            plan = self.plans().plan(question)
            s = self.scorer.score(item, plan, judge=self.judge, writer=self.writer)
        except Exception as exc:  # noqa: BLE001 - an unusable plan, an LM or parse failure: this item scores 0
            return dspy.Prediction(plan=None, item_score=None, error=f"{type(exc).__name__}: {exc}")
        return dspy.Prediction(plan=plan, item_score=s, error=None)


def run_item(program: Any, scorer: PlanScorer, item: EvalItem) -> ItemScore:
    """``program``'s score on ``item`` (call it inside the LM's ``dspy.context``); a plan or run that fails raises."""
    ids = {"item_id": item.id} if isinstance(program, PipelineProgram) else {}
    return scored(program(question=item.question, **ids), item, scorer)


def scored(prediction: Any, item: EvalItem, scorer: PlanScorer) -> ItemScore:
    """The ItemScore of a program's prediction for ``item``: the one a :class:`PipelineProgram` carries (its failure
    as InvalidPlanError), else its plan run by ``scorer``."""
    if not hasattr(prediction, "item_score"):
        return scorer.score(item, plan_of(prediction, item.question))
    if prediction.item_score is None:
        raise InvalidPlanError(prediction.error or "the program's prediction holds no score")
    return prediction.item_score  # type: ignore[no-any-return]


def reward(s: ItemScore) -> float:
    """0.5 * gold evidence recall + 0.5 * (right: the decision correct and, where it answered, the gold answer inside
    its citations, as :func:`claimbound.eval.diagnose.failed` judges); 0 on an error or an ACL leak."""
    if s.error is not None or s.leaked:
        return 0.0
    right = 0.0 if failed(s) else 1.0
    evidence = s.evidence_recall if s.evidence_recall is not None else right
    return 0.5 * evidence + 0.5 * right


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
            s = scored(prediction, item, scorer)
            r, fb = reward(s), feedback(item, s)
        except ClaimboundError as exc:
            r, fb = 0.0, f"{item.id}: the plan could not be used: {exc}"
        if with_feedback:
            return dspy.Prediction(score=r, feedback=fb)
        if trace is not None:  # bootstrapping: keep only demonstrations that are fully right
            return r >= 0.99
        return r

    return metric


def examples(items: Sequence[EvalItem], *, with_ids: bool = False) -> list[dspy.Example]:
    """Train examples; ``with_ids`` (a :class:`PipelineProgram`) also passes the item id, whose principal the
    pipeline asks as."""
    inputs = ("question", "item_id") if with_ids else ("question",)
    return [dspy.Example(question=i.question, item_id=i.id).with_inputs(*inputs) for i in items]


class SplitScore(BaseModel):
    n: int
    mean_reward: float
    decision_accuracy: float
    accuracy: float | None = Field(None, description="share of items right: the decision correct and, where it "
                                   "answered, the gold answer inside its citations (the reward's decision term)")
    evidence_recall: float | None
    invalid_plans: int = 0
    failures: dict[str, str] = Field(default_factory=dict,
                                     description="item id -> why its plan could not be produced or used (scored 0)")


class OptimizeResult(BaseModel):
    optimizer: str
    train_ids: list[str]
    dev_ids: list[str]
    before: SplitScore
    after: SplitScore
    program_path: str
    parts: list[str] = Field(default_factory=lambda: ["planner"], description="the program's compiled parts")
    settings: dict[str, Any] = Field(default_factory=dict)


def evaluate_program(program: Any, scorer: PlanScorer, items: Sequence[EvalItem], lm: Any) -> SplitScore:
    """Mean reward, decision accuracy and evidence recall of ``program``'s plans on ``items``; an item whose plan
    cannot be produced or used (LM error, unparseable output, invalid plan) scores 0 and counts in
    ``invalid_plans`` with its reason in ``failures``, so one bad LM answer does not end a long optimization run."""
    rewards: list[float] = []
    decisions: list[float] = []
    recalls: list[float] = []
    failures: dict[str, str] = {}
    rights: list[float] = []
    for item in items:
        try:
            with dspy.context(lm=lm):
                s = run_item(program, scorer, item)
        except Exception as exc:  # an unusable plan or an LM / adapter failure (e.g. AdapterParseError): reward 0
            failures[item.id] = (str(exc) if isinstance(exc, InvalidPlanError) else f"{type(exc).__name__}: {exc}")[:500]
            rewards.append(0.0)
            decisions.append(0.0)
            rights.append(0.0)
            continue
        rewards.append(reward(s))
        decisions.append(1.0 if s.correct else 0.0)
        rights.append(0.0 if failed(s) else 1.0)
        if s.evidence_recall is not None:
            recalls.append(s.evidence_recall)
    n = len(items)
    return SplitScore(n=n, mean_reward=sum(rewards) / n if n else 0.0,
                      decision_accuracy=sum(decisions) / n if n else 0.0, accuracy=sum(rights) / n if n else 0.0,
                      evidence_recall=sum(recalls) / len(recalls) if recalls else None,
                      invalid_plans=len(failures), failures=failures)


def compile_program(program: Any, optimizer: OptimizerName, scorer: PlanScorer, train: Sequence[EvalItem], *,
                    lm: Any, reflection_lm: Any | None = None, budget: str = "light", seed: int = 0,
                    max_demos: int = 4) -> Any:
    """Compile ``program`` (a dspy.Module mapping ``question`` to a prediction with ``.plan``, or a
    :class:`PipelineProgram`) on ``train``."""
    trainset = examples(train, with_ids=isinstance(program, PipelineProgram))
    if not trainset:
        raise ConfigError("the train split is empty; raise --train")
    with dspy.context(lm=lm):
        if optimizer == "bootstrap":
            tp = dspy.BootstrapFewShot(metric=make_metric(scorer), max_bootstrapped_demos=max_demos,
                                       max_labeled_demos=0, max_rounds=1)
            return keep_demos(program, tp.compile(program, trainset=trainset))
        if optimizer == "mipro":
            try:
                import optuna  # noqa: F401  (MIPROv2 searches with it)
            except ImportError as exc:
                raise ConfigError("--optimizer mipro needs optuna: pip install 'claimbound[mipro]' "
                                  "(or use bootstrap or gepa)") from exc
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


def keep_demos(before: Any, compiled: Any) -> Any:
    """BootstrapFewShot replaces each predictor's demonstrations with the ones it bootstrapped; a predictor for
    which no training run scored 1 would lose the ones it had (the planner's worked example) and come out worse
    than it went in. Such a predictor keeps its demonstrations."""
    had = {name: p.demos for name, p in before.named_predictors()}
    for name, p in compiled.named_predictors():
        if not p.demos and had.get(name):
            p.demos = list(had[name])
    return compiled


def optimize(program: Any, optimizer: OptimizerName, scorer: PlanScorer, train: Sequence[EvalItem],
             dev: Sequence[EvalItem], out_dir: str | Path, *, lm: Any, reflection_lm: Any | None = None,
             budget: str = "light", seed: int = 0, split: str = "given") -> OptimizeResult:
    """Measure ``program`` on ``dev``, compile it on ``train``, measure again, save it to ``out_dir/program.json``.
    ``split`` records how the splits were drawn (``optimize.json``)."""
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
                            parts=list(getattr(program, "parts", ["planner"])),
                            settings={"budget": budget, "seed": seed, "split": split})
    (out / "optimize.json").write_text(result.model_dump_json(indent=2), encoding="utf-8")
    return result


# --------------------------------------------------------------------------- the planner program


def planner_program() -> Any:
    """A fresh, uncompiled DSPy planner program (:class:`claimbound.planner.PlanProgram`)."""
    from claimbound.planner import PlanProgram

    return PlanProgram()


class CompiledParts(NamedTuple):
    """What a saved program compiled, each part None where the run did not compile it (the pipeline's default
    then plans, judges or writes)."""

    planner: Any | None
    judge: Any | None
    writer: Any | None


def load_program(path: str | Path, lm: Any | None = None) -> CompiledParts:
    """The parts of a program saved by ``claimbound optimize``: a planner-only program or a :class:`PipelineProgram`.
    ``planner`` is a :class:`claimbound.planner.DSPyPlanner` (rule planner as its fallback); ``writer`` a
    :class:`claimbound.answer.writer.DSPyAnswerWriter` on ``lm``; ``judge`` an LMJudge module for
    ``LMJudgeVerifier(module=...)``."""
    from claimbound.planner import DSPyPlanner, RulePlanner

    p = Path(path)
    if not p.is_file():
        raise ConfigError(f"{p} not found: pass the program.json written by `claimbound optimize --out DIR`")
    try:
        names = set(json.loads(p.read_text(encoding="utf-8")))
        parts = {n.split(".", 1)[0] for n in names if "." in n}
        program: Any = (PipelineProgram(planner="planner" in parts, judge="judge" in parts, writer="writer" in parts)
                        if parts else planner_program())
        program.load(str(p))
    except (OSError, ValueError, KeyError, TypeError, json.JSONDecodeError) as exc:
        raise ConfigError(f"{p} is not a compiled program ({exc}); re-run `claimbound optimize`") from exc
    if not isinstance(program, PipelineProgram):
        return CompiledParts(DSPyPlanner(lm=lm, program=program, fallback=RulePlanner()), None, None)
    if program.writer is not None:
        program.writer.lm = lm
    planner = DSPyPlanner(lm=lm, program=program.planner, fallback=RulePlanner()) if program.planner else None
    return CompiledParts(planner, program.judge, program.writer)


def load_for_pipeline(path: str | Path, lm: Any | None, verifier: str) -> CompiledParts:
    """``--program PATH`` of ``claimbound ask`` and ``eval``: :func:`load_program` with the checks a command line
    needs. A compiled planner or writer runs on the command's LM, so without one (``lm`` None) it is a ConfigError
    naming ``--lm``; a compiled judge runs only under an ``lm:MODEL`` ``verifier`` (a note on standard error
    otherwise, and the judge is left out)."""
    import sys

    parts = load_program(path, lm)
    needs_lm = [n for n, part in (("planner", parts.planner), ("answer writer", parts.writer)) if part is not None]
    if needs_lm and lm is None:
        raise ConfigError(f"{path} compiled the {' and the '.join(needs_lm)}, which run on an LM: add --lm MODEL "
                          "(the model it was compiled with)")
    if parts.judge is not None and not verifier.startswith("lm:"):
        print(f"note: {path} holds a compiled LM judge; it is used only with --verifier lm:MODEL", file=sys.stderr)
        return parts._replace(judge=None)
    return parts


def load_planner(path: str | Path, lm: Any | None = None) -> Any:
    """The compiled planner of a saved program (:func:`load_program`); ConfigError if it compiled none."""
    planner = load_program(path, lm).planner
    if planner is None:
        raise ConfigError(f"{path} compiled no planner (it was optimized with --planner rule)")
    return planner


def split_items(items: Sequence[EvalItem], train: int, dev: int, *, shuffle: bool = False,
                seed: int = 0) -> tuple[list[EvalItem], list[EvalItem]]:
    """The train and dev splits: the first ``train`` items and the ``dev`` after them, or with ``shuffle`` the same
    counts from a seeded permutation of all items (a file grouped by kind of question would otherwise train on one
    kind and measure on the next). Disjoint either way."""
    import random

    if train < 0 or dev < 0:
        raise ConfigError(f"--train and --dev count items: got {train} and {dev}")
    order = list(items)
    if shuffle:
        random.Random(seed).shuffle(order)
    return order[:train], order[train: train + dev]


def run_optimize_cli(args: argparse.Namespace) -> int:
    from claimbound.eval.commands import ensure_index, judge_verifier, make_lm
    from claimbound.eval.dataset import load_dataset
    from claimbound.retrieval import Index
    from claimbound.verifier import load_verifier

    ds = load_dataset(args.dataset)
    train, dev = split_items(ds.items, args.train, args.dev, shuffle=args.split == "random", seed=args.seed)
    if not dev:
        raise ConfigError(f"{ds.name} has {len(ds.items)} items: nothing left for the dev split after --train "
                          f"{args.train}; lower --train")
    out = Path(args.out)
    index_dir = ensure_index(ds.corpus_path, Path(args.index) if args.index else out / "index", progress=True)
    lm = make_lm(args.lm, args.api_base)
    reflection = make_lm(args.reflection_lm, args.api_base) if args.reflection_lm else None
    lm_judge = judge_verifier(args.verifier, args.api_base)  # the LM judge on its own model, at --api-base
    judge = lm_judge is not None
    verifier: Verifier = lm_judge if lm_judge is not None else load_verifier(args.verifier)
    scorer = PlanScorer(ds, Index.open(index_dir), verifier)
    rules = args.planner == "rule"
    program = PipelineProgram(planner=not rules, judge=judge, writer=args.writer, scorer=scorer)
    result = optimize(program, args.optimizer, scorer, train, dev, out, lm=lm, reflection_lm=reflection,
                      budget=args.budget, seed=args.seed, split=args.split)
    print(f"{args.optimizer} ({', '.join(program.parts)}): dev reward {result.before.mean_reward:.3f} -> {result.after.mean_reward:.3f}, "
          f"decision accuracy {result.before.decision_accuracy:.3f} -> {result.after.decision_accuracy:.3f}, "
          f"right (decision and cited answer) {result.before.accuracy:.3f} -> {result.after.accuracy:.3f} "
          f"(n={result.after.n}); program saved to {result.program_path}")
    return 0


__all__ = ["CompiledParts", "OptimizeResult", "PipelineProgram", "PlanScorer", "compile_program", "load_for_pipeline",
           "load_planner", "load_program", "make_metric", "optimize", "plan_of", "reward"]
