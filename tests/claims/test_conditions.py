"""Amount conditions a sentence states ("above 500 EUR", "of 500 EUR or less")."""

from __future__ import annotations

import pytest

from claimbound.claims.conditions import threshold_in, thresholds


@pytest.mark.parametrize(("text", "phrase", "op", "amount", "unit"), [
    ("Expenses above 500 EUR require approval from a department head.", "expenses above 500 EUR", ">", 500, "EUR"),
    ("Expenses of 500 EUR or less are approved by the direct manager.", "expenses of 500 EUR or less", "<=", 500,
     "EUR"),
    ("Expenses above 5,000 NOK require approval from a director.", "expenses above 5,000 NOK", ">", 5000, "NOK"),
    ("Bookings of more than 10 nights need approval.", "bookings of more than 10 nights", ">", 10, "nights"),
    ("Refunds up to $200 are automatic.", "refunds up to $200", "<=", 200, "USD"),
    ("Teams of fewer than 50 employees report monthly.", "teams of fewer than 50 employees", "<", 50, "employees"),
    ("Above 500 require a form.", "above 500", ">", 500, ""),  # "require" is the clause's verb, not a unit
])
def test_a_threshold_is_read_with_its_operator_amount_unit_and_the_noun_it_bounds(
        text: str, phrase: str, op: str, amount: float, unit: str) -> None:
    [t] = thresholds(text)
    assert (t.phrase, t.op, t.amount, t.unit) == (phrase, op, amount, unit)
    assert text[t.start:t.end].casefold() == phrase.casefold()


def test_plain_amounts_and_years_are_no_condition() -> None:
    assert thresholds("The meal cap is 80 EUR per day. In 2020 the policy changed.") == []


def test_holds_compares_an_amount_in_the_same_unit() -> None:
    above, at_most = thresholds("above 500 EUR; 500 EUR or less")
    assert (above.holds(600, "EUR"), above.holds(500, "EUR"), at_most.holds(500, "eur"), at_most.holds(501)) == (
        True, False, True, False)
    assert above.holds(600, "USD") is None


def test_a_condition_the_claim_names_is_not_one_to_add() -> None:
    span = "Expenses of 500 EUR or less are approved by the direct manager."
    assert threshold_in(span, "{sq1} approves expenses of 500 EUR or less") is None
    assert threshold_in(span, "{sq1} approves my expenses").phrase == "expenses of 500 EUR or less"
