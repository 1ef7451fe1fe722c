from __future__ import annotations

import pytest

from claimbound.claims.calendar import asks_earlier


@pytest.mark.parametrize(("text", "earlier"), [
    ("the meal allowance used to be {sq1}", True),
    ("I use to get 12 weeks", True),
    ("{sq1} was the previous meal allowance", True),
    ("cobalt previously offered {sq1} of parental leave", True),
    ("Their old hotel cap was 200 USD", True),
    ("X was formerly known as Y", True),
    ("The wellness stipend can be used to pay for gym memberships", False),  # a use
    ("Employees over 60 receive one extra week", False),
    ("Older employees get more leave", False),
    ("{sq1} is the meal allowance", False),
])
def test_a_claim_asks_what_held_before_a_change_by_its_own_words(text: str, earlier: bool) -> None:
    assert asks_earlier(text) is earlier
