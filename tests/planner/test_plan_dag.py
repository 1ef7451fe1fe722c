"""Plan as a DAG: validation, scheduling, JSON and Mermaid."""

from __future__ import annotations

import networkx as nx
import pytest

from claimbound.claims import Claim, Plan, Route, SubQuestion
from claimbound.claims.plan import QUESTION_NODE, fill_refs, refs_in
from claimbound.errors import InvalidPlanError


def two_hop() -> Plan:
    return Plan(
        question="Who was the first president of the company that publishes JPI?",
        route=Route.MULTI_HOP,
        sub_questions=[
            SubQuestion(id="sq1", text="Who publishes JPI?", slot="organization"),
            SubQuestion(id="sq2", text="Who was the first president of {sq1}?", depends_on=["sq1"], slot="person"),
        ],
        claims=[
            Claim(id="c1", text="{sq1} publishes JPI", sub_question_id="sq1", weight=0.5, slot="sq1"),
            Claim(id="c2", text="{sq2} was the first president of {sq1}", sub_question_id="sq2", weight=0.5, slot="sq2"),
        ],
    )


def test_graph_nodes_and_edges() -> None:
    g = two_hop().graph
    assert isinstance(g, nx.DiGraph)
    assert g.nodes[QUESTION_NODE]["kind"] == "question"
    assert g.nodes["sq2"]["kind"] == "sub_question" and g.nodes["c2"]["kind"] == "claim"
    assert set(g.edges) == {(QUESTION_NODE, "sq1"), ("sq1", "sq2"), ("sq1", "c1"), ("sq2", "c2")}
    assert nx.is_directed_acyclic_graph(g)


def test_valid_plan_and_batches() -> None:
    plan = two_hop().validate()
    assert [[sq.id for sq in batch] for batch in plan.ready_batches()] == [["sq1"], ["sq2"]]
    assert [sq.id for sq in plan.ready(set())] == ["sq1"]
    assert [sq.id for sq in plan.ready({"sq1"})] == ["sq2"]
    assert [c.id for c in plan.claims_for("sq2")] == ["c2"]


def test_independent_sub_questions_share_a_batch() -> None:
    plan = Plan(
        question="Which is older, A or B?",
        route=Route.MULTI_HOP,
        sub_questions=[SubQuestion(id="sq1", text="When was A born?"), SubQuestion(id="sq2", text="When was B born?"),
                       SubQuestion(id="sq3", text="Compare {sq1} and {sq2}", depends_on=["sq1", "sq2"])],
        claims=[Claim(id=f"c{i}", text=f"x {{sq{i}}}", sub_question_id=f"sq{i}", weight=1 / 3, slot=f"sq{i}")
                for i in (1, 2, 3)],
    ).validate()
    assert [[sq.id for sq in b] for b in plan.ready_batches()] == [["sq1", "sq2"], ["sq3"]]


def test_json_round_trip_and_mermaid() -> None:
    plan = two_hop()
    again = Plan.from_json(plan.to_json())
    assert again == plan
    mer = plan.to_mermaid()
    assert mer.startswith("flowchart TD") and "sq1 --> sq2" in mer and "sq2 -.-> c2" in mer


@pytest.mark.parametrize(
    ("mutate", "needle"),
    [
        (lambda p: p.sub_questions[0].depends_on.append("sq2"), "cycle"),
        (lambda p: p.sub_questions[1].depends_on.append("sq9"), "unknown 'sq9'"),
        (lambda p: setattr(p.sub_questions[1], "text", "Who led {sq7}?"), "unknown {sq7}"),
        (lambda p: setattr(p.sub_questions[1], "depends_on", []), "does not list 'sq1'"),
        (lambda p: setattr(p.claims[1], "sub_question_id", "sq5"), "unknown sub-question 'sq5'"),
        (lambda p: setattr(p.claims[0], "id", "c2"), "duplicate ids"),
        (lambda p: [setattr(c, "required", False) for c in p.claims], "no required claim"),
        (lambda p: setattr(p.claims[0], "weight", 0.9), "sum to"),
        (lambda p: setattr(p.claims[0], "text", "{sq2} publishes JPI"), "does not depend on"),
        (lambda p: setattr(p.claims[0], "slot", "sq2"), "binds slot"),
    ],
)
def test_invalid_plans_name_the_problem(mutate, needle: str) -> None:  # type: ignore[no-untyped-def]
    plan = two_hop()
    mutate(plan)
    with pytest.raises(InvalidPlanError, match="invalid plan") as err:
        plan.validate()
    assert needle in str(err.value)


