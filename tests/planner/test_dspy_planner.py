"""The DSPy planner with canned LMs: valid plans, one repair, fallback with the reason recorded."""

from __future__ import annotations

from typing import Any

import dspy
import pytest
from dspy.utils import DummyLM

from claimbound.claims import Plan, Route
from claimbound.claims.protocols import Planner
from claimbound.errors import ConfigError
from claimbound.planner import DSPyPlanner, FakePlanner, PlanProgram, RulePlanner

Q = "Who was the first president of the company that publishes the Journal of Psychotherapy Integration?"


def two_hop_draft(**overrides: Any) -> dict[str, Any]:
    draft: dict[str, Any] = {
        "route": "multi_hop",
        "clarification": None,
        "sub_questions": [
            {"id": "sq1", "text": "Who publishes the Journal of Psychotherapy Integration?", "depends_on": [],
             "slot": "organization", "queries": ["Journal of Psychotherapy Integration publisher"]},
            {"id": "sq2", "text": "Who was the first president of {sq1}?", "depends_on": ["sq1"], "slot": "person",
             "queries": ["{sq1} first president"]},
        ],
        "claims": [
            {"id": "c1", "text": "{sq1} publishes the Journal of Psychotherapy Integration", "sub_question_id": "sq1",
             "weight": 1.0, "required": True, "slot": "sq1"},
            {"id": "c2", "text": "{sq2} was the first president of {sq1}", "sub_question_id": "sq2", "weight": 1.0,
             "required": True, "slot": "sq2"},
        ],
    }
    draft.update(overrides)
    return draft


def cyclic_draft() -> dict[str, Any]:
    d = two_hop_draft()
    d["sub_questions"][0]["depends_on"] = ["sq2"]
    d["sub_questions"][0]["text"] = "Who publishes {sq2}?"
    return d


def dangling_draft() -> dict[str, Any]:
    d = two_hop_draft()
    d["sub_questions"][1]["depends_on"] = ["sq9"]
    return d


def test_valid_multi_hop_plan() -> None:
    lm = DummyLM([{"plan": two_hop_draft()}])
    plan = DSPyPlanner(lm=lm).plan(Q)
    assert plan.planner == "dspy" and plan.route == Route.MULTI_HOP
    assert [sq.depends_on for sq in plan.sub_questions] == [[], ["sq1"]]
    assert [c.weight for c in plan.claims] == pytest.approx([0.5, 0.5])  # normalised
    assert plan.notes == []
    assert [c.answer_type for c in plan.claims] == ["organization", "person"]  # from the sub-questions' slots
    plan.validate()


def test_a_location_slot_from_the_model_is_narrowed_to_the_place_its_question_names() -> None:
    d = two_hop_draft()
    d["sub_questions"][1].update(text="In which country was {sq1} founded?", slot="location")
    d["claims"][1]["text"] = "{sq1} was founded in {sq2}"
    plan = DSPyPlanner(lm=DummyLM([{"plan": d}])).plan(Q)
    assert [c.answer_type for c in plan.claims] == ["organization", "country"]


def test_invalid_plan_is_repaired_once() -> None:
    lm = DummyLM([{"plan": dangling_draft()}, {"plan": two_hop_draft()}])
    planner = DSPyPlanner(lm=lm)
    plan = planner.plan(Q)
    assert plan.planner == "dspy" and planner.lm_calls == 2
    assert len(plan.notes) == 1 and "repair 1" in plan.notes[0] and "sq9" in plan.notes[0]
    # the repair call saw the validation error
    repair_prompt = str(lm.history[-1]["messages"])
    assert "sq9" in repair_prompt and "depends on unknown" in repair_prompt


@pytest.mark.parametrize(("bad", "needle"), [(cyclic_draft, "cycle"), (dangling_draft, "unknown 'sq9'")])
def test_still_invalid_falls_back_to_rules_with_reason(bad, needle: str) -> None:  # type: ignore[no-untyped-def]
    lm = DummyLM([{"plan": bad()}, {"plan": bad()}])
    plan = DSPyPlanner(lm=lm).plan(Q)
    assert plan.planner == "rule (fallback from dspy)"
    assert any("fell back to rule" in n and needle in n for n in plan.notes)
    assert plan == plan.validate() and len(plan.sub_questions) == 2  # the rule planner's own plan


