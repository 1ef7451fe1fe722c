"""The DSPy planner's prompt, pinned as a golden file (UPDATE_GOLDEN=1 rewrites it after a deliberate change)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from dspy.adapters import ChatAdapter

from claimbound.planner.dspy_planner import PlanProgram, PlanQuestion, RepairPlan

GOLDEN = Path(__file__).parent / "golden"
Q = "Who was the first president of the company that publishes the Journal of Psychotherapy Integration?"


def _check(name: str, messages: list[dict[str, str]]) -> None:
    text = json.dumps(messages, indent=1, ensure_ascii=False) + "\n"
    path = GOLDEN / name
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"missing golden file {path}; create it with UPDATE_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8"), f"prompt changed; if deliberate, rerun with UPDATE_GOLDEN=1 ({path})"


def test_plan_prompt_is_pinned() -> None:
    program = PlanProgram()
    messages = ChatAdapter().format(PlanQuestion, demos=program.draft.demos, inputs={"question": Q})
    assert "When was the director of the film Jaws born?" in json.dumps(messages)  # the worked example
    assert "PlanDraft" in json.dumps(messages) or "sub_questions" in json.dumps(messages)
    _check("plan_prompt.json", messages)


def test_repair_prompt_is_pinned() -> None:
    from claimbound.planner.dspy_planner import PlanDraft

    messages = ChatAdapter().format(
        RepairPlan, demos=[],
        inputs={"question": Q, "previous_plan": PlanDraft(route="multi_hop"), "problems": "invalid plan: x"},
    )
    _check("repair_prompt.json", messages)
