"""One entity, several predicates: the open sub-question binds it, closed sub-questions check the bound value."""

from __future__ import annotations

import pytest

from claimbound.planner import RulePlanner
from claimbound.planner.intersection import strip_attributions, strip_reporting_frame


def _claims(question: str) -> tuple[str | None, list[str]]:
    plan = RulePlanner().plan(question)
    return plan.kind, [c.text for c in plan.claims]


def test_each_predicate_is_its_own_claim_about_the_bound_value() -> None:
    plan = RulePlanner().plan("Who founded FTX, was compared to Warren Buffett, and faces a criminal trial?")
    assert plan.kind == "intersection"
    open_sq = [sq for sq in plan.sub_questions if not sq.depends_on]
    checks = [sq for sq in plan.sub_questions if sq.depends_on]
    assert len(open_sq) == 1 and open_sq[0].slot == "person"
    assert len(checks) == 2 and all(sq.depends_on == [open_sq[0].id] and sq.slot == "yes_no" for sq in checks)
    ref = "{" + open_sq[0].id + "}"
    assert sorted(c.text for c in plan.claims) == sorted(
        [f"{ref} founded FTX", f"{ref} was compared to Warren Buffett", f"{ref} faces a criminal trial"]
    )
    assert all(c.required for c in plan.claims)
    # only the open sub-question's claim binds a value; the checks are closed once {sq1} is filled in
    assert [c.slot for c in plan.claims if c.sub_question_id == open_sq[0].id] == [open_sq[0].id]
    assert all(c.slot is None for c in plan.claims if c.sub_question_id != open_sq[0].id)


def test_participles_and_head_nouns() -> None:
    kind, claims = _claims(
        "Who is the individual facing a criminal trial on fraud charges, previously likened to a prominent "
        "investor, and is accused of misusing customer funds from a cryptocurrency exchange?"
    )
    assert kind == "intersection"
    assert sorted(c.split("} ", 1)[1] for c in claims) == [
        "is accused of misusing customer funds from a cryptocurrency exchange",
        "is facing a criminal trial on fraud charges",
        "was previously likened to a prominent investor",
    ]
    kind, claims = _claims("Which actor starred in Heat and also directed Braveheart?")
    assert kind == "intersection"
    assert sorted(c.split("} ", 1)[1] for c in claims) == ["also directed Braveheart", "starred in Heat"]


def test_a_list_inside_a_predicate_is_not_split() -> None:
    kind, claims = _claims(
        "Which rugby team faced home defeats to Ireland, South Africa, and Argentina, and has players striving "
        "to end their careers on a high note?"
    )
    assert kind == "intersection"
    assert any(c.endswith("faced home defeats to Ireland, South Africa, and Argentina") for c in claims)
    assert len(claims) == 2


@pytest.mark.parametrize(
    "question",
    [
        "What is an American company that designs, manufactures, and distributes small arms?",  # shared object
        "What show does a retired Orlando Magic player, who missed the 2003 season, host?",  # wh is the object
        "What concept was developed by Baran while researching at RAND?",  # adverbial clause of another subject
        "Who directed Heat?",
        "Which film came out first, Heat or Ronin?",
    ],
)
def test_not_an_intersection(question: str) -> None:
    assert RulePlanner().plan(question).kind != "intersection"


def test_attributions_leave_the_claims_and_stay_in_the_notes() -> None:
    plan = RulePlanner().plan(
        "Who is the individual facing a criminal trial on fraud charges and accused of misusing customer funds, "
        "as reported by TechCrunch and The Verge?"
    )
    assert plan.kind == "intersection"
    assert not any("TechCrunch" in c.text or "Verge" in c.text for c in plan.claims)
    assert any("as reported by TechCrunch and The Verge" in n for n in plan.notes)
    # an attribution that only one predicate carries is recorded too
    plan = RulePlanner().plan(
        "Who is the individual facing a criminal trial on fraud charges as covered by TechCrunch and accused of "
        "misusing customer funds?"
    )
    assert plan.kind == "intersection"
    assert not any("TechCrunch" in c.text for c in plan.claims)
    assert any("as covered by TechCrunch" in n for n in plan.notes)


@pytest.mark.parametrize(
    ("text", "kept", "removed"),
    [
        ("X raised prices, according to 'Fortune', and cut jobs", "X raised prices and cut jobs", ["according to 'Fortune'"]),
        ("X was fined, as reported by The Verge and TechCrunch", "X was fined", ["as reported by The Verge and TechCrunch"]),
        ("Who, according to TechCrunch, left OpenAI", "Who left OpenAI", ["according to TechCrunch"]),
        # a qualifier of the fact, not a source: it stays
        ("the population according to the 2010 census was 300", "the population according to the 2010 census was 300", []),
    ],
)
def test_strip_attributions(text: str, kept: str, removed: list[str]) -> None:
    out, found = strip_attributions(text)
    assert found == removed
    assert out == kept