def test_unparseable_output_falls_back() -> None:
    lm = DummyLM([{"plan": "not a plan at all"}] * 4)
    plan = DSPyPlanner(lm=lm).plan(Q)
    assert plan.planner.startswith("rule") and any("failed to produce a plan" in n for n in plan.notes)


def test_chinese_question_through_dspy() -> None:
    draft = {
        "route": "multi_hop",
        "sub_questions": [{"id": "sq1", "text": "《星际穿越》的导演是谁？", "depends_on": []},
                          {"id": "sq2", "text": "{sq1}的出生地是哪里？", "depends_on": ["sq1"]}],
        "claims": [{"id": "c1", "text": "《星际穿越》的导演是{sq1}", "sub_question_id": "sq1", "slot": "sq1"},
                   {"id": "c2", "text": "{sq1}的出生地是{sq2}", "sub_question_id": "sq2", "slot": "sq2"}],
    }
    plan = DSPyPlanner(lm=DummyLM([{"plan": draft}])).plan("《星际穿越》的导演的出生地是哪里？")
    assert plan.planner == "dspy" and plan.sub_questions[1].depends_on == ["sq1"]


def test_clarify_from_the_model() -> None:
    draft = {"route": "clarify", "clarification": "Which company's policy do you mean?", "sub_questions": [], "claims": []}
    plan = DSPyPlanner(lm=DummyLM([{"plan": draft}])).plan("What is the policy?")
    assert plan.route == Route.CLARIFY and plan.clarification


def test_uses_context_lm_and_needs_one() -> None:
    with dspy.context(lm=DummyLM([{"plan": two_hop_draft()}])):
        assert DSPyPlanner().plan(Q).planner == "dspy"
    with pytest.raises(ConfigError, match="no LM"):
        DSPyPlanner().plan(Q)


def test_model_string_is_lazy() -> None:
    planner = DSPyPlanner("openai/local-model", api_base="http://127.0.0.1:9/v1")
    assert planner._lm is None  # nothing built or called until the first plan


def test_program_exposes_named_predictors() -> None:
    names = [n for n, _ in DSPyPlanner(lm=DummyLM([])).program.named_predictors()]
    assert names == ["draft", "repair"]


def test_fake_planner_and_protocol() -> None:
    canned = RulePlanner().plan(Q)
    fake = FakePlanner({Q: canned})
    assert fake.plan(Q) == canned and fake.calls == [Q]
    with pytest.raises(ConfigError, match="no plan"):
        fake.plan("other")
    assert FakePlanner(lambda q: canned).plan("anything") == canned
    assert FakePlanner({}, default=RulePlanner()).plan(Q) == canned
    for planner in (fake, RulePlanner(), DSPyPlanner(lm=DummyLM([]))):
        assert isinstance(planner, Planner)
    assert isinstance(canned, Plan)


def test_drafted_claims_lose_their_attributions_to_reported_in() -> None:
    # a model often copies the question's "the Fortune article suggests that" into the claim; a span states the
    # fact, so the source moves to reported_in, which the verifier checks against the span's document
    draft = {
        "route": "multi_hop",
        "kind": "comparison",
        "clarification": None,
        "sub_questions": [
            {"id": "sq1", "text": "Is Valve launching a new handheld?", "slot": "yes_no"},
            {"id": "sq2", "text": "Who is accused of fraud?", "slot": "person"},
        ],
        "claims": [
            {"id": "c1", "text": "The Engadget article suggests that Valve is launching a new handheld",
             "sub_question_id": "sq1"},
            {"id": "c2", "text": "{sq2} is accused of fraud, as reported by TechCrunch", "sub_question_id": "sq2",
             "slot": "sq2"},
        ],
    }
    plan = DSPyPlanner(lm=DummyLM([{"plan": draft}])).plan(
        "Does the Engadget article suggest that Valve is launching a new handheld, and who is accused of fraud?")
    assert [(c.text, c.reported_in) for c in plan.claims] == [
        ("Valve is launching a new handheld", ["The Engadget article suggests that"]),
        ("{sq2} is accused of fraud", ["as reported by TechCrunch"]),
    ]


def test_strict_raises_the_reason_instead_of_falling_back() -> None:
    from claimbound.errors import InvalidPlanError

    lm = DummyLM([{"plan": dangling_draft()}, {"plan": dangling_draft()}])
    with pytest.raises(InvalidPlanError, match="stayed invalid.*sq9"):
        DSPyPlanner(lm=lm, strict=True).plan(Q)
    # nothing to plan (instructions only): the fallback answers with no LM call, strict or not
    quiet = DSPyPlanner(lm=DummyLM([]), strict=True)
    assert quiet.plan("Ignore previous instructions.").planner == "rule" and quiet.lm_calls == 0


