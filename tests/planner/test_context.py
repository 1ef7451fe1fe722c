from __future__ import annotations

import pytest

from claimbound.planner.context import asker_condition, expand_follow_up, resolve_references
from claimbound.planner.request import read_request
from claimbound.planner.rules import RulePlanner

P = RulePlanner()


@pytest.mark.parametrize(("context", "question", "resolved"), [
    ("Lyon is the third-largest city in France.", "What is the hotel cap there?", "What is the hotel cap in Lyon?"),
    ("Acme has an office in Lyon.", "What is the hotel cap in that city?", "What is the hotel cap in Lyon?"),
    # where one goes is the place "there" names
    ("I'm going to Oslo next week.", "What is the hotel cap there?", "What is the hotel cap in Oslo?"),
    ("We are visiting Paris.", "What is the meal allowance there?", "What is the meal allowance in Paris?"),
    ("The Dandy Warhols is a band.", "When was it formed?", "When was The Dandy Warhols formed?"),
    ("Marie Curie was a physicist.", "Where was she born?", "Where was Marie Curie born?"),
    # a name with 'and' inside stays one name
    ("Love and War is the third episode of Lost.", "Who first appears in this episode?",
     'Who first appears in "Love and War"?'),
    # a pronoun that does not fit the context's subject points inside the question and stays
    ("Homer's Odyssey is the third episode of the first season.", "What character makes his first appearance in "
     "this episode?", "What character makes his first appearance in Homer's Odyssey?"),
    # a question for what the context introduced with "a": the context sentence asked in situ
    ("The embedded NLI model is trained by a script.", "What is that script called?",
     "The embedded NLI model is trained by what script?"),
    ("Acme has an office in a German city.", "What is the name of that city?", "Acme has an office in what German city?"),
    ("A script trains the model.", "Which is that script?", "Which script trains the model?"),
    # ... unless the context names a subject it calls so
    ("The Dandy Warhols is a band.", "What is that band called?", "What is The Dandy Warhols called?"),
])
def test_references_to_the_context_are_resolved(context: str, question: str, resolved: str) -> None:
    assert resolve_references([context], question) == resolved


@pytest.mark.parametrize(("context", "question"), [
    ("I work in Lyon.", "What is the hotel cap?"),  # points to nothing (asker_condition reads it)
    ("The director has an OBE.", "Does he also have one?"),  # no named subject
    ("Lyon and Paris are cities.", "What is the hotel cap in this region?"),  # nothing the context calls a region
    ("There is a river.", "Is there a bridge?"),  # an existential 'there' is no place
    ("Acme runs a script and boreal runs a script.", "What is that script called?"),  # which of the two
])
def test_what_cannot_be_resolved_is_left_alone(context: str, question: str) -> None:
    assert resolve_references([context], question) is None


def test_a_resolved_question_is_planned_alone_and_noted() -> None:
    plan = P.plan("Lyon is the third-largest city in France. What is the hotel cap there?")
    assert [c.text for c in plan.claims] == ["{sq1} is the hotel cap in Lyon"]
    assert any("read with its context" in n for n in plan.notes)
    # a question with no reference after a statement of the asker's place asks about that place (asker_condition)
    assert read_request("I work in Lyon. What is the hotel cap?").parts == ["What is the hotel cap in Lyon?"]
    assert read_request("Acme works in Lyon. What is the hotel cap?").parts == [
        "Acme works in Lyon. What is the hotel cap?"]


@pytest.mark.parametrize(("context", "question", "asked"), [
    (["I'm travelling to Lyon."], "How much can I spend on a hotel?", "How much can I spend on a hotel in Lyon?"),
    (["I'm flying to Paris next week."], "What's the hotel cap?", "What's the hotel cap in Paris?"),
    (["I'm in Austin next week."], "What's the hotel cap?", "What's the hotel cap in Austin?"),
    (["I'm heading to New York."], "What's the cap?", "What's the cap in New York?"),
    (["I'm over 60."], "How much annual leave do I get?", "How much annual leave do I get if I'm over 60?"),
    (["I am over 60.", "I work in Bergen."], "How much leave do I get?", "How much leave do I get in Bergen if I'm over 60?"),
    # left as it was: someone else's statement, two places, a place the question names, nothing to take
    (["Acme is in Lyon."], "What is the hotel cap?", None),
    (["I'm going to Lyon.", "I'm flying to Paris after that."], "What is the hotel cap?", None),
    (["I'm travelling to Lyon."], "What is the hotel cap in Paris?", None),
    (["I'm tired."], "What is the hotel cap?", None),
    (["I'm over 60.", "I'm under 70."], "How much leave do I get?", None),
])
def test_a_statement_about_the_asker_gives_the_question_its_place(context: list[str], question: str,
                                                                  asked: str | None) -> None:
    assert asker_condition(context, question) == asked


@pytest.mark.parametrize(("asked", "parts"), [
    ("I'm going to Dallas, what's the hotel cap?", ["What is the hotel cap in Dallas?"]),
    ("Going to Lyon - what's the hotel cap?", ["What is the hotel cap in Lyon?"]),
    ("We are in Oslo next week: what is the hotel cap?", ["What is the hotel cap in Oslo?"]),
    ("Acme is in Lyon, what is the hotel cap?", ["Acme is in Lyon, what is the hotel cap?"]),  # not the asker's
])
def test_a_statement_about_the_asker_joined_by_a_comma_is_the_questions_context(asked: str, parts: list[str]) -> None:
    """Was planned as one text: "I'm going to Dallas, {sq1} is the hotel cap" (abstained)."""
    assert read_request(asked).parts == parts


@pytest.mark.parametrize(("previous", "follow_up", "expanded"), [
    ("What is the hotel cap in Lyon?", "And in Paris?", "What is the hotel cap in Paris?"),
    ("What is the hotel cap in Lyon?", "What about Paris?", "What is the hotel cap in Paris?"),
    ("What is the meal allowance for business travel?", "And for training?",
     "What is the meal allowance for training?"),
    ("What is the SETUP command?", "And the TEST command?", "What is the TEST command?"),  # the same head noun
    ("What is the hotel cap in Lyon?", "And the default hotel cap?", "What is the default hotel cap in Lyon?"),
    ("What is the hotel cap in Lyon?", "And the meal allowance?", None),  # no phrase with that noun to swap
    ("What is the hotel cap in Lyon?", "Who approves it?", None),  # a question of its own
    ("What is the hotel cap in Lyon?", "In which year was it set?", None),  # one that opens with a preposition
    ("What is the hotel cap?", "And in Paris?", None),  # nothing to swap
])
def test_follow_ups_reuse_the_question_before(previous: str, follow_up: str, expanded: str | None) -> None:
    assert expand_follow_up(previous, follow_up) == expanded


def test_a_follow_up_is_planned_as_its_own_question() -> None:
    plan = P.plan("What is the hotel cap in Lyon? And in Paris?")
    assert [c.text for c in plan.claims] == ["{sq1} is the hotel cap in Lyon", "{sq2} is the hotel cap in Paris"]