def test_a_reported_fact_is_checked_as_the_fact() -> None:
    plan = RulePlanner().plan(
        "Does the Engadget article suggest that Valve is launching a new product, while the article from The Verge "
        "indicates that Valve has shifted its business strategy to games?"
    )
    assert [c.text for c in plan.claims] == [
        "Valve is launching a new product",
        "Valve has shifted its business strategy to games",
    ]
    assert all(c.slot is None and c.required for c in plan.claims)
    assert sum("reported where" in n for n in plan.notes) == 2
    # each claim keeps where it was reported, for the verifier to check against a span's source
    assert [c.reported_in for c in plan.claims] == [
        ["Does the Engadget article suggest that"], ["the article from The Verge indicates that"]]


def test_a_frame_that_names_no_source_is_not_kept() -> None:
    # "the report" says nothing a span's source could match; keeping it would make every sourced span partial
    plan = RulePlanner().plan("Does the report suggest that the meal cap is 80 USD?")
    assert [(c.text, c.reported_in) for c in plan.claims] == [("The meal cap is 80 USD", [])]
    plan = RulePlanner().plan("Does the 'Business Line' article suggest that sales fell?")
    assert plan.claims[0].reported_in == ["Does the 'Business Line' article suggest that"]


def test_an_intersection_keeps_the_questions_sources_on_every_claim() -> None:
    plan = RulePlanner().plan("Who is the individual facing a criminal trial on fraud charges and previously likened "
                              "to a prominent investor, as reported by TechCrunch and The Verge?")
    assert len(plan.claims) == 2
    assert all(c.reported_in == ["as reported by TechCrunch and The Verge"] for c in plan.claims)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Does the 'Fortune' article suggest that sales fell", "sales fell"),
        ("Do 'The Verge' and 'Engadget' articles both suggest that deals exist", "deals exist"),
        ("the article from FOX News - Health claims that sugar is not addictive", "sugar is not addictive"),
        ("Does the policy suggest a cap", "Does the policy suggest a cap"),  # no article: no frame
        # the article calls Y Z: its span states "Y is Z"
        ("Does the 'Sporting News' article identify Scott McTominay as United's top scorer",
         "Scott McTominay is United's top scorer"),
        ("the 'TalkSport' article recognizes Erling Haaland as the joint-leading scorer",
         "Erling Haaland is the joint-leading scorer"),
        ("Does the policy describe travel as a cost", "Does the policy describe travel as a cost"),
    ],
)
def test_strip_reporting_frame(text: str, fact: str) -> None:
    assert strip_reporting_frame(text)[0] == fact


def test_a_single_yes_no_question_loses_its_reporting_frame_to_the_notes() -> None:
    from claimbound.planner import RulePlanner

    plan = RulePlanner().plan("Does the TechCrunch article describe Sam Altman as the CEO of OpenAI?")
    assert [c.text for c in plan.claims] == ["Sam Altman is the CEO of OpenAI"]
    assert any("TechCrunch" in n for n in plan.notes)
    assert plan.sub_questions[0].text.startswith("Does the TechCrunch article")  # retrieval keeps the source words


@pytest.mark.parametrize(
    ("text", "stripped", "found"),
    [
        ("Who faced difficulties managing FTX as mentioned by The Verge, and who is accused?",
         "Who faced difficulties managing FTX, and who is accused?", ["as mentioned by The Verge"]),
        ("Which company, highlighted by Engadget, sells phones?", "Which company sells phones?",
         ["highlighted by Engadget"]),
        ("Who was reported by The Verge, CNBC, and TechCrunch to have allowed withdrawals?",
         "Who has allowed withdrawals?", ["reported by The Verge, CNBC, and TechCrunch"]),
        ("Who is also reported by The Verge to be the founder of FTX?", "Who is also the founder of FTX?",
         ["reported by The Verge"]),
        # the agent of a passive is the fact, not where it was reported; a date is not a source
        ("Which species was described by Carl Linnaeus?", "Which species was described by Carl Linnaeus?", []),
        ("Who was reported by the police to be missing?", "Who was reported by the police to be missing?", []),
        ("After TechCrunch reported on October 31, 2023, that Google paid billions, who sued?",
         "After TechCrunch reported on October 31, 2023, that Google paid billions, who sued?", []),
    ],
)
def test_attribution_forms(text: str, stripped: str, found: list[str]) -> None:
    assert strip_attributions(text) == (stripped, found)


def test_a_question_wide_attribution_leaves_every_claim_but_a_bridge_hop() -> None:
    plan = RulePlanner().plan("Which company, highlighted by Engadget, is releasing a handheld device with an OLED screen?")
    assert [(c.text.split("} ", 1)[1], c.reported_in) for c in plan.claims] == [
        ("is releasing a handheld device with an OLED screen", ["highlighted by Engadget"])]
    bridge = RulePlanner().plan("Who is the individual that, according to a 'Fortune' article, shared a vision for AI at "
                                "OpenAI's developer conference, is reported by 'TechCrunch' to be launching a new venture?")
    assert bridge.kind == "bridge" and all(c.reported_in == [] for c in bridge.claims)
