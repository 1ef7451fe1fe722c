"""A question as typed in a chat box (claimbound.claims.typed): what is rewritten, and what is left alone."""

from __future__ import annotations

import pytest

from claimbound.claims.typed import as_typed, recase, typed_in_lower_case


@pytest.mark.parametrize(("typed", "read"), [
    ("whats the meal allowance", "What's the meal allowance"),
    ("how many days can i wfh", "How many days can I work from home"),
    ("how many wfh days do i get", "How many remote days do I get"),
    ("hey, how much can i spend on a hotel in berlin?", "How much can I spend on a hotel in berlin?"),
    ("hi there what is the meal allowance", "What is the meal allowance"),
    ("quick q: do receipts need to be submitted within 30 days?", "Do receipts need to be submitted within 30 days?"),
    ("pls tell me the hotel cap for lyon", "Tell me the hotel cap for lyon"),
    ("can u tell me the meal allowance", "Can you tell me the meal allowance"),
    ("does ur training budget roll over", "Does your training budget roll over"),
    ("how much r we allowed to spend on food per day", "How much are we allowed to spend on food per day"),
    ("what r the hotel caps", "What are the hotel caps"),  # was the claim 'The answer to "What r ..."'
    ("where r receipts sent", "Where are receipts sent"),
    ("i'm 62, how much annual leave do i get?", "I'm 62, how much annual leave do I get?"),
    ("who's the ceo of boreal", "Who's the CEO of boreal"),
    ("is a 4000 nok expense ok without a director", "Is a 4000 NOK expense ok without a director"),
    ("what's the avg number of remote days", "What's the average number of remote days"),
    ("hw much is the hotel cap in lyon", "How much is the hotel cap in lyon"),
    ("WHAT IS THE HOTEL CAP IN PARIS?", "What is the hotel cap in paris?"),  # all in capitals: as in lower case
])
def test_a_question_typed_in_a_chat_is_read_as_written(typed: str, read: str) -> None:
    assert as_typed(typed)[0] == read
    assert as_typed(read)[0] == read  # once is enough


@pytest.mark.parametrize("question", [
    "What is the capital of France?", "What is the IM protocol?", "Is it 24 hr service?", "i.e. what is X?",
    "What is its name?", "Were the wont customs kept?", "Thanks!", "Who played Ur in the film?",
])
def test_a_question_written_out_is_left_alone(question: str) -> None:
    assert as_typed(question) == (question, [])


def test_names_typed_in_lower_case_are_written_as_the_evidence_writes_them() -> None:
    texts = ["The hotel cap in New York is 350 USD per night.", "Cobalt's headquarters is in Austin.",
             "New cobalt employees receive a laptop.", "The IT team manages it.", "Economy class is required.",
             "| Sweden | 800 NOK |", "acme employees may work remotely."]
    assert typed_in_lower_case("is 300 usd within the new york hotel cap") and typed_in_lower_case("Where is it?")
    assert typed_in_lower_case("WHAT IS THE HOTEL CAP IN PARIS?")  # no capital tells a name
    assert not typed_in_lower_case("《GOTH 断掌事件》已经被改编为什么及真人版电影？")  # not in the Latin alphabet
    assert not typed_in_lower_case("Where is Paris?")
    assert recase("is 300 USD within the new york hotel cap", texts) == (
        "is 300 USD within the New York hotel cap", ["New York"])
    assert recase("does cobalt have an office in austin", texts)[1] == ["Austin"]  # "cobalt" is written both ways
    # a function word is no name ("it" of "IT team"); a sentence's or a cell's first word says nothing; nor does a
    # word that is part of a longer name ("New" of "New York")
    for question in ("can i use it", "what is economy class", "hotel cap in sweden", "new employees get what"):
        assert recase(question, texts) == (question, [])


@pytest.mark.parametrize(("question", "meant"), [
    ("Hotel cap in NYC?", "Hotel cap in New York?"),
    ("hotel cap nyc", "Hotel cap New York"),
    ("Is the SF office open?", "Is the San Francisco office open?"),
    ("Who won the NYC Marathon?", "Who won the NYC Marathon?"),  # initials before a name are that name's
    ("What is the LA Galaxy?", "What is the LA Galaxy?"),
])
def test_a_city_typed_by_its_initials_is_read_by_its_name(question: str, meant: str) -> None:
    assert as_typed(question)[0] == meant