def test_cycle_blocks_scheduling_and_json_validation() -> None:
    plan = two_hop()
    plan.sub_questions[0].depends_on.append("sq2")
    with pytest.raises(InvalidPlanError, match="cycle"):
        plan.ready_batches()
    with pytest.raises(InvalidPlanError):
        Plan.from_json(plan.to_json())
    assert Plan.from_json(plan.to_json(), validate=False) == plan


def test_from_json_rejects_garbage() -> None:
    with pytest.raises(InvalidPlanError, match="not a plan"):
        Plan.from_json('{"question": "q"}')
    with pytest.raises(InvalidPlanError):
        Plan.from_json("not json")


def test_clarify_needs_a_question_to_ask() -> None:
    Plan(question="What is the policy?", route=Route.CLARIFY, clarification="Which policy?").validate()
    with pytest.raises(InvalidPlanError, match="clarification"):
        Plan(question="What is the policy?", route=Route.CLARIFY).validate()


def test_normalized_weights() -> None:
    plan = two_hop()
    plan.claims[0].weight = 1.0
    plan.claims[1].weight = 0.25
    norm = plan.normalized().validate()
    assert [c.weight for c in norm.claims] == pytest.approx([0.8, 0.2])


def test_refs_helpers() -> None:
    assert refs_in("{sq2} led {sq1} and {sq2}") == ["sq2", "sq1"]
    assert fill_refs("{sq2} led {sq1}", {"sq1": "APA", "sq2": "X"}, keep="sq2") == "{sq2} led APA"
    # a value with its own preposition takes the place of the claim's "in" / "at" / "on"
    assert fill_refs("the office is open in {sq1}", {"sq1": "from 07:00 to 19:00"}) == (
        "the office is open from 07:00 to 19:00")
    assert fill_refs("it opened in {sq1}", {"sq1": "May"}) == "it opened in May"
    # a time of day is "at" ("closes in 19:00" read as no English)
    assert fill_refs("the office closes in {sq1}", {"sq1": "19:00"}) == "the office closes at 19:00"
    assert fill_refs("the office opens in {sq1}", {"sq1": "7 am"}) == "the office opens at 7 am"
    assert fill_refs("receipts must be submitted by {sq1}", {"sq1": "within 30 days"}) == (
        "receipts must be submitted within 30 days")
    assert fill_refs("the report was written by {sq1}", {"sq1": "Claire Dubois"}) == "the report was written by Claire Dubois"
    assert fill_refs("I must be available during {sq1}", {"sq1": "between 10:00 and 16:00"}) == (
        "I must be available between 10:00 and 16:00")  # was "during between"
    assert fill_refs("it happened during {sq1}", {"sq1": "the war"}) == "it happened during the war"
    assert fill_refs("leave must be requested in {sq1}", {"sq1": "30 days in advance"}) == (
        "leave must be requested 30 days in advance")
    # the same preposition before the reference is said once; another stays ("after on Monday" is no repetition)
    assert fill_refs("employees must be reachable between {sq1}", {"sq1": "between 10:00 and 16:00"}) == (
        "employees must be reachable between 10:00 and 16:00")
    assert fill_refs("it ended after {sq1}", {"sq1": "the war"}) == "it ended after the war"
    # a count that names its unit says it once, keeping a modifier of the claim's
    assert fill_refs("employees over 60 get {sq1} extra weeks of annual leave", {"sq1": "one extra week"}) == (
        "employees over 60 get one extra week of annual leave")
    assert fill_refs("acme employees may work {sq1} remote days per week", {"sq1": "2 days"}) == (
        "acme employees may work 2 remote days per week")
    assert fill_refs("it lasts {sq1} days", {"sq1": "5 days"}) == "it lasts 5 days"
    # days counted as holidays are days of holidays (was "27 days holidays")
    assert fill_refs("I get {sq1} holidays", {"sq1": "27 days"}) == "I get 27 days of holidays"
    assert fill_refs("I get {sq1} holidays", {"sq1": "27"}) == "I get 27 holidays"
    assert fill_refs("it took {sq1} to finish", {"sq1": "5 days"}) == "it took 5 days to finish"
    assert fill_refs("{sq1} and {sq2} met", {"sq1": "A", "sq2": "B"}) == "A and B met"
    assert fill_refs("leave can be taken within {sq1} months of a birth", {"sq1": "12 months"}) == (
        "leave can be taken within 12 months of a birth")