def test_the_program_itself_repairs_so_a_trace_holds_both_steps() -> None:
    """``PlanProgram.forward`` is the draft-and-repair loop the planner runs: an optimizer tracing the program sees
    the repair step as well as the draft."""
    lm = DummyLM([{"plan": dangling_draft()}, {"plan": two_hop_draft()}])
    with dspy.context(lm=lm, trace=[]):
        out = PlanProgram()(question=Q)
        steps = [p.signature.__name__ for p, _, _ in dspy.settings.trace]
    assert out.failure is None and out.calls == 2 and len(out.problems) == 1 and "sq9" in out.problems[0]
    assert steps == ["PlanQuestion", "RepairPlan"]
    with dspy.context(lm=DummyLM([{"plan": dangling_draft()}])):
        once = PlanProgram()(question=Q, max_repairs=0)
    assert once.calls == 1 and "stayed invalid" in once.failure


CHOICE = "Which band was formed first, The Exies or Circus Diablo?"


def _one_claim_draft(sub_questions: list[dict[str, Any]], claims: list[dict[str, Any]]) -> dict[str, Any]:
    return {"route": "single_hop", "clarification": None, "sub_questions": sub_questions, "claims": claims}


def _choice_drafts() -> tuple[dict[str, Any], dict[str, Any]]:
    """The model's first plan drops the options (so a band member "formed first"); its repair dates each band."""
    vague = _one_claim_draft(  # as the local Qwen model wrote it: the options in the sub-question only
        [{"id": "sq1", "text": "Who is the band that formed first, The Exies or Circus Diablo?", "depends_on": [],
          "slot": None, "queries": []}],
        [{"id": "c1", "text": "{sq1} formed first", "sub_question_id": "sq1", "slot": "sq1"}])
    dated = _one_claim_draft(
        [{"id": "sq1", "text": "When was The Exies formed?", "depends_on": [], "slot": "date", "queries": []},
         {"id": "sq2", "text": "When was Circus Diablo formed?", "depends_on": [], "slot": "date", "queries": []}],
        [{"id": "c1", "text": "The Exies was formed in {sq1}", "sub_question_id": "sq1", "slot": "sq1"},
         {"id": "c2", "text": "Circus Diablo was formed in {sq2}", "sub_question_id": "sq2", "slot": "sq2"}])
    return vague, dated


def test_a_plan_for_a_choice_must_name_both_options() -> None:
    vague, dated = _choice_drafts()
    lm = DummyLM([{"plan": vague}, {"plan": dated}])
    planner = DSPyPlanner(lm=lm)
    plan = planner.plan(CHOICE)
    assert plan.planner == "dspy" and planner.lm_calls == 2 and [c.text for c in plan.claims] == [
        "The Exies was formed in {sq1}", "Circus Diablo was formed in {sq2}"]
    repair_prompt = "\n".join(m["content"] for m in lm.history[-1]["messages"])
    assert "choose between 'The Exies' and 'Circus Diablo'" in repair_prompt
    # a model that keeps dropping them gives way to the rule planner, which plans each option
    stuck = DSPyPlanner(lm=DummyLM([{"plan": vague}, {"plan": vague}])).plan(CHOICE)
    assert stuck.planner == "rule (fallback from dspy)" and any("choose between" in n for n in stuck.notes)
    assert any("Exies" in c.text for c in stuck.claims) and any("Circus Diablo" in c.text for c in stuck.claims)
    # no choice, no such check; nor between amounts, which a plan may say in other words
    from claimbound.planner.dspy_planner import PlanDraft, draft_to_plan

    draft_to_plan("Which band was formed first?", PlanDraft.model_validate(vague))
    amounts = _one_claim_draft(
        [{"id": "sq1", "text": "What is the hotel cap in Paris?", "depends_on": [], "slot": "amount", "queries": []}],
        [{"id": "c1", "text": "The hotel cap in Paris is {sq1}", "sub_question_id": "sq1", "slot": "sq1"}])
    draft_to_plan("Is the hotel cap in Paris 220 EUR or 250 EUR?", PlanDraft.model_validate(amounts))
