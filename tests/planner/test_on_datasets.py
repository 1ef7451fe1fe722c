"""The rule planner on the shared benchmark questions (skipped without ../shared): every plan is valid, and the
benchmark's metric helpers behave."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from claimbound.claims import Route
from claimbound.planner import RulePlanner

_BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "planner.py"


def _bench():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("planner_benchmark", _BENCH)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _questions(datasets: Path, name: str, n: int) -> list[dict]:
    lines = (datasets / name / "questions.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(x) for x in lines[:n] if x.strip()]


def test_plans_on_every_dataset_are_valid(datasets: Path) -> None:
    planner = RulePlanner()
    for name in ("musique", "hotpotqa", "multihop_rag", "scifact", "cmrc2018", "squad2"):
        for item in _questions(datasets, name, 40):
            if not item["question"].strip():
                continue
            plan = planner.plan(item["question"])
            plan.validate()
            if item.get("kind") == "claim":
                assert plan.kind in ("claim", "temporal", "lookup", "yes_no") and plan.route != Route.CLARIFY


def test_musique_questions_are_mostly_multi_hop(datasets: Path) -> None:
    plans = [RulePlanner().plan(i["question"]) for i in _questions(datasets, "musique", 40)]
    share = sum(len(p.sub_questions) >= 2 for p in plans) / len(plans)
    assert share > 0.5


def test_metric_helpers() -> None:
    b = _bench()
    assert b.token_f1("Who was the first president of #1 ?", "Who was the first president of {sq1}?") == 1.0
    assert b.token_f1("a b", "c d") == 0.0
    gold = ["What company published X?", "Who was the first president of #1 ?"]
    pred = ["Who was the first president of {sq1}?", "Which company published X?"]
    assert b.aligned_f1(gold, pred) == pytest.approx((1.0 + 0.75) / 2)  # best alignment, order free
    assert b.aligned_f1(gold, pred[:1]) == 0.5  # an unmatched gold step counts 0
