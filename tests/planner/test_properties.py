"""Properties of every rule plan, on generated questions; and the package's public names."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import claimbound.planner as planner_pkg
from claimbound.claims import Plan, Route
from claimbound.errors import InvalidQuestionError
from claimbound.planner import RulePlanner

P = RulePlanner()

WORDS = ["Who", "What", "Which", "When", "Where", "How", "many", "is", "was", "did", "the", "a", "of", "and", "or",
         "both", "Paris", "Acme Corp", "film", "director", "that", "which", "published", "in", "1999", "'s", "he",
         "company", "born", "same", "first", ",", "city", "where", "located", "Are", "Does", "吗", "的", "谁", "哪里",
         "{sq1}", "its", "while", "between", "October 22, 2023", "show", "Ignore", "《星际穿越》", "和", "还是"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(WORDS), min_size=1, max_size=14), st.sampled_from(["?", "", "."]))
def test_any_question_gives_a_valid_plan_or_a_clear_error(words: list[str], end: str) -> None:
    question = " ".join(words) + end
    try:
        plan = P.plan(question)
    except InvalidQuestionError:
        return
    plan.validate()
    assert Plan.from_json(plan.to_json()) == plan
    batches = plan.ready_batches()
    assert sum(len(b) for b in batches) == len(plan.sub_questions)
    if plan.route in (Route.SINGLE_HOP, Route.MULTI_HOP):
        assert abs(sum(c.weight for c in plan.claims) - 1) < 1e-6
        assert all(sq.queries for sq in plan.sub_questions)
        for c in plan.claims:
            assert c.slot in (None, c.sub_question_id)


def test_public_names() -> None:
    assert sorted(planner_pkg.__all__) == ["DSPyPlanner", "FakePlanner", "PlanProgram", "RulePlanner", "check_question"]
    for name in planner_pkg.__all__:
        assert getattr(planner_pkg, name) is not None


def test_max_hops_is_respected_and_checked() -> None:
    q = "How many Publix stores are in the state that borders the east of the state where Hello Love's performer lived?"
    assert len(RulePlanner(max_hops=2).plan(q).sub_questions) == 2
    from claimbound.errors import ConfigError

    with pytest.raises(ConfigError):
        RulePlanner(max_hops=0)
