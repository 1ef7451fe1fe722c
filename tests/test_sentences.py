from __future__ import annotations

import pytest

from claimbound.sentences import sentence_bounds, sentences
from claimbound.verifier.text import split_atomic


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Rep. Patrick McHenry dismissed the effort. Lawmakers met.",
         ["Rep. Patrick McHenry dismissed the effort.", "Lawmakers met."]),
        ("Active H. pylori urease is a factor. It was measured.", ["Active H. pylori urease is a factor.", "It was measured."]),
        # sentencex leaves these word-less pieces as sentences of their own: they join a neighbour
        ("The Sun can turn the temperature up and down. ...", ["The Sun can turn the temperature up and down. ..."]),
        ("...Livestock are responsible for 18 per cent. Cars are not.",
         ["...Livestock are responsible for 18 per cent.", "Cars are not."]),
        ("Scaife said: ‘The consensus points towards a real effect.’” Next came the data.",
         ["Scaife said: ‘The consensus points towards a real effect.’”", "Next came the data."]),
        ("\"Reefs are in deep trouble.\" (World Climate Report)", ["\"Reefs are in deep trouble.\" (World Climate Report)"]),
        # an aside that holds sentences of its own stays a sentence
        ("They lost money. (He was right. It paid.)", ["They lost money.", "(He was right. It paid.)"]),
        ("...", ["..."]),
        # a full stop that opens a word (".NET") or ends an initial ("S.G.") ends no sentence; one glued to the next
        # sentence after a number does ("2018.With")
        ("主要用来开发Mono与.NET Framework软体。支援Visual Basic .NET、C与C++。",
         ["主要用来开发Mono与.NET Framework软体。", "支援Visual Basic .NET、C与C++。"]),
        ("以笔名S.G. Tallentyre写作的一部作品。", ["以笔名S.G. Tallentyre写作的一部作品。"]),
        ("It had 5 members as of 2018.With two gone, it closed.", ["It had 5 members as of 2018.", "With two gone, it closed."]),
    ],
)
def test_sentences_repair_sentencex_fragments(text: str, expected: list[str]) -> None:
    assert sentences(text) == expected
    assert [text[s:e] for s, e in sentence_bounds(text)] == expected


def test_claims_split_with_the_span_splitter() -> None:
    # one splitter for spans and claims: an abbreviated title does not cut a claim in two
    claim = "Rep. Patrick McHenry has dismissed efforts to secure him in the role of speaker"
    assert split_atomic(claim) == [claim]
    assert split_atomic("The cap is 80 USD. The hotel cap is 200 USD.") == ["The cap is 80 USD", "The hotel cap is 200 USD"]


def test_a_straight_quote_after_a_sentence_end_closes_only_an_open_quote() -> None:
    opening = '他写著石版。" 最后の希望、时の揺りかごに托す。 "'
    assert sentences(opening) == ["他写著石版。", '" 最后の希望、时の揺りかごに托す。 "']
    assert sentences('He said "go now." " Then he left.') == ['He said "go now."', '" Then he left.']
    assert sentences('He said "go now. " Then he left.') == ['He said "go now. "', "Then he left."]


def test_a_markdown_table_row_is_a_sentence_of_its_own() -> None:
    text = ("The sets are listed below.\n| set | licence | raw |\n|---|:---:|---|\n| vitaminc | CC BY-SA 3.0 | 54668 |\n"
            "| snli | CC BY-SA 4.0 | 19666 |\nDe-duplicated on pairs. Held-out slices are whole groups.")
    got = sentences(text)
    assert got == ["The sets are listed below.", "| set | licence | raw |", "| vitaminc | CC BY-SA 3.0 | 54668 |",
                   "| snli | CC BY-SA 4.0 | 19666 |", "De-duplicated on pairs.", "Held-out slices are whole groups."]
    assert all(text[s:e] == x for (s, e), x in zip(sentence_bounds(text), got, strict=True))
    # a pipe inside a sentence is no table
    assert sentences("Use a | b to pipe. Then stop.") == ["Use a | b to pipe.", "Then stop."]


def test_table_rows_know_their_column_names() -> None:
    from claimbound.sentences import table_cells, table_headers

    text = ("Sets:\n| set | licence | raw |\n|---|:---:|---|\n| vitaminc | CC BY-SA 3.0 | 54668 |\n| a\\|b |  | 7 |\n\n"
            "| x | y |\n| 1 | 2 |\nAfter.")
    bounds = sentence_bounds(text)
    headers = table_headers(text, [s for s, _e in bounds])
    got = {text[s:e]: h for (s, e), h in zip(bounds, headers, strict=True)}
    assert got["| vitaminc | CC BY-SA 3.0 | 54668 |"] == got["| a\\|b |  | 7 |"] == ["set", "licence", "raw"]
    # the header row itself, a table with no "|---|" rule and prose have none
    assert got["| set | licence | raw |"] == got["| 1 | 2 |"] == got["After."] == got["Sets:"] == []
    row = "| a\\|b |  | 7 |"
    assert [row[s:e] for s, e in table_cells(row)] == ["a\\|b", "", "7"]
