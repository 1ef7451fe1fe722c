"""benchmarks/verifier.py's ceiling: the best macro-F1 of a model's raw probabilities over a grid of cut-offs."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "verifier.py"


def _bench():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("verifier_benchmark", _BENCH)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


class _Model:
    """Probabilities by premise: the entailed pair is only weakly entailed, which the shipped 0.42 would miss."""

    probs = {"e": (0.30, 0.65, 0.05), "c": (0.10, 0.30, 0.60), "n": (0.05, 0.90, 0.05), "m": (0.25, 0.70, 0.05)}

    def predict(self, premises, hypotheses):  # type: ignore[no-untyped-def]
        return [dict(zip(("entailment", "neutral", "contradiction"), self.probs[p], strict=True)) for p in premises]


def test_the_ceiling_finds_the_cut_offs_that_fit_the_set_best() -> None:
    bench = _bench()
    pairs = [("e", "h", "entails", ""), ("c", "h", "contradicts", ""), ("n", "h", "neutral", ""),
             ("m", "h", "neutral", "")]
    c = bench.ceiling(_Model(), pairs)
    assert c["macro_f1"] == 1.0 and 0.25 < c["entail"] <= 0.30 and 0.30 < c["contradict"] <= 0.60
    # a set no cut-off separates has a ceiling under 1
    worse = bench.ceiling(_Model(), [*pairs, ("m", "h", "entails", "")])
    assert worse["macro_f1"] < 1.0
