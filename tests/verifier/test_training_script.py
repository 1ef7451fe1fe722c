"""scripts/train_nli.py: the threshold choices (no training here)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")


def _train_nli():  # type: ignore[no-untyped-def]
    path = Path(__file__).resolve().parents[2] / "scripts" / "train_nli.py"
    spec = importlib.util.spec_from_file_location("train_nli", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("train_nli", module)
    spec.loader.exec_module(module)
    return module


def _rows(label_low: str) -> list[dict]:
    """Four pairs the model calls contradictions: two share the claim's words (gold contradiction), two share
    one word in five (gold ``label_low``); two entailments."""
    claim = "COPI coatomer is involved in viral replication"
    return [
        {"premise": "COPI coatomer is not involved in viral replication.", "hypothesis": claim, "label": "contradiction"},
        {"premise": "COPI coatomer plays no part in viral replication.", "hypothesis": claim, "label": "contradiction"},
        {"premise": "The COPI complex limits lipid storage.", "hypothesis": claim, "label": label_low},
        {"premise": "COPI vesicles carry cargo to the Golgi.", "hypothesis": claim, "label": label_low},
        {"premise": "COPI coatomer takes part in viral replication.", "hypothesis": claim, "label": "entailment"},
        {"premise": "Viral replication needs the COPI coatomer.", "hypothesis": claim, "label": "entailment"},
    ]


def test_the_topic_guard_cut_off_is_chosen_on_held_out_pairs_and_stays_off_when_it_does_not_help() -> None:
    t = _train_nli()
    probs = torch.tensor([[0.05, 0.15, 0.8]] * 4 + [[0.9, 0.05, 0.05]] * 2)
    unrelated = t.choose_contradict_overlap(probs, _rows("neutral"), 0.5, 0.5)
    assert 0.2 < unrelated["contradict_overlap"] <= 0.6
    assert unrelated["contradict_overlap_f1"]["chosen"] > unrelated["contradict_overlap_f1"]["off"]
    # when the low-overlap pairs really are contradictions, no cut-off helps: the guard stays off
    assert t.choose_contradict_overlap(probs, _rows("contradiction"), 0.5, 0.5)["contradict_overlap"] == 0.0
