"""claimbound.eval: one-shot vs adaptive on any dataset folder, claim-level error reports, DSPy optimization.

>>> ds = load_dataset("examples/policies")                                   # doctest: +SKIP
>>> run = run_eval(ds, [PipelineSystem(pipe, "one-shot"), PipelineSystem(pipe, "adaptive")])  # doctest: +SKIP
>>> print(run.table()); write_artifacts(run, "out/")                         # doctest: +SKIP
>>> replay(load_run("out/results.json")).identical                           # doctest: +SKIP

CLI: ``claimbound eval DATASET_DIR --out DIR`` and ``claimbound optimize DATASET_DIR --lm MODEL --out DIR``.
"""

from claimbound.eval.dataset import EvalDataset, EvalItem, load_dataset
from claimbound.eval.diagnose import ErrorReport, Failure
from claimbound.eval.metrics import Metric, PairedDelta, SystemSummary
from claimbound.eval.runner import EvalRun, ReplayResult, load_run, replay, run_eval, write_artifacts
from claimbound.eval.scoring import ItemScore, score_item
from claimbound.eval.systems import AbstainSystem, FakeSystem, OracleSystem, PipelineSystem, System

__all__ = [
    "AbstainSystem",
    "ErrorReport",
    "EvalDataset",
    "EvalItem",
    "EvalRun",
    "FakeSystem",
    "Failure",
    "ItemScore",
    "Metric",
    "OracleSystem",
    "PairedDelta",
    "PipelineSystem",
    "ReplayResult",
    "System",
    "SystemSummary",
    "load_dataset",
    "load_run",
    "replay",
    "run_eval",
    "score_item",
    "write_artifacts",
]
