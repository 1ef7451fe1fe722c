"""``claimbound plan`` and the opt-in live local LM check."""

from __future__ import annotations

import json
import os

import pytest

from claimbound.cli import main
from claimbound.planner import DSPyPlanner

Q = "Who was the first president of the company that publishes the Journal of Psychotherapy Integration?"


def test_plan_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plan", Q, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["sub_questions"]) == 2
    assert data["sub_questions"][1]["depends_on"] == [data["sub_questions"][0]["id"]]


def test_plan_tree_and_mermaid(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plan", Q]) == 0
    out = capsys.readouterr().out
    assert "route: multi_hop" in out and "(after sq1)" in out
    assert main(["plan", Q, "--mermaid"]) == 0
    assert capsys.readouterr().out.startswith("flowchart TD")


def test_empty_question_exit_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plan", "  "]) == 2
    assert "empty" in capsys.readouterr().err


@pytest.mark.lm
def test_live_local_lm() -> None:
    url = os.environ.get("LOCAL_LM_URL")
    if not url:
        pytest.skip("set LOCAL_LM_URL (e.g. http://127.0.0.1:8080/v1) after scripts/local_lm.sh serve")
    planner = DSPyPlanner("openai/local", api_base=url, lm_kwargs={"api_key": "none", "max_tokens": 1200})
    plan = planner.plan(Q)
    plan.validate()
    assert plan.sub_questions
