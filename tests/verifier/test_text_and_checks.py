from __future__ import annotations

import re

import pytest

from claimbound.verifier.checks import (
    in_span_phrases,
    numbers_with_units,
    relation_unsaid,
    run_checks,
    unsaid_words,
    word_overlap,
)
from claimbound.verifier.text import (
    aligned_candidates,
    common_word_opening,
    fill_slot,
    slot_candidates,
    split_atomic,
    typed_candidates,
)


def kinds(claim: str, span: str, **kw: str) -> dict[str, str]:
    return {f.check: f.effect for f in run_checks(claim, span, **kw)}  # type: ignore[arg-type]


def test_number_with_same_unit_and_other_value_contradicts() -> None:
    assert kinds("The meal cap is 80 USD", "The meal cap is 120 USD per day.") == {"number": "contradict"}
    assert kinds("The fee is $80", "The fee is 120 dollars.") == {"number": "contradict"}
    assert kinds("Inflation was 5%", "Inflation was 7 percent in May.") == {"number": "contradict"}
    # a count of a unit of time in words is a number too ("four days", "a four-day week"); "one of" is none
    span = "Hybrid employees work remotely 2.5 days per week on average."
    assert kinds("Hybrid employees work remotely four days a week", span) == {"number": "contradict"}
    assert run_checks("Laptops are replaced every 3 years", "Laptops are replaced every three years.") == []
    # a rate is compared with a rate, not with an amount of the unit
    assert kinds("Laptops are replaced every 3 years", "Laptops are replaced every 4 years.") == {"number": "contradict"}
    assert "number" not in kinds("Sea level rises 1 inch every ten years", "Over the last 100 years sea level rose.")
    assert [(q.value, q.unit) for q in numbers_with_units("one of twelve weeks, a four-day week")] == [
        (12.0, "week"), (4.0, "day")]


def test_number_against_several_values_of_the_unit_is_partial() -> None:
    # the span measures several things in months; the claim's 6 is not shown, but nothing says it is wrong
    assert kinds("Patients were treated for 6 months",
                 "Patients were treated for 2 to 4 months and followed up for 12 months.") == {"number": "partial"}
    assert kinds("The meal cap is 80 USD", "The meal cap is 120 USD, or 120 USD abroad.") == {"number": "contradict"}


def test_matching_numbers_and_formats_do_not_fire() -> None:
    assert run_checks("Acme employs 1,200 people", "Acme employs 1200 people.") == []
    assert run_checks("The company made $4.5 million", "The company's revenue made 4.5 million USD.") == []


def test_number_without_a_comparable_unit_only_lowers_to_partial() -> None:
    assert kinds("The cap is 80 USD", "The cap is set by the board each year.") == {"number_missing": "partial"}
    assert kinds("The hike is 80 km", "The hike is 80 miles.") == {"unit": "partial"}
    # the same number in another currency is another sum (was partial: "Is the training budget 2,000 USD?" against
    # "a training budget of 2,000 EUR" abstained)
    assert kinds("The hotel cap is 80 USD", "The hotel cap is 80 EUR.") == {"unit": "contradict"}


def test_years_months_entities_negation() -> None:
    assert kinds("Einstein was born in 1880", "Einstein was born in Ulm in 1879.") == {"date": "partial"}
    assert kinds("The law passed in March", "The law passed in June.") == {"date": "partial"}
    assert kinds("The report was written by Claire Dubois", "The report was written by the CEO.") == {
        "entity": "partial"}
    assert kinds("The drug does not reduce mortality", "The drug reduced mortality.") == {"negation": "reverse"}
    assert run_checks("Lyon is the headquarters of Acme", "Acme's headquarters is in Lyon.") == []
    # a country is named by its adjective of nationality and the adjective by its country
    assert run_checks("3.50 NOK is Norway's state mileage rate", "The Norwegian state mileage rate is 3.50 NOK.") == []
    assert run_checks("Kon-Tiki is a Norwegian film", "Kon-Tiki is a 2012 film from Norway.") == []
    assert kinds("Kon-Tiki is a Swedish film", "Kon-Tiki is a 2012 film from Norway.") == {"entity": "partial"}


def test_numbers_with_units_normalises_currency_and_scale() -> None:
    qs = numbers_with_units("It cost $4.5 million, or 30% of 2019 revenue.")
    assert [(q.value, q.unit) for q in qs] == [(4.5e6, "usd"), (30.0, "percent"), (2019.0, None)]
    assert qs[2].is_year


@pytest.mark.parametrize(
    ("claim", "atoms"),
    [
        ("The meal cap is 80 USD and the hotel cap is 200 USD.", ["The meal cap is 80 USD", "the hotel cap is 200 USD"]),
        ("Acme is based in Lyon; it employs 1,200 people.", ["Acme is based in Lyon", "it employs 1,200 people"]),
        ("Salt and pepper are on the table.", ["Salt and pepper are on the table."]),
        ("Paris is in France, and Berlin is in Germany.", ["Paris is in France", "Berlin is in Germany"]),
        # a thousands separator is no list's comma
        ("Acme employs 1,200 people and Boreal employs 300 people", ["Acme employs 1,200 people",
                                                                    "Boreal employs 300 people"]),
        # a verb phrase borrows the subject, a prepositional phrase the words up to its preposition
        ("Sam Bankman-Fried faces trial on fraud charges and is accused of misusing customer funds",
         ["Sam Bankman-Fried faces trial on fraud charges", "Sam Bankman-Fried is accused of misusing customer funds"]),
        ("{sq1} is criticized for its video platform and for harming news publishers",
         ["{sq1} is criticized for its video platform", "{sq1} is criticized for harming news publishers"]),
        # not clauses: a list, "between A and B", adjectives, an initial, a bare noun before the verb
        ("Australia signed the accord yet China, India, Indonesia and the US did not commit to cuts",
         ["Australia signed the accord yet China, India, Indonesia and the US did not commit to cuts"]),
        ("There is a relation between Erythromycin use and hypertrophic pyloric stenosis",
         ["There is a relation between Erythromycin use and hypertrophic pyloric stenosis"]),
        ("Eilat virus elicits rapid and long-lasting neutralizing antibodies in nonhuman primates",
         ["Eilat virus elicits rapid and long-lasting neutralizing antibodies in nonhuman primates"]),
        ("Active H. pylori urease has a polymeric structure", ["Active H. pylori urease has a polymeric structure"]),
        ("The atmosphere has warmed, the amounts of snow and ice have diminished",
         ["The atmosphere has warmed, the amounts of snow and ice have diminished"]),
        ("Stem cells give rise to the outer germ layer, but not the other two layers",
         ["Stem cells give rise to the outer germ layer, but not the other two layers"]),
    ],
)
def test_split_atomic(claim: str, atoms: list[str]) -> None:
    assert split_atomic(claim) == atoms


def test_slot_candidates_offsets_point_into_the_span() -> None:
    text = "Acme's chief executive is Claire Dubois. In March 2004 the New York Times paid $4.5 million."
    cands = slot_candidates(text)
    values = [c.value for c in cands]
    assert "Claire Dubois" in values and "New York Times" in values and "$4.5 million" in values
    assert "March 2004" in values and "Acme" in values
    for c in cands:
        assert text[c.start : c.end] == c.value
    assert len(slot_candidates(text, limit=2)) == 2


def test_fill_slot() -> None:
    assert fill_slot("{sq2} was the first president of {sq1}", "sq2", "Ann") == "Ann was the first president of {sq1}"


def test_a_month_alone_is_no_name_candidate() -> None:
    values = [(c.value, c.kind) for c in slot_candidates("Two Dollar Radio published it on October 13, 2010.")]
    assert ("October 13, 2010", "number") in values and ("Two Dollar Radio", "name") in values
    assert not any(v == "October" for v, _ in values)


def test_a_person_slot_in_cjk_text_is_not_limited_to_capitalised_names() -> None:
    from claimbound.verifier.text import typed_candidates

    zh = "阿方索八世于1166年从穆斯林手中夺回阿尔坎塔拉。"
    cands = slot_candidates(zh)
    assert "1166年" in [c.value for c in cands]  # a number glued to Chinese text is a candidate (a year, whole)
    # no capitalised names to prefer: keep what there is, but a number (a person is never one)
    assert typed_candidates(cands, "person", zh) == [c for c in cands if c.kind != "number"]
    en = "Alfonso VIII took Alcantara from the Moors in 1166."
    assert {c.kind for c in typed_candidates(slot_candidates(en), "person", en)} == {"name"}  # not 1166


def test_sentence_initial_pronouns_and_adverbs_are_not_names() -> None:
    text = "His band Iron Lantern toured. Shortly after, With Reed left. Later Mira Okafor joined."
    names = [c.value for c in slot_candidates(text) if c.kind == "name"]
    assert names == ["Iron Lantern", "Reed", "Mira Okafor"]
    # a participle or preposition opening the sentence ("Using Caroline Ellison ... as a front, Bankman-Fried had")
    text = "Using Caroline Ellison as a front, Bankman-Fried had access. Citing Google, the report said. Speaking to Reuters, Altman agreed."
    names = [c.value for c in slot_candidates(text) if c.kind == "name"]
    assert names == ["Caroline Ellison", "Bankman-Fried", "Google", "Reuters", "Altman"]
    assert [c.value for c in slot_candidates("Reading Football Club won.") if c.kind == "name"] == ["Reading Football Club"]


def test_country_slots_take_country_names_and_smaller_places_do_not() -> None:
    from claimbound.verifier.places import is_country
    from claimbound.verifier.text import typed_candidates

    text = "The Bubye River flows through Beitbridge District and Gwanda District in southern Zimbabwe."
    cands = slot_candidates(text)

    def values(answer_type: str) -> list[str]:
        return [c.value for c in typed_candidates(cands, answer_type, text)]

    assert values("country") == ["Zimbabwe"]
    assert "Zimbabwe" not in values("district") and "Zimbabwe" not in values("person")
    assert "Zimbabwe" in values("location")  # a place of any size: no narrowing
    only = slot_candidates("It was released in Sweden.")
    assert [c.value for c in typed_candidates(only, "person", "It was released in Sweden.")] == ["Sweden"]
    assert is_country("the United States") and is_country("England") and not is_country("Stockholm")


def test_date_slots_take_numbers_that_read_as_dates_and_counts_do_not_take_dates() -> None:
    from claimbound.verifier.text import typed_candidates

    def values(text: str, answer_type: str) -> list[str]:
        return [c.value for c in typed_candidates(slot_candidates(text), answer_type, text)]

    plane = "The Heinkel HD 23 was a carrier-borne fighter biplane."
    assert values(plane, "date") == [] and values(plane, "number") == ["23"]
    bio = "O'Neal (born January 30, 1977) was selected to 2 Pro Bowls in 1,500 games."
    assert values(bio, "date") == ["January 30, 1977"]
    assert values(bio, "number") == ["2", "1,500"]  # a count is not a calendar date
    assert values("Haymo died in 1243 at Anagni.", "year") == ["1243"]
    assert values("Delhi gets 784 mm of rain; the city was sacked in 846 and rebuilt 900 AD.", "date") == [
        "846", "900"]
    assert values("Members vote at 5 pm; on 2 days a week at 9:30 a.m.", "date") == ["5 pm", "9:30 a.m"]
    # hours of the day as a range, on the 24-hour clock too; a lone "11:09" may be a score or a verse, no time
    assert values("The office is open from 07:00 to 19:00 on weekdays.", "date") == ["from 07:00 to 19:00"]
    assert values("Open 9 am - 5 pm daily.", "date") == ["9 am - 5 pm", "9 am", "5 pm"]
    assert values("Staff must be reachable between 10:00 and 16:00.", "date") == ["between 10:00 and 16:00"]
    assert values("He won 3:1 and the race ended at 11:09.", "date") == []
    # a count of a unit of time in words is a length ("one" too, before a unit); inside a frequency it is none
    assert values("Employees over 60 receive one extra week of annual leave.", "duration") == ["one extra week"]
    assert values("Staff must spend at least one day per week in the office.", "days") == ["one day"]
    # a pay is a sum or a share, never a stretch of time (was "20 weeks" for "the parental leave pay")
    assert values("Acme offers 20 weeks of paid parental leave.", "pay") == []
    assert values("Parental leave is paid at 100 percent of base salary.", "pay") == ["100 percent"]
    assert values("Laptops are replaced every three years.", "duration") == []
    # a deadline answers when; its length alone answers how long
    due = "Receipts must be submitted within 30 days."
    assert values(due, "date") == ["within 30 days"] and values(due, "duration") == ["30 days"]
    assert values("Leave can be taken within 12 months of a birth or adoption.", "date") == [
        "within 12 months of a birth or adoption"]
    assert "within 30 days" not in values(due, "organization")
    assert values("Parental leave must be requested 30 days in advance.", "date") == ["30 days in advance"]
    # a range of money is one value for a sum or a band, and its ends stay numbers; no count or date takes it
    band = "The salary band for senior engineers is 850,000 to 1,000,000 NOK per year."
    assert values(band, "salary") == ["850,000 to 1,000,000 NOK", "1,000,000 NOK"]
    assert "850,000 to 1,000,000 NOK" not in values(band, "count")
    assert values("From 1990 to 1995 he lived there.", "date") == ["1990", "1995"]
    assert values("Both breeds were developed in the 19th century, and biplanes in the early twentieth century.",
                  "date") == ["19th century", "early twentieth century"]
    assert values("他出生于 1995 年 3 月。", "date") == ["1995 年 3 月"]  # CJK: a date whole, with 年 / 月
    # "which century" / "what decade": only a century or a decade, not the year or the date the span also gives
    lacy = "In June 2005 the Blue Lacy, bred in the 19th century, became the state dog; it was popular in the 1970s."
    assert values(lacy, "century") == ["19th century"] and values(lacy, "decade") == ["1970s"]
    assert values("Maryland named the Chesapeake Bay Retriever in 1964.", "century") == []


def test_a_person_slot_does_not_take_a_bare_title_nor_a_place_slot_an_institution() -> None:
    from claimbound.verifier.text import typed_candidates

    def values(text: str, answer_type: str) -> list[str]:
        return [c.value for c in typed_candidates(slot_candidates(text), answer_type, text)]

    gov = "The Prime Minister of Somalia is Hassan Ali Khaire."
    assert values(gov, "person") == ["Hassan Ali Khaire"]
    assert values("He was born in Aurora and attended West Chicago High School.", "city") == ["Aurora"]
    assert values("He was born in Aurora and studied at North Central College of Naperville.", "city") == [
        "Aurora", "Naperville"]  # the college is not a city; the place it names is
    assert values("The Prime Minister resigned.", "person") == ["Prime Minister"]  # nothing else: kept
    # an office named with "the" answers who in a span that names nobody, before any other noun phrase
    premier = "The Premier is the public face of government and sets the legislative agenda."
    assert values(premier, "person") == ["Premier"]
    assert values("The Premier met Daniel Andrews.", "person") == ["Daniel Andrews"]  # a name first
    assert values("Public Premier services are the public face of government.", "person") != ["Premier"]
    # a realm or a place named as one is nobody; a band may still answer "who"
    assert values("Their prince Bohemond I founded the Principality of Antioch.", "person") == ["Bohemond I"]
    assert "Georgia Tech Band" in values("The Georgia Tech Band played at halftime.", "person")


def test_measures_take_the_kind_of_number_they_ask_for() -> None:
    from claimbound.verifier.text import typed_candidates

    def values(text: str, answer_type: str) -> list[str]:
        return [c.value for c in typed_candidates(slot_candidates(text), answer_type, text)]

    assert values("Acme laptops are replaced every three years.", "frequency") == ["every three years"]
    assert values("Acme laptops are replaced every three years.", "number") == []  # a frequency is no count
    assert values("Audits happen twice a year and cost 5% of revenue.", "frequency") == ["twice a year"]
    # how often: the length of time with the period it recurs in (it answered "one day")
    office = "Cobalt employees must spend at least one day per week in the office."
    assert values(office, "frequency") == ["one day per week"] and values(office, "duration") == ["one day"]
    transit = "Boreal reimburses public transport passes up to 800 NOK per month."
    assert values(transit, "duration") == []  # money is no length of time
    assert values("The sabbatical lasts 3 months and pays 800 NOK.", "duration") == ["3 months"]
    assert values("The 1.1 GB model is served on port 8080 by 2 threads.", "port") == ["8080"]  # a whole number alone
    assert values("It scores 81 pairs/s at batch 64 on 2 threads.", "per_unit") == ["81"]  # a number per unit
    assert values("It was trained on 177824 pairs in 41 minutes.", "per_unit") == []  # a count is none
    trained = "- Trained 2026-11-30T11:09:15Z with `scripts/train_nli.py` (seed 13): 5557 steps in 40.97 min."
    assert values(trained, "duration") == ["40.97 min"]  # how long: no date, no "09" of a time, a unit of time first
    assert values("He reigned for 12 years until 1066.", "duration") == ["12 years"]
    assert values(trained, "seed") == ["13"]  # the number right after the noun the question asks for
    assert values("Cut-offs maximise 3-way macro-F1 on slices (seed 13); entail 0.42.", "macro-f1") == ["0.42"]
    assert values("The 50-member council met.", "number") == ["50"]  # a count keeps a modifier's number

    def claimed(text: str, answer_type: str, claim: str) -> list[str]:
        return [c.value for c in typed_candidates(slot_candidates(text), answer_type, text, claim)]

    assert claimed("It ran at batch 64.", "size", "{sq1} is the best batch size") == ["64"]  # the claim names it
    assert claimed("It ran at batch 64.", "size", "{sq1} is the model size") == []
    budget = "Each boreal employee, one of 40 staff, has an equipment budget of 15,000 NOK every four years."
    assert values(budget, "budget") == ["15,000 NOK"]
    assert values("The fund had a budget of 40 in 1990.", "budget")[0] == "40"  # no sum of money: numbers stay,
    assert values("The fund has 40 members.", "budget") == []  # but not one that counts other things
    # a per diem is paid per day
    assert values("Staff get 60 EUR per day and a 2,000 EUR budget per year.", "per-diem") == ["60 EUR"]
    assert values("Victoria produced 45,150 tonnes, 40% of the total.", "percentage") == ["40%"]
    assert values("Victoria produced 45,150 tonnes.", "percentage") == []
    leave = "Cobalt offers 16 weeks of paid parental leave; it must be requested 30 days in advance."
    assert values(leave, "weeks") == ["16 weeks"] and values(leave, "days") == ["30 days"]
    assert values("Parental leave must be requested 30 days in advance.", "weeks") == []
    # a headcount counts people, a number written with thousands commas too ("What is acme's headcount?" answered
    # "Paris and Berlin", and for a tenant with no headcount "25 days" or "15,000 NOK")
    assert values("Acme employs 1,200 people.", "headcount") == ["1,200"]
    assert values("Boreal employees receive 25 days of annual leave per year.", "headcount") == []
    assert values("Acme has offices in Paris and Berlin.", "headcount") == []
    assert values("Cobalt offers 1,200 weeks of leave.", "weeks") == ["1,200 weeks"]
    # a stipend or an allowance is a sum of money, not the company that pays it
    assert values("Cobalt pays a wellness stipend of 50 USD per month.", "stipend") == ["50 USD"]
    assert values("Staff get an annual leave allowance of 25 days.", "allowance") == ["25 days"]


def test_a_person_slot_takes_a_role_only_from_a_span_that_names_nobody() -> None:
    from claimbound.verifier.text import typed_candidates

    def values(text: str) -> list[str]:
        return [c.value for c in typed_candidates(slot_candidates(text), "person", text)]

    assert values("Approval above 1,000 USD comes from the head of finance.") == ["Approval"]  # a capitalised word
    assert values("approval above 1,000 USD comes from the head of finance.") == ["head of finance"]
    assert values("approval comes from the head of finance, Mira Patel.") == ["Mira Patel"]
    # a role in lower case is no bare title: "a director" answers who, where "Prime Minister" alone does not
    assert values("expenses above 5,000 NOK require approval from a director.") == ["director"]
    assert values("approval comes from the Director, Ann Lee.") == ["Ann Lee"]
    assert values("laptops are managed by the IT team.") == ["IT team"]  # a role an acronym modifies
    assert values("laptops are managed by the Stephen team.") == ["Stephen"]  # a name does not make a role


def test_an_aligned_value_follows_the_claims_verb_in_either_tense() -> None:
    text = "The survey covered 3,000 office workers in Europe."
    assert [c.value for c in aligned_candidates("the survey covers {sq1}", "sq1", text)] == ["3,000 office workers"]
    assert [c.value for c in aligned_candidates("the survey covered {sq1}", "sq1", text)] == ["3,000 office workers"]
    assert aligned_candidates("the survey funds {sq1}", "sq1", text) == []
    carried = "The ship carried 40 passengers."
    assert [c.value for c in aligned_candidates("the ship carries {sq1}", "sq1", carried)] == ["40 passengers"]


def test_aligned_values_pass_a_limiting_adverb() -> None:

    text = "Corporate cards are issued only to finance staff."
    assert [c.value for c in aligned_candidates("corporate cards are issued to {sq1}", "sq1", text)] == [
        "finance staff"]
    assert aligned_candidates("corporate cards are issued to {sq1}", "sq1", "Cards are issued by banks to staff.") == []


def test_a_where_slot_takes_a_place_named_by_a_phrase() -> None:
    from claimbound.verifier.text import typed_candidates

    def values(text: str, answer_type: str = "location") -> list[str]:
        return [c.value for c in typed_candidates(slot_candidates(text, limit=99), answer_type, text)]

    # a noun phrase after at / through / in ... is a place, with a name inside it or not; the name alone is only
    # whose place it is
    # (a capitalised sentence opener such as "Travel" is dropped later, against the span's and title's words)
    assert values("Travel must be booked through the acme travel portal.") == ["Travel", "acme travel portal"]
    assert values("Paid time off requests go through the cobalt HR portal.") == ["Paid", "cobalt HR portal"]
    # a plural for people opening the sentence before its verb is a common noun that answers who, never where
    assert values("Visitors must be registered at the Bergen office reception.") == ["Bergen office reception"]
    assert "Visitors" in values("Visitors must be registered at the Bergen office reception.", "person")
    assert values("Athens will host the games.") == ["Athens"]
    # a place phrase keeps the named place of its of-phrase
    assert values("Bergen is on the west coast of Norway.") == ["Bergen", "west coast of Norway"]
    # names elsewhere stay; a time ("in the past") is no place; a kind of place slot (a city) takes names only
    assert values("In the past, visitors met at the Bergen office reception in Oslo.") == [
        "Oslo", "Bergen office reception"]
    assert values("visitors must be registered at the Bergen office reception.", "city") == ["Bergen"]
    assert values("He lived in the past.") == []
    # other slots never see such a phrase
    assert "cobalt HR portal" not in [c.value for c in typed_candidates(
        slot_candidates("Requests go through the cobalt HR portal."), "organization", "")]


def test_a_country_slot_takes_only_countries() -> None:
    from claimbound.verifier.text import typed_candidates

    text = "Acme has offices in Paris and Berlin."
    assert [c.value for c in typed_candidates(slot_candidates(text), "country", text)] == []
    assert [c.value for c in typed_candidates(slot_candidates(text), "city", text)] == ["Acme", "Paris", "Berlin"]


def test_the_country_list_is_the_same_in_every_process() -> None:
    """It used to depend on set order (the hash seed): "Korea" was a country in some processes only."""
    import os
    import subprocess
    import sys

    code = ("from claimbound.verifier.places import COUNTRIES as C; "
            "print('|'.join(sorted(C)), 'korea' in C, 'south sudan' in C, 'sudan' in C)")
    outs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": str(seed)}).stdout for seed in range(6)}
    assert len(outs) == 1 and outs.pop().endswith("True True True\n")


def test_a_language_slot_prefers_language_names() -> None:
    from claimbound.verifier.places import is_language
    from claimbound.verifier.text import typed_candidates

    text = "Under Minister General Haymo, books were translated from Greek into Latin at Paris."
    assert [c.value for c in typed_candidates(slot_candidates(text), "language", text)] == ["Greek", "Latin"]
    assert is_language("Old Norse") and is_language("the Irish language") and not is_language("Paris")


def test_month_pairs_are_dates_not_names() -> None:
    names = [c.value for c in slot_candidates("It was filmed in February and March 1995.") if c.kind == "name"]
    assert names == []


def test_name_parts_nationality_adjectives_and_us_states_in_typed_slots() -> None:
    from claimbound.verifier.places import is_country, is_demonym
    from claimbound.verifier.text import typed_candidates

    def values(text: str, answer_type: str | None) -> list[str]:
        return [c.value for c in typed_candidates(slot_candidates(text), answer_type, text)]

    museum = "The Philbrook Museum of Tulsa is a top museum."
    assert "Tulsa" in values(museum, "city") and "Tulsa" not in values(museum, "person")
    big_eye = "Big Eye was written by Scott Alexander and Larry Karaszewski."
    assert values(big_eye, "person") == ["Big Eye", "Scott Alexander", "Larry Karaszewski"]  # one, not the pair
    assert "Scott Alexander and Larry Karaszewski" in values(big_eye, None)
    assert values("It starred Doris Day and Rock Hudson", "person") == ["Doris Day", "Rock Hudson"]
    assert values("Brand is a play by the Norwegian playwright Henrik Ibsen.", "person") == ["Brand", "Henrik Ibsen"]
    radio = "WILM is a talk radio station broadcasting in Wilmington, Delaware, United States."
    assert values(radio, "city") == ["Wilmington"]  # a call sign, a short acronym, is no town's name
    assert values(radio, "state") == ["Delaware"]
    assert is_country("Republic of China") and is_demonym("American") and not is_demonym("Julian")
    assert is_demonym("South Korean") and is_demonym("East German") and not is_demonym("South Park")


def test_a_span_negation_counts_only_when_it_reaches_a_claim_word() -> None:
    assert kinds("the commission reached a decision", "It went to a commission, but it reached no decision.") == {
        "negation": "reverse"}
    assert kinds("Meals are reimbursed", "Meals are not reimbursed when a client pays.") == {"negation": "reverse"}
    # a verb in -y negated in its base form: "carries" / "does not carry"
    assert kinds("Unused training budget carries over", "Unused training budget does not carry over to the next year."
                 ) == {"negation": "reverse"}
    # the negation is about something else in a long span
    assert run_checks(
        "A Dutch lawyer moved to Belgium while advising a client",
        "A Dutch lawyer moved to Belgium while advising a client, and was told he could not continue.",
    ) == []


def test_a_word_negated_by_a_prefix_on_one_side_only_lowers_an_entailment() -> None:
    span = "To view the encrypted content a VideoGuard UK equipped receiver needs to be used."
    assert kinds("a receiver has to be equipped with VideoGuard UK to view unencrypted content", span) == {
        "antonym": "partial"}
    # a filled-in value that repeats the plain word does not hide the claim's negated one
    assert "antonym" in kinds("a receiver has to be equipped with encrypted content to view unencrypted content", span)
    assert kinds("the sale of alcohol is legal in the state", "The sale of alcohol is illegal in the state.") == {
        "antonym": "partial"}
    # both forms in the span, or a short plain word ("able" of "unable"): nothing to flag
    assert run_checks("legal sales rose", "Both legal and illegal sales rose.") == []
    assert run_checks("the unencrypted feed is free", "The feed is unencrypted and free; encrypted ones cost more.") == []
    assert "antonym" not in kinds("the pilot was unable to land", "The pilot was able to land.")
    # four letters are enough after "un", unless the word is no negation of them
    assert kinds("Acme offers unpaid parental leave", "Acme offers 20 weeks of paid parental leave.", missing_words=0) == {
        "antonym": "partial"}
    assert "antonym" not in kinds("unless approved, claims are rejected", "Claims approved for less are paid.")
    # the verb of an irregular participle says it ("Is parental leave unpaid?" at boreal was "Yes", model 0.58)
    assert kinds("Parental leave is unpaid", "Boreal offers 49 weeks of parental leave at full pay.",
                 missing_words=0) == {"antonym": "partial"}
    # and the span that says the word in its opposite speaks of the claim's predicate (the topic guard kept its
    # contradiction neutral: "span says none of the claim's predicate (unpaid)")
    from claimbound.verifier.checks import unsaid_predicate

    assert unsaid_predicate("Parental leave is unpaid", "Parental leave is paid at 100 percent of base salary.") == []
    assert unsaid_predicate("Parental leave is unpaid", "Parental leave can be taken within 12 months.") == ["unpaid"]
    # a spelling variant of the negated word is the same word
    assert "antonym" not in kinds("Surgery is no better than non-surgical care",
                                  "Surgical care was compared with nonsurgical care.")


def test_another_word_before_the_claims_noun_lowers_a_filled_in_slot() -> None:
    span = "Cobalt offers 16 weeks of paid parental leave."
    assert kinds("cobalt offers 16 weeks of sabbatical leave", span) == {"modifier": "partial"}
    assert kinds("Scott McTominay is United's top scorer", "Ryan McTominay is United's top scorer.") == {
        "entity": "partial", "modifier": "partial"}
    # the claim's word is in the span, the span only adds one, or the word before the noun is a verb: nothing to flag
    assert run_checks("cobalt offers 16 weeks of parental leave", span) == []
    assert run_checks("the meal allowance is 60 EUR", "The daily meal allowance is 60 EUR.") == []
    assert "modifier" not in kinds("Baran created ARPANET", "Baran designed ARPANET.")
    assert "modifier" not in kinds("Jiménez is a part Spain", "Jiménez is a racing driver from Madrid, Spain.")  # comma
    # a word in -ing names a common noun's kind, but is a verb before a name
    assert kinds("20,000 NOK is the equipment budget", "Each employee has a training budget of 20,000 NOK.") == {
        "modifier": "partial"}
    assert "modifier" not in kinds("The Curse of the Jade Scorpion is a film featuring Woody Allen",
                                   "The Curse of the Jade Scorpion is a film written, directed and starring Woody Allen.")
    # whose noun it is: the span gives the claim's noun to the filled-in value instead of the claim's owner
    bohemond = "The Normans under the command of Bohemond, Robert's son, landed in Valona."
    assert kinds("Robert was Bohemond's son", bohemond) == {"modifier": "partial"}
    assert kinds("Normans was Bohemond's son", bohemond) == {"modifier": "partial"}  # another owner, a name
    assert run_checks("Ada is Acme's chief executive", "Acme named Ada; the company's chief executive spoke.") == []
    assert run_checks("Bohemond was Robert's son", bohemond) == []
    # closed claims (fact checking) are paraphrased freely: like "words", the check is for filled-in slots only
    assert run_checks("cobalt offers 16 weeks of sabbatical leave", span, missing_words=0) == []


def test_noun_phrase_candidates_end_before_function_words_and_names_keep_their_initials() -> None:
    def values(text: str) -> list[str]:
        return [c.value for c in slot_candidates(text)]

    drift = "Although it declined, there has been an increase to the present day and a negative effect on growth."
    assert "increase" in values(drift) and "negative effect" in values(drift)
    assert not any(v.endswith((" to", " the", " on")) for v in values(drift))
    assert "amount of resources" in values("It needs the amount of resources an algorithm uses.")
    text = "The park was donated by Lewis S. Eaton, and the U.S. Army built it. It was won by Team B. The end."
    got = values(text)
    assert "Lewis S. Eaton" in got and "U.S. Army" in got and "Team B" in got
    for c in slot_candidates(text):
        assert text[c.start : c.end] == c.value


def test_decades_counts_in_words_nationalities_and_name_groups() -> None:
    from claimbound.verifier.text import trim_to_slot, typed_candidates

    def values(text: str, answer_type: str) -> list[str]:
        return [c.value for c in typed_candidates(slot_candidates(text), answer_type, text)]

    brotherhood = "By the 1970s the Brotherhood had renounced violence."
    assert "1970s" in values(brotherhood, "date")
    assert "eight" in values("Harvard has educated eight U.S. presidents.", "number")
    assert "fifty percent" in values("About fifty percent of the staff work remotely.", "number")  # a share
    assert values("Acme laptops are replaced every three years.", "number") == []  # "three" belongs to the frequency
    assert values("In 1939 Warsaw had 1,300,000 inhabitants; by 1945 most had fled.", "number") == ["1,300,000"]
    # a year alone counts nothing where the span dates something with it; a year-sized count stays
    assert values("The number of districts in Kansas remained unchanged after the 2010 Census.", "number") == []
    assert values("The college was renamed in 1639.", "number") == []
    assert values("Acme has 2000 employees.", "number") == ["2000"]
    # Chinese: the date word after a number says it is a date, no count or measure; a calendar year is no length
    xishi = "西施殿1986年奠基动工，1990年10月落成，占地面积为1.44平方公里。"
    assert "1990" not in values(xishi, "number") and "1990年10月" in values(xishi, "date")
    assert "2001" not in values("条约在1981年、2001年两次自动续期。", "duration")
    assert values("Rankine was a Scottish mechanical engineer.", "nationality") == ["Scottish"]
    sky = "In 2010 BSkyB and Virgin Media agreed to end the case."
    trimmed = [c.value for c in trim_to_slot("{sq1} agreed to end the case with Virgin Media", "sq1",
                                             slot_candidates(sky))]
    assert "BSkyB" in trimmed and "BSkyB and Virgin Media" not in trimmed
    white = "E. B. White co-wrote Strunk & White."
    assert "Strunk & White" in [c.value for c in trim_to_slot("E. B. White is known for {sq1}", "sq1",
                                                              slot_candidates(white))]  # one name with "&"


def test_a_place_phrase_holding_the_claims_subject_is_not_where_it_is() -> None:
    from claimbound.verifier.text import typed_candidates

    text = "Visitors must be registered at the Bergen office reception."
    got = [c.value for c in typed_candidates(slot_candidates(text), "location", text, "the Bergen office is in {sq1}")]
    assert "Bergen office reception" not in got
    assert "Bergen office reception" in [c.value for c in typed_candidates(
        slot_candidates(text), "location", text, "visitors must be registered at {sq1}")]
    # a subject of one word: a phrase that holds it is a thing of that place, not where the place is
    assert "Bergen office reception" not in [c.value for c in typed_candidates(
        slot_candidates(text), "location", text, "Bergen is in {sq1}")]


def test_who_does_the_claims_verb_is_not_its_object() -> None:
    from claimbound.verifier.text import span_agent_starts

    text = "Remote work requires approval from the direct manager."
    assert span_agent_starts("a director approves {sq1}", "sq1", text) == {text.index("direct manager")}
    passive = "The budget was approved by the board."
    assert span_agent_starts("the council approves {sq1}", "sq1", passive) == {passive.index("board")}
    # the claim names the agent itself: the span's agent is no value of its slot
    assert span_agent_starts("{sq1} requires approval from a director", "sq1", text) == {text.index("direct manager")}
    # the slot as the subject, or another verb: no agent to drop
    assert span_agent_starts("{sq1} approves remote work", "sq1", text) == frozenset()
    assert span_agent_starts("a director signs {sq1}", "sq1", text) == frozenset()


def test_a_word_and_its_agent_noun_in_or_are_different_words() -> None:
    from claimbound.verifier.checks import _missing_words, _same_word, _tokens

    assert not _same_word("direct", "director") and not _same_word("investors", "invest")
    assert _same_word("decisions", "decision") and _same_word("reimbursed", "reimbursement")
    assert _missing_words("a director approves remote work", _tokens("Remote work needs the direct manager's "
                                                                       "approval.")) == ["director"]


def test_a_year_labelling_a_name_like_the_claims_is_no_date() -> None:
    from claimbound.verifier.text import typed_candidates

    text = "Daly featured the IPCC 1990 schematic, which he presented in 1996 as appearing in the IPCC 1995 report."
    claim = "Daly presented the IPCC 1995 report in {sq1}"
    got = [c.value for c in typed_candidates(slot_candidates(text), "date", text, claim)]
    assert "1990" not in got and "1996" in got
    assert "1990" in [c.value for c in typed_candidates(slot_candidates(text), "date", text, "Daly was born in {sq1}")]


def test_an_amount_is_put_in_the_notation_of_the_span_that_states_it() -> None:
    from claimbound.verifier.checks import in_span_numbers

    # the model contradicted both as written ("Is the hotel cap in Lyon €150?" was answered "No")
    assert in_span_numbers("The hotel cap in Lyon is €150", "The hotel cap in Lyon is 150 EUR per night.") == (
        "The hotel cap in Lyon is 150 EUR")
    assert in_span_numbers("My training budget is 2000 EUR", "A training budget of 2,000 EUR per year.") == (
        "My training budget is 2,000 EUR")
    # another amount, another unit, a bare number or a year: as written
    assert in_span_numbers("The cap is €160", "The cap is 150 EUR.") == "The cap is €160"
    assert in_span_numbers("The cap is $150", "The cap is 150 EUR.") == "The cap is $150"
    assert in_span_numbers("The cap is 150", "The cap is 150 EUR.") == "The cap is 150"
    assert in_span_numbers("It began in 2023", "It began in 2,023 places.") == "It began in 2023"


def test_an_amount_the_span_never_names_is_unsaid_beside_an_amount_of_another_kind() -> None:
    # "Does the per diem apply to cobalt employees?" was answered "Yes" from the training budget (model: 0.55)
    budget = "Each cobalt employee has a training budget of 1,500 USD per year."
    assert kinds("The per diem applies to cobalt employees", budget)["kind"] == "unsaid"
    assert kinds("The per diem is 75 USD", "The meal allowance for business travel is 75 USD per day.")["kind"] == (
        "unsaid")
    # a word of the subject said, a synonym of its noun, no other amount named, or no amount asked of: nothing
    assert "kind" not in kinds("The hotel cap applies to Paris", "The hotel cap in Paris is 220 EUR per night.")
    assert "kind" not in kinds("The hotel limit applies to Paris", "The hotel cap in Paris is 220 EUR per night.")
    assert "kind" not in kinds("The per diem applies to public employees", "Government pay applies to public staff.")
    assert "kind" not in kinds("Parental leave is paid", "Each employee has a training budget of 1,500 USD.")


def test_a_difference_is_no_amount_unless_the_claim_compares() -> None:
    from claimbound.verifier.text import typed_candidates

    text = "The university owns fifty percent more land in Allston than in Cambridge, and 358 acres in Boston."
    cands = slot_candidates(text)
    assert "fifty percent" not in [c.value for c in typed_candidates(cands, "number", text, "Cambridge owns {sq1}")]
    assert "fifty percent" in [c.value for c in typed_candidates(
        cands, "number", text, "the university owns {sq1} more land in Allston than in Cambridge")]
    assert "358 acres" in [c.value for c in typed_candidates(cands, "number", text, "it owns {sq1} in Boston")]
    # and a claim asking for a difference takes no plain amount
    leave = "Cobalt offers 16 weeks of paid parental leave."
    assert typed_candidates(slot_candidates(leave), "number", leave,
                            "cobalt offers {sq1} more weeks of parental leave since 2024") == []
    assert [c.value for c in typed_candidates(cands, "number", text, "the university owns {sq1} more land in Allston")
            ] == ["fifty percent"]


def test_month_and_day_without_a_year_is_one_date_candidate_not_a_count() -> None:
    from claimbound.verifier.text import typed_candidates

    text = "Warsaw was defended till September 27, and 1,300,000 people lived there."
    cands = slot_candidates(text)
    assert "September 27" in [c.value for c in cands]
    assert [c.value for c in typed_candidates(cands, "number", text)] == ["1,300,000"]
    assert [c.value for c in typed_candidates(cands, "date", text)] == ["September 27"]


def test_two_claim_words_missing_from_the_span_lower_an_entailment() -> None:
    # 'invited Washington to dine' does not state 'invited Washington to fight ... battle'
    assert kinds("Marin invited Washington to fight in the battle",
                 "Saint-Pierre, who succeeded Marin, invited Washington to dine with him.") == {"words": "partial"}
    # one absent word is tolerated (a paraphrase), and other forms of a word count
    assert run_checks("Davies created the network", "Davies creates a packet network.") == []
    assert run_checks("The drug lowered blood pressure", "The drug reduced blood pressure.") == []
    assert run_checks("Marin invited Washington to fight in the battle",
                      "Saint-Pierre, who succeeded Marin, invited Washington to dine with him.", missing_words=0) == []
    # a hyphenated span word holds its parts ("steam-powered" has "powered")
    assert run_checks("water pump was the first steam powered device used commercially",
                      "The first commercial steam-powered device was a water pump.") == []


def test_another_word_after_the_same_word_to_is_partial() -> None:
    # one absent word is a paraphrase, unless the span puts another word where the claim's stands
    dine = "Saint-Pierre, who succeeded Marin, invited Washington to dine with him."
    assert kinds("Marin invited Washington to fight with him", dine) == {"modifier": "partial"}
    assert kinds("the policy applies to contractors of acme", "The policy applies to employees of acme.") == {
        "modifier": "partial"}
    # the claim's word said there, a synonym of it, or other words around it (a paraphrase): no finding
    assert run_checks("Marin invited Washington to dine with them", dine) == []
    assert run_checks("the policy applies to employees", "The policy applies to employees of acme.") == []
    assert run_checks("the policy applies to staff of acme", "The policy applies to all employees of acme.") == []
    assert run_checks("Marin invited Washington to start with him", "Marin invited Washington to begin with him.") == []
    # closed claims are not read this way (missing_words=0)
    assert run_checks("Marin invited Washington to fight with him", dine, missing_words=0) == []


def test_the_words_check_reads_possessives_ordinals_and_names_ending_in_s() -> None:
    # a possessive is its noun, and a name's possessive is the entity check's business, not a missing word
    assert kinds("In 1281 Gou's calendar was adopted officially by the Yuan",
                 "In 1281 the Shoushi calendar was adopted by the Yuan court.") == {"entity": "partial"}
    # 'th' of '19th' is no word; 'Louis' is a name, not the plural of 'loui'
    assert run_checks("Dover had Huguenot lacemakers in the 19th century",
                      "In the 19th century Dover had Huguenot lace makers.") == []
    assert "words" not in {f.check for f in run_checks(
        "King Louis XV dispatched six regiments", "The king sent six regiments to New France.")}
    # the check itself still fires on two absent words
    assert kinds("Gou's calendar was abolished by the Yuan court",
                 "In 1281 Gou's new calendar became the official calendar of the Yuan.") == {"words": "partial"}


def test_the_words_check_reads_measures_place_heads_and_phrases_said_otherwise() -> None:
    from claimbound.verifier.checks import _missing_words, _tokens

    span = _tokens("Although deforestation has declined significantly in the Brazilian Amazon between 2004 and 2014.")
    # "the rate of" deforestation is said by deforestation, "the Amazon region" by the Amazon
    assert _missing_words("the rate of deforestation in the Amazon region of Brazil has declined", span) == []
    # a rate of something the span does not say still misses that thing; a region without a name is a word
    assert _missing_words("the rate of logging in the Amazon has declined", span) == ["logging"]
    assert _missing_words("deforestation in the region has declined", span) == ["region"]
    # a measure the claim says something of stays a word of its own: "a larger number of electors"
    seats = _tokens("Currently, the average constituency comprises 55,000 electors.")
    assert _missing_words("the Scottish Parliament comprises a larger number of electors", seats) == ["larger", "number"]
    assert _missing_words("the constituency comprises the number of electors", seats) == []
    # a phrase said in other words, either way round: "the final word" is "the final say"
    say = _tokens("Within the EU, the Court of Justice believes it has the final say.")
    assert _missing_words("the Court of Justice believes it has the final word", say) == []
    assert _missing_words("the Court of Justice believes it has the last word", say) == []
    assert _missing_words("the Court of Justice believes it has the final ruling", say) == ["ruling"]
    assert _missing_words("Acme has its headquarters in Lyon", _tokens("Acme's head office is in Lyon.")) == []
    # the words must stand together: "final" and "say" apart are no "final say"
    apart = _tokens("They say the final ruling is the court's.")
    assert _missing_words("the court has the final word", apart) == ["word"]


def test_an_of_phrase_the_span_gives_another_thing_lowers_a_filled_claim() -> None:
    algae = "Nutrients such as nitrates may stimulate growth of algae by a process called eutrophication."
    found = run_checks("eutrophication stimulates the growth of nitrates", algae)
    assert [(f.check, f.effect, f.detail) for f in found] == [
        ("object", "partial", "claim 'growth of nitrates' vs span 'growth of algae'")]
    assert run_checks("eutrophication stimulates the growth of algae", algae) == []
    # a word of the claim's of-phrase in the span's is the same thing; so is one thing of a list
    assert "object" not in kinds("Augustus was the first emperor of the Roman Empire",
                                 "Augustus became the first emperor of the empire in 27 BC.")
    voices = "She provided the voices of Pebbles Flintstone, Rosie the robot maid and Jane Jetson."
    assert "object" not in kinds("Jean Vander Pyl provided the voice of Rosie", voices)
    assert "object" not in kinds("Jean Vander Pyl provided the voice of Jane Jetson", voices)
    # "one of", "a number of" name no thing; a claim read as written (missing_words=0) is not checked
    assert "object" not in kinds("Paris is one of the largest cities", "Lyon is one of the oldest towns.")
    assert "object" not in {f.check for f in run_checks("Paris is the capital of France",
                                                        "Madrid is the capital of Spain.", missing_words=0)}
    assert kinds("Paris is the capital of France", "Madrid is the capital of Spain.")["object"] == "partial"
    # each of-phrase of the claim is read, one after another; a possessive in the span is an of-phrase too
    finance = "Expenses above 1,000 USD require approval from the head of finance."
    assert kinds("the head of finance is the head of Cobalt", finance)["object"] == "partial"
    assert "object" not in kinds("Mira Patel is the head of Cobalt", "Cobalt's head of finance is Mira Patel.")
    # a definite common noun may point at the span's name: "the school" may be Harvard
    assert "object" not in kinds("eight US presidents are alumni of the school",
                                 "Harvard's alumni include eight U.S. presidents.")
    assert "object" not in kinds("the tower is the symbol of the city", "The tower is the symbol of Paris.")
    assert kinds("the tower is the symbol of the city", "The tower is the symbol of power.")["object"] == "partial"


def test_slot_candidates_lose_the_claims_own_words_and_typed_slots_refuse_non_names() -> None:
    from claimbound.verifier.text import trim_to_slot, typed_candidates

    tax = "In a progressive tax, the tax rate increases as the taxable base amount increases."
    trimmed = trim_to_slot("{sq1} increases as the taxable base amount increases", "sq1", slot_candidates(tax))
    rate = next(c for c in trimmed if c.value.startswith("tax rate"))
    assert rate.value == "tax rate" and tax[rate.start:rate.end] == "tax rate"

    def values(text: str, answer_type: str | None) -> list[str]:
        return [c.value for c in typed_candidates(slot_candidates(text), answer_type, text)]

    show = "Scaredy Squirrel aired on 2011 YTV and was written by Mélanie Watt."
    assert "2011 YTV" not in values(show, "person") and "Mélanie Watt" in values(show, "person")
    assert "Two" not in values("Two of the mounds stand in Mississippi.", "state")
    assert values("The IOC picked Beijing.", "city") == ["Beijing"]
    genre = "In March 2005 Dale Brown published aviation techno-thriller novels."
    assert "March 2005" not in values(genre, "genre") and "March 2005" in values(genre, "date")
    assert "3" in values("She finished 3rd in 2004.", "position")  # a number may answer a position
    assert "£15" in values("Fees range from £15 to £100,000 in the East.", "range")
    # a nationality is no person, even when the span's other candidates are years
    simon = values("Simon & Simon is an American series that ran from 1981 to 1989.", "person")
    assert "American" not in simon and not any(v[:1].isdigit() for v in simon)
    # an event or a prize is nobody's name and no place
    crusade = "Bohemond led the First Crusade with his nephew Tancred."
    assert "First Crusade" not in values(crusade, "person") and "Tancred" in values(crusade, "person")
    assert "Academy Award" not in values("Her sister won an Academy Award in Los Angeles.", "city")
    # a person or a place is never a number, in Chinese text either (it has no capitals to find names by)
    assert values("2013年，小榄附近建成了警署。", "location") == []
    # a Latin name ends where Chinese text starts ("Lee的总部设于芝加哥" is no name)
    lee = [c.value for c in slot_candidates("Lee的总部设于芝加哥。")]
    assert "Lee" in lee and not any(v.startswith("Lee的") for v in lee)
    # Chinese names, places and dynasties come from jieba's part-of-speech tags; adjacent places join
    assert values("路口镇位于湖南省长沙县东北部。", "location") == ["湖南省长沙县"]
    assert "北宋" in values("楚昭辅（914年－982年），北宋大臣。", "entity")
    # a dynasty slot takes a dynasty's name only, no emperor, person or era word
    assert values("楚昭辅（914年－982年），北宋大臣。", "dynasty") == ["北宋"]
    assert values("后楚昭辅因脚有毛病请求告老，宋太宗亲临其家慰问。", "dynasty") == []
    assert values("在清代和现代，他的后代很多。", "dynasty") == ["清代"]
    assert "当时" not in [c.value for c in slot_candidates("当时楚昭辅在北宋任职。")]  # a relative time word
    # nor an adverb jieba tags as a time word: "往往" answered what stands near a hospital
    assert [c.value for c in slot_candidates("其中，后者往往因已被家庭放弃，基本上不会获释。", limit=99)] == []
    # nor a time of day alone ("凌晨" answered the same), which stays with the day it joins
    assert "凌晨" not in [c.value for c in slot_candidates("2013年6月21日凌晨1时许，一名院友被发现自杀。", limit=99)]
    assert "星期日晚上" in [c.value for c in slot_candidates("本剧于每星期日晚上九时播出。", limit=99)]


def test_a_decade_stays_one_value_and_lone_modifiers_are_no_candidates() -> None:
    applications = "In the early 1950s, student applications declined as a result of increasing crime."
    got = [c.value for c in slot_candidates(applications)]
    assert "early 1950s" in got and "1950" not in got and "early" not in got  # the decade, not a year inside it
    assert [c.value for c in typed_candidates(slot_candidates(applications), "date", applications)] == ["early 1950s"]
    assert [c.value for c in slot_candidates("Elections are held every 5 years.")][:2] == ["every 5 years", "5 years"]
    assert [c.value for c in slot_candidates("An example of a decision problem is the following.")] == [
        "decision problem"]
    assert [c.value for c in slot_candidates("Conversely, the poor have less access.")] == ["poor"]


def test_a_count_of_things_names_nothing() -> None:
    rail = "Six of the seven lines of the commuter rail system, Metrolink, run out of Downtown Los Angeles."
    got = [c.value for c in typed_candidates(slot_candidates(rail), "system", rail)]
    assert "Metrolink" in got and "seven lines" not in got
    assert "seven lines" in [c.value for c in typed_candidates(slot_candidates(rail), None, rail)]
    leave = "staff receive 25 days of annual leave per year."
    assert [c.value for c in typed_candidates(slot_candidates(leave), "leave", leave)] == ["25 days"]  # a measure
    from claimbound.verifier.text import _counted

    assert _counted("seven lines") and not _counted("one extra week") and not _counted("two more years")


def test_subject_check_sees_the_claims_verb_said_of_someone_else() -> None:
    canada = "Though the British were later defeated at Sainte Foy in Quebec, the French ceded Canada."
    assert kinds("French were defeated in Canada in Sainte Foy", canada) == {"subject": "partial"}
    assert kinds("British were defeated in Canada in Sainte Foy", canada) == {}
    # a passive the other way round, a list of subjects, a noun or "and" before the verb, a name after "by": no finding
    assert "subject" not in kinds("Google was founded by Larry Page", "Larry Page founded Google in 1998.")
    assert "subject" not in kinds("Larry Page founded Google", "Larry Page and Sergey Brin founded Google.")
    assert "subject" not in kinds("Park Jin-pyo directed Love Forecast",
                                  "Love Forecast is a Korean film co-written and directed by Park Jin-pyo.")
    assert "subject" not in kinds("CLEC-2 rearranges the actin cytoskeleton",
                                  "Activation of CLEC-2 by PDPN rearranges the actin cytoskeleton.")
    assert "subject" not in kinds("Frozen is animated features", "Frozen is the 53rd Disney animated feature film.")


def test_a_whole_percentage_or_figure_is_its_decimal_rounded_but_money_is_exact() -> None:
    span = "76.3% to 85.4% of serious cases in less-developed countries received no treatment."
    assert "number" not in kinds("76-85% of serious cases receive no treatment", span)
    assert "number_missing" not in kinds("76-85% of serious cases receive no treatment", span)
    assert kinds("The rate is 5%", "The rate is 6.4%.") == {"number": "contradict"}
    assert kinds("The cap is 60 EUR", "The cap is 60.50 EUR.") == {"number": "contradict"}
    assert kinds("The rate is 5.0%", "The rate is 5.4%.") == {"number": "contradict"}


def test_a_year_is_not_found_in_a_decade() -> None:
    span = "Oxygen bars are found in Japan and California since the late 1990s."
    assert kinds("oxygen bars have been in Japan since 1990", span) == {"number_missing": "partial"}
    assert run_checks("oxygen bars have been in Japan since the 1990s", span) == []
    assert numbers_with_units("the 1990s")[0].unit == "decade" and numbers_with_units("in 1990")[0].is_year


def test_a_negation_reaches_to_the_end_of_its_phrase() -> None:
    claim = "Amitriptyline is an effective treatment for chronic tension-type headache"
    aside = "Amitriptyline reduced headache in chronic, but not in episodic, tension-type headache."
    assert "negation" not in kinds(claim, aside)  # the aside negates "episodic", not the claim
    assert "negation" in kinds(claim, "Amitriptyline is not an effective treatment for tension-type headache.")
    assert "negation" in kinds("Meals are reimbursed", "Meals are not reimbursed (since 2019).")


def test_a_contrast_a_group_and_not_only_deny_nothing_of_the_claim() -> None:
    claim = "Amitriptyline is an effective treatment for chronic tension-type headaches"
    # "but not" denies the word set against the one before it ("episodic"), not the words the two share
    title = "Amitriptyline is effective in chronic but not in episodic tension-type headache."
    assert "negation" not in kinds(claim, title)
    assert "negation" in kinds("Snacks are reimbursed", "Meals but not snacks are reimbursed.")
    assert "negation" in kinds("Meals are reimbursed", "Meals are approved but not reimbursed.")
    # a "without" naming a group says which ones; one after a verb denies
    copd = "High levels of CRP lead to a higher risk of exacerbations"
    group = "High CRP levels were associated with a higher risk of exacerbations, even in those without previous exacerbations."
    assert "negation" not in kinds(copd, group)
    assert "negation" not in kinds(copd, "High CRP levels raised the risk of exacerbations in patients without prior "
                                         "exacerbations.")
    assert "negation" in kinds("Receipts are required for reimbursement", "Meals are reimbursed without receipts.")
    # "not only ... but also" adds; "does not only indicate" still negates
    assert "negation" not in kinds("Meals are reimbursed", "Meals are not only reimbursed but also paid in advance.")
    assert "negation" in kinds("Meals are reimbursed", "Meals are not only reimbursed.")


def test_a_denied_change_says_that_a_thing_stayed_the_same() -> None:
    stable = "Sepsis mortality has remained stable between 2009 and 2014"
    span = "Neither the incidence of sepsis nor sepsis mortality changed significantly between 2009 and 2014."
    assert "negation" not in kinds(stable, span)
    assert "negation" not in kinds("Sepsis mortality did not change", "Sepsis mortality remained stable.")
    assert "negation" in kinds("Sepsis mortality has changed", "Sepsis mortality did not change.")
    assert "negation" in kinds("Sepsis mortality did not change", "Sepsis mortality rose sharply.")


def test_a_direction_given_to_the_claims_object() -> None:
    # the span uses the claim's word of direction too, of another object: its word for the claim's object decides
    span = "On a stiff matrix, cells show Src activity that promotes beta-catenin degradation and inhibits differentiation."
    assert kinds("Stiff substrates encourage mesodermal differentiation", span)["antonym"] == "reverse"
    # both directions said of the claim's object, or the opposite one of another object only: no finding
    assert "antonym" not in kinds("Drug X increases insulin secretion",
                                  "Drug X increases insulin secretion and reduces glucagon secretion.")
    assert "antonym" not in kinds("Drug X increases insulin secretion",
                                  "Drug X increases insulin release and reduces glucagon secretion in fasting mice.")
    # "rescues" improves what "worsens" makes worse
    assert kinds("Acetylation worsens axonal transport",
                 "Administration of TSA rescues axonal transport.") == {"antonym": "reverse"}


def test_an_all_capital_no_in_prose_names_nitric_oxide() -> None:
    claim = "NAC destabilizes NO to increase the effect of contrast agents"
    assert "negation" not in kinds(claim, "NAC, theophylline but not bicarbonate, gradually increased intrarenal NO.")
    assert kinds("NO production is not increased by NAC", "NAC increased NO production.")["negation"] == "reverse"
    assert "negation" in kinds("Contrast agents produce no effect", "Contrast agents produce an effect.")


def test_direction_verbs_and_their_opposites() -> None:
    assert kinds("memory T cells diminish the production of chemokines",
                 "Memory T cells enhance the production of chemokines.") == {"antonym": "reverse"}
    assert kinds("Stiff substrates encourage mesodermal differentiation",
                 "Stiff substrates inhibit mesodermal differentiation.")["antonym"] == "reverse"
    # a participle names a state, not a direction: "a diminished reserve" is no decrease of what the span increases
    assert "antonym" not in kinds("A diminished ovarian reserve predicts infertility",
                                  "Each 1-pg/mL increase of inhibin B was not associated with conception.")
    # a speed-up against a decrease of the same process: "accelerates tumor progression" / "decreased tumor growth"
    assert kinds("Knockdown of A20 accelerates tumor growth",
                 "Knockdown of A20 decreased tumor growth.") == {"antonym": "reverse"}
    assert "antonym" not in kinds("Knockdown of A20 accelerates tumor growth",
                                  "Knockdown of A20 accelerated tumor growth and reduced survival.")


def test_rather_than_and_instead_of_negate_what_follows() -> None:
    span = "The BBC shows that Orellana, rather than exaggerating his claims, was right about a civilization."
    assert kinds("Orellana was exaggerating his claims", span) == {"negation": "reverse"}
    assert kinds("cobalt pays the fee", "Staff pay the fee instead of cobalt, which pays nothing else.") == {
        "negation": "reverse"}
    # a negation that reaches none of the claim's words says nothing about the claim
    assert run_checks("Orellana was right", "Orellana was right rather than lucky.") == []


def test_a_word_of_direction_against_its_opposite_lowers_an_entailment() -> None:
    span = "The island archipelagos comprise a much smaller number of electors."
    # the filled-in value repeats the span's word; the claim's own word is the one the span does not say
    assert kinds("much smaller number comprise a larger number of electors", span) == {"antonym": "reverse"}
    assert kinds("Aspirin increases the risk of stroke", "Aspirin reduced the risk of stroke.") == {"antonym": "reverse"}
    assert kinds("Metformin activates AMPK in the liver", "Metformin inhibited AMPK in the liver.") == {
        "antonym": "reverse"}
    # the span says both, or the claim's own word: nothing to flag
    assert run_checks("Aspirin increases the risk of stroke", "Aspirin increased the risk of stroke but reduced pain.") == []
    assert run_checks("the archipelagos have fewer electors", "The archipelagos have fewer electors, not more.") == []


def test_a_lower_case_value_naming_the_claims_own_noun_is_no_filler() -> None:
    from claimbound.claims.plan import CONTENT_STOP
    from claimbound.verifier.text import rivals

    claim = "{sq1} is the name of the Los Angeles rail system"
    assert rivals(claim, "commuter rail system", CONTENT_STOP)
    assert not rivals(claim, "Metrolink", CONTENT_STOP)  # names are not judged
    assert not rivals("cobalt allows {sq1} remote work days per week", "4 days", CONTENT_STOP)  # nor quantities
    assert not rivals("{sq1} increases as the taxable base amount increases", "tax rate", CONTENT_STOP)
    assert not rivals(claim, "Metrolink line", CONTENT_STOP) and not rivals(claim, "rail", CONTENT_STOP)


def test_a_claim_number_that_the_span_gives_to_another_predicate() -> None:
    span = "Oxygen condenses at 90.20 K (-182.95 °C), and freezes at 54.36 K (-218.79 °C)."
    assert kinds("Oxygen condenses at 54.36 K", span) == {"number_role": "partial"}
    assert run_checks("Oxygen freezes at 54.36 K", span) == []
    # punctuation ends the phrase a number's word is looked for in; a number inside a word has none
    assert run_checks("1,300,000 people lived in Warsaw in 1939",
                      "In 1939, c. 1,300,000 people lived in Warsaw, but in 1945 only 420,000.") == []
    assert run_checks("Active caspase-11 protein promotes pyroptosis",
                      "Inflammatory caspases (caspase-1, -4, -5 and -11) promote pyroptosis as active protein.") == []


def test_a_claim_count_that_the_span_gives_to_another_noun() -> None:
    span = "`corpus.jsonl` (44 documents) + `questions.jsonl` (42 questions) in the schema of the README."
    assert kinds("The corpus has 42 documents", span) == {"number_role": "partial"}
    assert "number_role" not in kinds("The corpus has 44 documents", span)
    assert "number_role" not in kinds("The corpus has 42 questions", span)
    # no noun right after the number ("3 of the 5"), or a number with a unit: not a count of a noun
    assert run_checks("3 of the 5 members voted", "Of the 5 members, 3 voted") == []
    assert "number_role" not in kinds("The cap is 60 EUR per day", "The cap is 60 EUR per day and 80 EUR per night")


def test_an_identifier_is_one_word() -> None:
    span = "Each question's metadata holds expected_decision (answer / abstain / out_of_scope) and the asking principal."
    found = [f for f in run_checks("the scope guard does asking principal", span, missing_words=2) if f.check == "words"]
    assert found and "scope" in found[0].detail and "guard" in found[0].detail
    assert run_checks("the expected_decision is out_of_scope", span, missing_words=2) == []


def test_numbers_inside_names_are_not_quantities() -> None:
    # a gene, protein or disease name carries digits that are no number of the claim
    for text in ("Lack of FGF21 in mice", "H3K36 histone", "COVID-19 risk", "OCT3/4 and SOX2", "caspase-11 protein",
                 "NIH 3T3 cells", "the 10E8 antibody"):
        assert numbers_with_units(text) == [], text
    assert [q.text for q in numbers_with_units("3D cultures grew 2x faster")] == ["3", "2"]  # no digit after the letter
    assert [q.text for q in numbers_with_units("lysine 382 of p53")] == ["382"]  # "of" is no unit
    # a prefix of time or degree, a currency or a range keeps the number
    assert numbers_with_units("in the mid-1990s")[0].unit == "decade"
    assert [q.unit for q in numbers_with_units("US$80 and €5,000")] == ["usd", "eur"]
    assert [q.value for q in numbers_with_units("aged 6-12 years")] == [6.0, 12.0]
    # Chinese writes no space before a number: "于1995年" is the year 1995
    assert [q.value for q in numbers_with_units("他于1995年出生")] == [1995.0]
    assert run_checks("Lack of FGF21 in mice leads to reduced lifespan",
                      "Mice lacking FGF21 lived shorter lives, with reduced lifespan.", missing_words=0) == []


def test_names_are_found_by_their_capitalised_parts_or_initials_and_headlines_have_none() -> None:
    assert run_checks("ART reduces infectiveness of HIV-positive people",
                      "ART reduced the infectiveness of HIV-infected individuals.") == []
    assert run_checks("Portfolio Management Services provide expert guidance",
                      "Both PMS and mutual funds provide expert guidance.") == []
    assert kinds("ART reduces infectiveness of HIV-positive people", "ART reduced infectiveness in adults.") == {
        "entity": "partial"}
    # accented names are names ("Géza von Cziffra" whole, not "von Cziffra")
    assert [f.check for f in run_checks("The film was directed by Géza von Cziffra",
                                        "The film was directed by Géza Radványi.", missing_words=0)] == ["entity"]
    # a name written with or without its accents is one name, and so are its words
    assert run_checks("The club is based in São Paulo", "The club is based in Sao Paulo.") == []
    assert run_checks("The film was directed by Géza von Cziffra", "The film was directed by Geza von Cziffra.") == []
    # title case marks no names: a headline claim is left to the model
    assert run_checks("Surgical Masks Stop Transmission Of COVID-19 From Symptomatic People",
                      "Surgical masks stop transmission from people with symptoms.") == []
    assert [f.check for f in run_checks("Lack of FGF21 in mice leads to reduced lifespan",
                                        "Lack of sleep leads to reduced lifespan in mice.")] == ["entity"]
    # a sentence opening with a verb form names the gene after it, not "Reducing H3K4me3"
    assert run_checks("Reducing H3K4me3 methylation reprograms epiblast stem cells",
                      "Lower H3K4me3 methylation reprograms epiblast stem cells.", missing_words=0) == []
    assert kinds("Blocking MLL1 reprograms epiblast stem cells", "Blocking DOT1L reprograms epiblast stem cells.",
                 missing_words=0) == {"entity": "partial"}


def test_a_name_is_found_by_its_last_word_unless_another_name_ends_the_same_way() -> None:
    # news text names a person or a team by the last word after the first mention
    assert run_checks("Patrick Mahomes ran for a first down", "Mahomes ran for a 24-yard first down.") == []
    assert run_checks("The Los Angeles Angels cannot afford Mike Trout",
                      "The Angels cannot afford a player like Trout.", missing_words=0) == []
    # another capitalised word before it names someone else
    assert [f.check for f in run_checks("Travis Kelce caught the pass", "Jason Kelce caught the pass.")] == ["entity"]
    assert "entity" in {f.check for f in run_checks("Manchester United lost at home", "Newcastle United lost at home.")}


def test_a_verb_after_to_is_not_a_modifier() -> None:
    # "to gain wealth" against "to achieve great wealth": "gain" is the verb, not a word qualifying "wealth"
    assert "modifier" not in {f.check for f in run_checks("He committed fraud to gain wealth and influence",
                                                           "He committed fraud to achieve great wealth and influence.")}
    assert {f.check for f in run_checks("The fund pays annual leave", "The fund pays parental leave.")} == {"modifier"}


def test_an_acronym_is_named_by_its_long_form() -> None:
    assert run_checks("Claire Dubois is the CEO", "Acme's chief executive is Claire Dubois.", missing_words=0) == []
    assert run_checks("Mira Patel is the CFO", "Mira Patel is the chief financial officer.", missing_words=0) == []
    assert run_checks("Lyon is the HQ", "Acme's headquarters is in Lyon.", missing_words=0) == []
    assert "entity" in {f.check for f in run_checks("Claire Dubois is the CFO", "Acme's chief executive is Claire "
                                                    "Dubois.", missing_words=0)}


def test_an_acronym_in_the_plural_is_named_by_its_singular_or_long_form() -> None:
    claim = "The virus has three ORFs"
    assert "entity" not in {f.check for f in run_checks(claim, "The strand contains three open reading frames.")}
    assert "entity" not in {f.check for f in run_checks(claim, "Each ORF of the virus was sequenced; there are three.")}
    assert "entity" in {f.check for f in run_checks(claim, "The strand contains three reading frames.")}
    assert "entity" in {f.check for f in run_checks(claim, "The strand contains three ORFX regions.")}


def test_a_month_without_day_or_year_is_a_date_candidate_after_a_word_that_dates_it() -> None:
    def values(text: str) -> list[str]:
        return [c.value for c in slot_candidates(text, limit=99) if c.kind == "number"]

    assert values("Salary bands are reviewed every October.") == ["October"]
    assert values("The festival is held in mid-March.") == ["March"]
    assert values("It opened in October 1990.") == ["October 1990"]  # a fuller date stays one value
    assert values("You may go in may. May I?") == []  # the modal


def test_an_active_claim_reads_the_subject_of_a_passive_span() -> None:
    spend = "Expenses above 500 EUR require approval. Expenses of 500 EUR or less are approved by the direct manager."
    assert [c.value for c in aligned_candidates("the direct manager approves {sq1}", "sq1", spend)] == [
        "Expenses of 500 EUR or less"]
    laptops = "Cobalt laptops are managed by the IT team."
    assert [c.value for c in aligned_candidates("the IT team manages {sq1}", "sq1", laptops)] == ["Cobalt laptops"]
    # another agent, or the slot not the object: nothing
    assert aligned_candidates("the finance team manages {sq1}", "sq1", laptops) == []
    assert aligned_candidates("{sq1} manages cobalt laptops", "sq1", laptops) == []


def test_a_plural_slot_takes_a_group_of_names_first() -> None:
    span = "Acme has offices in Paris and Berlin."
    cands = slot_candidates(span)
    assert [c.value for c in typed_candidates(cands, "location", span, "{sq1} are acme's offices")][:1] == [
        "Paris and Berlin"]
    assert "Paris and Berlin" not in [c.value for c in typed_candidates(cands, "location", span,
                                                                       "{sq1} is acme's office")]
    # 'Which cities does acme have offices in?': the claim has no plural verb, the question a plural noun
    assert [c.value for c in typed_candidates(cands, "city", span, "acme has offices in {sq1}", several=True)][:1] == [
        "Paris and Berlin"]
    # 'Where does acme have offices?': the slot is the place of a plural
    assert [c.value for c in typed_candidates(cands, "location", span, "acme has offices in {sq1}")][:1] == [
        "Paris and Berlin"]
    assert "Paris and Berlin" not in [c.value for c in typed_candidates(cands, "location", span,
                                                                       "acme has an office in {sq1}")]


def test_two_words_sharing_their_noun_are_one_candidate() -> None:
    values = [c.value for c in slot_candidates("Mileage claims must list the start and end address of each trip.")]
    assert "start and end address" in values


def test_the_word_before_a_number_is_no_modifier_of_it() -> None:
    # "get 25" against "receive 25": two verbs before the value, not a claim's qualifier swapped for another
    assert run_checks("I get 25 days annual leave", "Boreal employees receive 25 days of annual leave per year.",
                      missing_words=0) == []


def test_a_chinese_claim_whose_subject_a_span_of_another_page_lacks_is_not_supported_by_it() -> None:
    # no capitals in Chinese: the claim's leading word and the span's page title stand in for the entity check
    span = "狭叶艾纳香: 生长于海拔900米至1,900米的地区，多生长在山谷空旷湿润地。"
    assert kinds("天门冬生长的地区海拔约是900米", span, title="狭叶艾纳香") == {"entity": "partial"}
    assert run_checks("天门冬生长的地区海拔约是900米", span, title="狭叶艾纳香")[0].elsewhere
    # the page's own subject, a claim that opens with its filled-in value, or no title: nothing
    assert run_checks("狭叶艾纳香生长的地区海拔约是900米", span, title="狭叶艾纳香") == []
    assert run_checks("下来是梧桐树协议", "梧桐树协议: 后来下来了。", missing_words=0, title="梧桐树协议") == []
    assert run_checks("天门冬生长的地区海拔约是900米", span) == []


def test_a_chinese_word_negated_in_only_one_of_claim_and_span_reverses_the_entailment() -> None:
    # jieba cuts the negator from the verb: "不" + "需要", "没有" + "参加"
    span = "当注册中心更换时，比如从UDDI更换为ebXML，代码不需要进行修改。"
    assert kinds("当注册中心更换时，代码需要进行修改", span) == {"negation": "reverse"}
    assert kinds("蒙泰罗在2005年没有参加乔丹", "2005年美国大奖赛，只有6辆赛车起跑，其中就包括乔丹车队的蒙泰罗，他参加了比赛。",
                 missing_words=0).get("negation") == "reverse"
    # both negated, neither, or the span says the word both ways: nothing
    assert run_checks("代码不需要进行修改", span) == []
    assert run_checks("蓍被认为有治疗作用", "在苏格兰地区，蓍被认为有治疗作用。") == []
    assert "negation" not in kinds("代码需要进行修改", "旧代码需要修改，新代码不需要修改。")


def test_a_chinese_claim_whose_subject_a_span_of_another_page_lacks_is_caught_for_any_name_and_title() -> None:
    # a name jieba does not know comes cut into single characters ("萱侬律") or one and a word ("兰比尔"); a page's
    # title may be in Latin letters ("64DD")
    assert kinds("萱侬律占地面积1133.87", "山东女子学院: 山东女子学院现有两个校区，总占地面积1133.87亩。",
                 title="山东女子学院") == {"entity": "partial"}
    assert kinds("兰比尔因上述暴力事件而闻名", "谭望嵩: 由于上述暴力事件，网友给谭望嵩起了新外号并在网络中一夜闻名。",
                 title="谭望嵩") == {"entity": "partial"}
    assert kinds("炮身的容量有64", "64DD: 64DD为任天堂针对N64所推出的扩充磁碟机，可读取高达64MB高储存容量卡夹。",
                 title="64DD") == {"entity": "partial"}
    # the leading word said in parts ("盾右方" by "盾正右方") or the page's own name: nothing
    assert run_checks("盾右方的狮子象征着伊斯兰教", "塞内加尔国徽: 于盾正右方的狮子象征伊斯兰教。", title="塞内加尔国徽",
                      missing_words=0) == []
    assert run_checks("萱侬律占地面积两平方公里", "萱侬律: 它占地面积约两平方公里。", title="萱侬律",
                      missing_words=0) == []


def test_chinese_claim_words_missing_from_the_span_make_a_filled_slot_partial() -> None:
    # the English words check sees no words in Chinese text; the model (trained on English NLI) entails nearly any
    # candidate of a Chinese span, so a filled-in claim whose words the span lacks is only partial
    assert "words" in {f.check for f in run_checks("碧海蓝天座落于林文钿", "集团董事总经理林文钿表示，西九龙未有同类型百货店。")}
    assert "words" not in {f.check for f in run_checks("楚昭辅是北宋的人", "楚昭辅，字拱辰，北宋宋州宋城人。")}
    # a closed claim (missing_words=0) is left to the model, as in English
    assert run_checks("碧海蓝天座落于林文钿", "集团董事总经理林文钿表示。", missing_words=0) == []


def test_a_claim_name_found_in_the_spans_source_or_author_counts_as_named() -> None:
    # the same matcher as the source check: whole words, quotes / case / accents aside
    claim = "The Independent reports that Starbucks stores open on Thanksgiving"
    span = "Starbucks stores open on Thanksgiving, with shorter hours."
    assert "entity" in {f.check for f in run_checks(claim, span)}
    assert "entity" not in {f.check for f in run_checks(claim, span, provenance=("The Independent - Life and Style",))}
    assert "entity" not in {f.check for f in run_checks("The 'Fortune' article says Jordan lost", "Jordan lost the vote.",
                                                        provenance=("Fortune", "Lindsey Bahr"))}
    # a name inside a longer word of the source is not the source
    assert "entity" in {f.check for f in run_checks("Jordan lost the vote, Verge reports", "Jordan lost the vote.",
                                                    provenance=("Vergeltung Weekly",))}


def test_a_number_written_apart_is_found_joined_to_its_word() -> None:
    span = "The seawater left behind tends to be higher in oxygen-18 during periods of lower temperatures."
    assert run_checks("seawater is higher in oxygen 18 during periods of lower temperatures", span) == []
    assert kinds("seawater is higher in oxygen 17 during periods of lower temperatures", span) == {
        "number_missing": "partial"}
    assert kinds("seawater is higher in hydrogen 18 during periods of lower temperatures", span) == {
        "number_missing": "partial"}


def test_a_quantifier_is_no_word_the_span_must_have() -> None:
    span = "It was a campaign of attacks, and Osama bin Laden's terror attacks climaxed in the 9/11 attack."
    assert run_checks("Osama bin Laden masterminded many terror attacks", span) == []
    assert kinds("Osama bin Laden planned many terror bombings", span) == {"words": "partial"}


def test_the_noun_an_equative_slot_asks_for_is_not_required_of_the_span() -> None:
    from claimbound.claims import Claim
    from claimbound.verifier.base import _equative_noun

    outpost = Claim(id="c1", text="{sq1} was the first Huguenot outpost in South Carolina", sub_question_id="sq1",
                    slot="sq1", answer_type="outpost")
    assert _equative_noun(outpost) == "outpost"
    found = outpost.model_copy(update={"text": "{sq1} found no statistical failings", "answer_type": "statistical"})
    assert _equative_noun(found) == ""
    span = "In 1562 the Huguenot Jean Ribault founded Charlesfort on Parris Island in South Carolina."
    filled = "Charlesfort was the first Huguenot outpost in South Carolina"
    assert kinds(filled, span) == {"words": "partial"}  # outpost and first: two missing words
    assert run_checks(filled, span, answer_noun="outpost") == []


def test_how_many_times_takes_twice_and_two_time() -> None:
    def values(text: str) -> list[str]:
        return [c.value for c in typed_candidates(slot_candidates(text), "number", text)]

    assert values("He was selected to the Pro Bowl twice, in 2000 and 2002.") == ["twice"]
    assert values("Deltha O'Neal is a two-time Pro Bowl selection.") == ["two-time"]
    assert values("Playford served as premier three times.") == ["three times"]
    assert values("The board meets twice a year.") == []  # a frequency, not a count


def test_a_person_slot_does_not_take_a_nationality_with_a_compass_word() -> None:
    span = "Welcome to the Show was a 2011 South Korean television sitcom that starred Sulli."
    assert "South Korean" not in [c.value for c in typed_candidates(slot_candidates(span), "person", span)]


def test_a_person_or_place_slot_does_not_take_a_title_in_quotes() -> None:
    span = 'He is known for the series "Due South" and his 2008 war film "Passchendaele", shot by Gregory Middleton.'
    values = [c.value for c in typed_candidates(slot_candidates(span), "person", span)]
    assert "Passchendaele" not in values and "Gregory Middleton" in values
    assert "Passchendaele" not in [c.value for c in typed_candidates(slot_candidates(span), "city", span)]
    # a film slot still takes it
    assert "Passchendaele" in [c.value for c in typed_candidates(slot_candidates(span), "film", span)]
    # a name at the span's end after an opening quote is not taken for a quoted title
    tail = "The film was directed by 'Gregory Middleton"
    assert "Gregory Middleton" in [c.value for c in typed_candidates(slot_candidates(tail), "person", tail)]


def test_the_page_subjects_full_name_does_not_fill_a_slot_about_that_subject() -> None:
    from claimbound.claims import Claim, Span
    from claimbound.verifier.lexical import LexicalVerifier

    text = ("Frank Jeffrey Edson Smart (1921 - 2013) was an Australian painter known for his precisionist depictions "
            "of the urban landscape.")
    span = Span(span_id="s#0", doc_id="s", start=0, end=len(text), text=text, title="Jeffrey Smart")
    about = Claim(id="c1", text="Jeffrey Smart is known for his depictions of {sq2}", sub_question_id="sq2",
                  slot="sq2", answer_type="entity")
    values = [c.value for c in LexicalVerifier()._candidates(about, "sq2", span)]
    assert "Frank Jeffrey Edson Smart" not in values and "urban landscape" in values
    # a person slot may take a name that holds the subject's: a relative's ("John Quincy Adams" after "John Adams")
    son = Claim(id="c2", text="{sq2} is the son of Jeffrey Smart", sub_question_id="sq2", slot="sq2",
                answer_type="person")
    assert "Frank Jeffrey Edson Smart" in [c.value for c in LexicalVerifier()._candidates(son, "sq2", span)]


def test_a_currency_slot_takes_no_place_name() -> None:
    span = "Latvia and Finland adopted the Euro. In Finland, the Finnish markka was the currency before it."
    values = [c.value for c in typed_candidates(slot_candidates(span), "currency", span)]
    assert not {"Latvia", "Finland", "Latvia and Finland", "Finnish"} & set(values) and "Euro" in values


@pytest.mark.parametrize("span", [
    "OBJECTIVE To evaluate the association between early screening echocardiography and in-hospital mortality.",
    "This study examines factors associated with caregiver burden in partners of men with AIDS.",
    "The study objective was to investigate the impact of CYP2D6 polymorphisms on tamoxifen outcomes.",
])
def test_a_span_stating_a_studys_aim_does_not_support_a_finding(span: str) -> None:
    found = {f.check: (f.effect, f.elsewhere) for f in run_checks("Early screening increases mortality", span)}
    assert found.get("aim") == ("partial", True)
    # as the verifier calls it: the text the model read opens with the page title, the span's own text does not
    titled = run_checks("Early screening increases mortality", f"Echo study: {span}", title="Echo study", body=span)
    assert "aim" in {f.check for f in titled}


@pytest.mark.parametrize("span", [
    "We examined 200 patients and found that early screening increases mortality.",  # a finding after the method
    "To determine eligibility, HR reviews each request within ten days.",  # a purpose, not a study's aim
    "BACKGROUND Migraine with aura is a risk factor for early-onset ischemic stroke.",  # background states a fact
])
def test_a_finding_or_a_plain_purpose_is_no_aim(span: str) -> None:
    assert "aim" not in kinds("Early screening increases mortality", span)


def test_a_place_slot_does_not_take_a_place_named_as_another_kind() -> None:
    span = "Jingdezhen (or the Town of Jingde) is a prefecture-level city in northeastern Jiangxi province."
    values = [c.value for c in typed_candidates(slot_candidates(span), "province", span)]
    assert "Town of Jingde" not in values and "Jiangxi" in values
    county = "Ocean Township lies in Monmouth County, near the city of Long Branch."
    assert "Monmouth County" not in [c.value for c in typed_candidates(slot_candidates(county), "city", county)]
    assert "Monmouth County" in [c.value for c in typed_candidates(slot_candidates(county), "county", county)]


def test_a_sentence_initial_acronym_is_a_name_to_find() -> None:
    # 'NRHP' opens the claim, but an acronym is a name wherever it stands; 'Mississippi' there may be a plain word
    found = kinds("NRHP became part of the United States in 2008",
                  "The Oath of Allegiance of the United States was revised in 2008.")
    assert found.get("entity") == "partial"
    assert "entity" not in kinds("Many states joined the Union in 1817", "Several states joined the Union in 1817.")
    # inner capitals at the start may come from capitalising ('siRNA' -> 'SiRNA'): not taken for a name there
    assert "entity" not in kinds("SiRNA knockdown of A20 slows tumour growth", "Inhibiting A20 slows tumour growth.")


def test_a_synonym_in_the_span_is_no_missing_word() -> None:
    claim = "The legislation allowed California to be admitted to the Union as free state"
    span = "The passing of the Compromise of 1850 enabled California to be admitted to the Union as a free state."
    assert "words" not in kinds(claim, span)  # 'allowed' / 'enabled': only 'legislation' is missing
    assert "words" in kinds(claim, "The Compromise of 1850 admitted California to the Union as a free state.")


def test_alignment_counts_content_words_and_not_a_names_continuation() -> None:
    from claimbound.verifier.text import slot_alignment

    def aligned(claim: str, span: str) -> dict[str, int]:
        return {c.value: n for c in slot_candidates(span) if (n := slot_alignment(claim, "sq1", span, c))}

    span = "Smart was an Australian painter known for his precisionist depictions of the urban landscape."
    assert aligned("Smart is known for his precisionist depictions of {sq1}", span) == {"urban landscape": 2}
    # one shared function word ('28° East is entitled') is chance; a value after a claim name continues that name
    assert aligned("{sq1} is the fee range", "A satellite at 28° East is entitled to a fee of £15.") == {}
    assert aligned("Baran developed during research at RAND {sq1}",
                   "Baran developed the concept during his research at the RAND Corporation.") == {}


def test_a_value_standing_where_the_claim_puts_its_slot_is_a_candidate() -> None:
    from claimbound.verifier.text import aligned_candidates

    def values(claim: str, span: str) -> list[str]:
        return [c.value for c in aligned_candidates(claim, "sq1", span)]

    # after the claim's words before the slot (no article, no capital: the other readers miss it)
    span = "Smart was a painter known for his precisionist depictions of urban landscapes that are full of jokes."
    assert values("Smart is known for his precisionist depictions of {sq1}", span) == ["urban landscapes"]
    # before the claim's words after the slot
    span = "The Premier of Victoria sets the legislative agenda."
    assert values("{sq1} sets the legislative agenda in Victoria", span) == ["Premier of Victoria"]
    # the claim's verb after the slot in any number or tense; a slot that opens the claim takes the span's whole
    # subject, which the words read back (four at most, up to a function word) cut short
    span = "Hotel bookings above the cap need written approval from a department head."
    assert values("{sq1} needs written approval from a department head", span) == ["Hotel bookings above the cap",
                                                                                   "cap"]
    span = "Expenses of 1,000 USD or less are approved by the direct manager."
    assert values("{sq1} is approved by the direct manager", span) == ["Expenses of 1,000 USD or less", "less"]
    assert values("the budget {sq1} is approved by the direct manager", span) == ["less"]
    # offsets point at the value; no context, no candidate
    c = aligned_candidates("Smart is known for his depictions of {sq1}", "sq1", "known for his depictions of cities.")[0]
    assert "known for his depictions of cities."[c.start:c.end] == c.value == "cities"
    assert values("{sq1} won", "Ada won.") == []


def test_an_acronym_the_claim_spells_out_is_named_by_its_words() -> None:
    claim = "Increased diastolic blood pressure (DBP) is associated with abdominal aortic aneurysm"
    assert "entity" not in kinds(claim, "Raised diastolic blood pressure was associated with aortic aneurysm.")
    assert "entity" in kinds("Increased blood pressure (DBP) is associated with aneurysm", "Raised blood pressure was.")


def test_an_action_slot_after_a_modal_and_before_a_place() -> None:
    from claimbound.verifier.text import predicate_candidates

    span = "Visitors must be registered at the Bergen office reception."
    for claim in ("visitors need to {sq1} at the Bergen office", "visitors must {sq1} at the Bergen office"):
        # the span's predicate after its own modal, which the claim says in its own words
        assert [c.value for c in predicate_candidates(claim, "sq1", span)] == ["be registered at the Bergen office reception"]
    assert [c.value for c in predicate_candidates("visitors {sq1}", "sq1", span)] == [
        "must be registered at the Bergen office reception"]
    # the subject counted in days is the subject; another noun after it is another thing
    leave = "Up to 5 unused annual leave days can be carried over to the next year."
    assert [c.value for c in predicate_candidates("unused annual leave {sq1} at the end of the year", "sq1", leave)] == [
        "can be carried over to the next year"]
    assert predicate_candidates("the expense report {sq1}", "sq1", "The expense report form is long.") == []


def test_a_rate_is_not_said_by_a_stretch_of_its_unit() -> None:
    span = "Each boreal employee has an equipment budget of 15,000 NOK every four years."
    assert unsaid_words("15,000 NOK is the yearly equipment budget", span) == ["yearly"]  # was said by "years"
    assert "modifier" in kinds("15,000 NOK is the yearly equipment budget", span)
    yearly = "Each boreal employee has a training budget of 20,000 NOK per year."
    assert unsaid_words("20,000 NOK is the yearly training budget", yearly) == []
    assert unsaid_words("the annual report", "the report is published annually") == []


def test_a_kind_unsaid_with_the_word_that_says_which_is_a_finding() -> None:
    span = "Boreal reimburses public transport passes up to 800 NOK per month."
    claim = "800 NOK is the monthly equipment budget"
    assert "words" in kinds(claim, span, answer_noun="budget")  # neither "equipment" nor "budget": another thing
    assert "words" not in kinds(claim, "The equipment allowance is 800 NOK per month.", answer_noun="budget")
    assert "words" not in kinds("800 NOK is the monthly transport budget", span, answer_noun="budget")


def test_what_one_must_do_one_needs_to_do() -> None:
    assert unsaid_words("Visitors need to register", "Visitors must register.") == []
    assert unsaid_words("Visitors need to register", "Visitors may register.") == ["need"]


def test_a_use_is_what_the_span_says_a_thing_is_used_or_spent_on() -> None:
    from claimbound.verifier.text import use_candidates

    assert [c.value for c in use_candidates("The wellness stipend can be used for gym memberships.")] == ["gym memberships"]
    assert [c.value for c in use_candidates("The budget is spent on courses at the university.")] == ["courses"]
    assert use_candidates("Cobalt pays a wellness stipend of 50 USD per month.") == []


def test_who_provides_a_thing_is_no_number() -> None:
    span = "Acme's health insurance covers 80 percent of medical costs."
    assert [c.value for c in typed_candidates(slot_candidates(span), "insurer", span)] == []  # was "80 percent"
    # nor the organisation a question names ("Which company provides health cover at acme?" was "80 percent")
    cover = "The health insurance covers 80 percent of medical costs."
    assert typed_candidates(slot_candidates(cover), "organization", cover) == []
    named = "The health insurance provider of acme is Mutuelle Horizon."
    assert "Mutuelle Horizon" in [c.value for c in typed_candidates(slot_candidates(named), "insurer", named)]


def test_an_action_slot_takes_what_the_span_says_its_subject_does() -> None:
    from claimbound.verifier.text import predicate_candidates

    span = "The scope guard still reads the whole input, so an instruction naming another tenant stops the question."
    assert [c.value for c in predicate_candidates("the scope guard {sq1}", "sq1", span)] == ["still reads the whole input"]
    got = predicate_candidates("Marie Curie {sq1}", "sq1", "In 1898 Curie discovered polonium and radium.")
    assert [(c.value, c.kind) for c in got] == [("discovered polonium and radium", "predicate")]
    # no verb after the mention, or no mention: nothing to bind
    assert predicate_candidates("the scope guard {sq1}", "sq1", "The scope guard's design is simple.") == []
    assert predicate_candidates("the scope guard {sq1}", "sq1", "Questions are planned first.") == []
    # a subject the span does not name whole is found by its head phrase, and a measure word's noun
    heat = "In the Rankine cycle, waste heat is removed in a condenser."
    assert [c.value for c in predicate_candidates("waste heat in the Rankine cycle {sq1}", "sq1", heat)] == [
        "is removed in a condenser"]
    amazon = "Deforestation has declined significantly in the Brazilian Amazon, but it rose again."
    assert [c.value for c in predicate_candidates("the rate of deforestation in the Amazon {sq1}", "sq1", amazon)] == [
        "has declined significantly in the Brazilian Amazon"]
    assert predicate_candidates("the rate of inflation in the Amazon {sq1}", "sq1", amazon) == []
    # a closing phrase that only restates where and when the claim is set is no part of what happened
    dated = "Although deforestation has declined significantly in the Brazilian Amazon between 2004 and 2014, it rose."
    claim = "the rate of deforestation in the Amazon region of Brazil between 2004 and 2014 {sq1}"
    assert [c.value for c in predicate_candidates(claim, "sq1", dated)] == ["has declined significantly"]
    assert [c.value for c in predicate_candidates("the rate of deforestation in Brazil {sq1}", "sq1", dated)] == [
        "has declined significantly in the Brazilian Amazon between 2004 and 2014"]
    # a subject as written, numbers and all; after a plural, a plain word is its verb
    spend = "Expenses above 500 EUR require approval from a department head. Expenses of 500 EUR or less are fine."
    assert [c.value for c in predicate_candidates("expenses above 500 EUR {sq1}", "sq1", spend)] == [
        "require approval from a department head"]
    assert predicate_candidates("the expense report {sq1}", "sq1", "The expense report form is long.") == []


def test_a_measure_slot_takes_a_size_or_length_with_its_unit() -> None:
    from claimbound.verifier.text import slot_candidates, typed_candidates

    def measures(text: str) -> list[str]:
        return [c.value for c in typed_candidates(slot_candidates(text), "measure", text)]

    assert measures("Stored as fp16 safetensors (46.2 MB with tokenizer) from a 3-way model.") == ["46.2 MB"]
    assert measures("Mount Everest is 8,848 m tall and was climbed by two men in 1953.") == ["8,848 m"]
    # no number with a unit: not a rate, a count in words, or a number inside a modifier
    assert measures("The 2-vCPU machine ran 150 pairs/s in two runs.") == []
    assert measures("The army was 20,000 strong.") == ["20,000"]


def test_a_score_or_rate_slot_takes_numbers() -> None:
    from claimbound.verifier.text import slot_candidates, typed_candidates

    text = "On SciFact the LM judge reached an accuracy of 0.43, against 0.50 for this model."
    for kind in ("accuracy", "macro-f1", "score", "ratio", "temperature"):
        assert {c.kind for c in typed_candidates(slot_candidates(text), kind, text)} == {"number"}


def test_a_value_in_backticks_is_a_candidate_as_written() -> None:
    from claimbound.verifier.text import slot_candidates

    text = "Data are read from `$CLAIMBOUND_SHARED` (default `../shared`). He said ``hello'' to Bob."
    got = [(c.value, c.kind, text[c.start:c.end]) for c in slot_candidates(text) if c.kind == "code"]
    assert got == [("$CLAIMBOUND_SHARED", "code", "$CLAIMBOUND_SHARED"), ("../shared", "code", "../shared")]


def test_an_imperative_opening_a_sentence_is_no_name() -> None:
    from claimbound.verifier.text import slot_candidates

    def names(text: str) -> list[str]:
        return [c.value for c in slot_candidates(text) if c.kind in ("name", "name_group")]

    assert names("Use the --port flag. Claire approves expenses.") == ["Claire"]
    assert names("Obama said so. Beyonce rose to fame.") == ["Obama", "Beyonce"]


def test_common_word_opening_reads_lower_case_uses_in_the_text_or_title() -> None:
    from claimbound.verifier.text import common_word_opening

    text = "Remote work requires approval. Baran developed it. Employees work remotely."
    assert common_word_opening("Remote", 0, text, "Acme remote work policy")
    assert not common_word_opening("Remote", 0, text, "Acme Remote Work Policy")  # never lower case
    assert not common_word_opening("Baran", 31, text)  # a name
    assert not common_word_opening("Remote", 10, "They said Remote work is fine; remote.")  # not opening a sentence
    assert not common_word_opening("Acme Remote", 0, "Acme Remote opened; remote.")  # not a lone word
    fully = "Fully remote work requires approval from the chief people officer."
    assert common_word_opening("Fully", 0, fully)  # an adverb before a word in lower case
    assert not common_word_opening("Kelly", 0, "Kelly approves remote work.")  # a name
    assert not common_word_opening("Usually", 0, "Usually Obama said so.")  # before a name: no judgement here
    # the other number of the word, in the title or the text
    assert common_word_opening("Expenses", 0, "Expenses need receipts.", "Cobalt expense approval")
    assert common_word_opening("Policies", 0, "Policies change. Each policy is dated.")
    assert common_word_opening("Policy", 0, "Policy 7 applies to all policies.")
    assert not common_word_opening("Banks", 0, "Banks said so.", "Bankside report")  # another word, not a form of it
    assert common_word_opening("New", 0, "New cobalt employees receive a laptop.")  # an adjective, not a name
    assert not common_word_opening("New", 0, "New York is large.")  # not a lone word


def test_slashed_identifiers_are_one_candidate() -> None:
    values = [c.value for c in slot_candidates("Use openai/gpt-4o or sentence-transformers/all-MiniLM-L6-v2 at 81 "
                                               "pairs/s and/or km/h; see https://x.org/a-b.")]
    assert "openai/gpt-4o" in values and "sentence-transformers/all-MiniLM-L6-v2" in values
    assert not any("/" in v for v in values if v not in ("openai/gpt-4o", "sentence-transformers/all-MiniLM-L6-v2"))


def test_role_holders_needs_the_role_beside_the_name() -> None:
    from claimbound.verifier.text import role_holders

    text = "The head of finance, Mira Patel, met Jon Berg."
    cands = slot_candidates(text)
    got = role_holders("{sq1r} is the head of finance", "sq1r", text, cands)
    assert got is not None and [c.value for c in got] == ["Mira Patel"]
    assert role_holders("{sq1} is the capital", "sq1", text, cands) is None  # no role
    became = "In 2010 Jon Berg became the head of finance."
    got = role_holders("{sq1r} is the head of finance", "sq1r", became, slot_candidates(became))
    assert got is not None and [c.value for c in got] == ["Jon Berg"]
    assert role_holders("{sq2} is the head of finance", "sq1", text, cands) is None  # another slot
    # the role also without where it is held: "Cobalt's head of finance" for "the head of finance at cobalt"
    owned = "Cobalt's head of finance is Mira Patel."
    got = role_holders("{sq1} is the head of finance at cobalt", "sq1", owned, slot_candidates(owned))
    assert got is not None and [c.value for c in got] == ["Mira Patel"]


def test_the_body_check_reads_topic_titles_of_english_claims_only() -> None:
    from claimbound.verifier.checks import body_finding

    receipts = "Receipts must be submitted within 60 days."
    assert body_finding("{sq1} approves my expenses", receipts, "Boreal expense approval") is not None
    assert body_finding("{sq1} approves my expenses", "The director approves expenses.", "Boreal expense approval") is None
    # a title that names the claim's subject leaves the rest to the body, in its own words
    assert body_finding("Jung Eun-ji is a member of {sq2}", "She is the main vocalist of Apink.", "Jung Eun-ji") is None
    # a name of the claim in the body says something the claim says
    assert body_finding("{sq1} contributed to the Mississippi Education Reform Act",
                        "Winter is remembered for the Mississippi Education Reform Act.", "William Winter") is None
    assert body_finding("MonoDevelop目前支持的语言有{sq1}", "目前支援的语言有Python、Vala。", "MonoDevelop") is None


def test_a_slot_asking_for_a_noun_takes_the_spans_kinds_of_it() -> None:
    from claimbound.verifier.text import kind_phrases, slot_candidates, typed_candidates

    span = "Policies aiming at reducing its inequality-associated effects support economic growth."
    assert [c.value for c in kind_phrases("growth", span)] == ["economic growth"]
    assert [c.value for c in typed_candidates(slot_candidates(span), "kind of growth", span)] == ["economic growth"]
    leave = "Acme offers 20 weeks of paid parental leave. The only leave left is unpaid leave."
    # a claim word ("paid") and "only" are no kinds; a plural counts; a kind is found where it stands
    assert [c.value for c in kind_phrases("leave", leave, "{sq1} is paid at full salary")] == [
        "parental leave", "unpaid leave"]
    # a claim word that modifies another noun of the claim may be the kind's (SQuAD 2.0 "What type of ideals
    # generalize prime elements?" was answered "principal ideal")
    ideals = "Prime ideals, which generalize prime elements, are an important tool."
    assert [c.value for c in kind_phrases("ideal", ideals, "{sq1} generalize prime elements")] == ["Prime ideals"]
    found = kind_phrases("leave", leave)[0]
    assert leave[found.start : found.end] == found.value
    assert [c.value for c in kind_phrases("car", "Both petrol cars and electric cars sold.")] == ["petrol cars", "electric cars"]
    # no kind in the span, a name type or a kind word: the usual candidates
    assert kind_phrases("leave", "Staff may take leave.") == []
    film = "A short film by John Smith."
    assert "short film" not in [c.value for c in typed_candidates(slot_candidates(film), "film", film)]
    assert "short film" in [c.value for c in typed_candidates(slot_candidates(film), "kind of film", film)]
    assert kind_phrases("type", "Blood type matters.") == []
    # a kind of insurance is no bare number and comes only from a span that speaks of insurance
    staff = "Acme employs 1,200 people in Lyon."
    assert typed_candidates(slot_candidates(staff), "kind of insurance", staff) == []
    health = "The insurance provider of acme is Mutuelle Horizon, for 1,200 people."
    assert [c.value for c in typed_candidates(slot_candidates(health), "kind of insurance", health)] == ["Mutuelle Horizon"]


def test_a_slot_asking_for_a_noun_prefers_the_name_the_span_gives_as_that_noun() -> None:
    """SQuAD 2.0 "What was the name of the Florida Huguenot colony?" (was "Jean Ribault": the model entailed every name
    of the sentence alike)."""
    from claimbound.verifier.text import named_as_the_noun

    span = ("In 1564 a group of Norman Huguenots under the leadership of Jean Ribault established the small colony of "
            "Fort Caroline on the banks of the St. Johns River.")
    cands = slot_candidates(span)
    assert [c.value for c in named_as_the_noun("colony", span, cands) or []] == ["Fort Caroline"]
    assert named_as_the_noun("person", span, cands) is None  # no such noun in the span: every candidate stays
    # "of" names a place's kind only: the capital of France is not France
    paris = "Paris is the capital of France. It was a settlement called Lutetia."
    assert named_as_the_noun("capital", paris, slot_candidates(paris)) is None
    assert [c.value for c in named_as_the_noun("settlement", paris, slot_candidates(paris)) or []] == ["Lutetia"]


def test_how_often_takes_a_frequency_never_a_bare_amount() -> None:
    def often(text: str) -> list[str]:
        return [c.value for c in typed_candidates(slot_candidates(text), "frequency", text)]

    assert often("Salary bands at boreal are reviewed every October.") == ["every October"]  # a month, no date
    assert often("Acme laptops are replaced every three years.") == ["every three years"]
    assert often("The salary band for senior engineers is 850,000 to 1,000,000 NOK per year.") == []
    # how often a sum is paid: the period the sum is given for, for a claim about paying only
    stipend = "Cobalt pays a wellness stipend of 50 USD per month."
    assert [c.value for c in typed_candidates(slot_candidates(stipend), "frequency", stipend,
                                              "the wellness stipend is paid {sq1}")] == ["per month"]
    assert [c.value for c in typed_candidates(slot_candidates(stipend), "frequency", stipend,
                                              "the wellness stipend is reviewed {sq1}")] == []
    # nor a count of days ("How often can I get new equipment?" was answered "25 days", annual leave's)
    assert often("Boreal employees receive 25 days of annual leave per year.") == []


def test_a_purpose_is_no_sum_and_comes_from_a_span_about_using() -> None:
    def purpose(text: str) -> list[str]:
        return [c.value for c in typed_candidates(slot_candidates(text), "purpose", text)]

    assert purpose("Each acme employee has a training budget of 2,000 EUR per year.") == []  # nor "EUR"
    assert purpose("Training requests are submitted to the acme learning team.") == []  # no use said
    assert "Conference travel" in purpose("Conference travel is paid from the training budget.")


def test_a_form_of_be_before_the_slot_also_reads_a_modal_and_be() -> None:
    span = "The wellness stipend can be used for gym memberships."
    assert [c.value for c in aligned_candidates("the wellness stipend is used for {sq1}", "sq1", span)] == [
        "gym memberships"]


def test_a_bound_is_compared_with_amounts_of_its_unit_only() -> None:
    assert [f.check for f in run_checks("The meal allowance is higher than 70 EUR", "The meal allowance is 60 EUR.")] == [
        "threshold"]
    assert run_checks("The meal allowance is higher than 50 EUR", "The meal allowance is 60 EUR.") == []
    # a count without a unit is not compared with the span's other numbers ("97" of "97-98%")
    found = run_checks("More than 500 scientists signed it", "Of them, 97 scientists signed it.")
    assert "threshold" not in [f.check for f in found]


def test_the_same_amount_bounding_the_other_way_is_a_rule_for_other_things() -> None:
    rule = "Expenses above 500 EUR require approval from a department head."
    found = run_checks("The department head approves expenses under 500 EUR", rule)
    assert [(f.check, f.effect) for f in found] == [("threshold", "partial")]
    assert "expenses under 500 EUR" in found[0].detail and "expenses above 500 EUR" in found[0].detail
    assert kinds("Expenses of at least 500 EUR need approval", "Expenses below 500 EUR need approval.") == {
        "threshold": "partial"}
    # the same direction (strict or not), or the same bound: no finding
    assert run_checks("The department head approves expenses over 500 EUR", rule) == []
    assert "threshold" not in kinds("The direct manager approves expenses under 500 EUR",
                                    "Expenses of 500 EUR or less are approved by the direct manager.")


def test_a_rule_for_another_range_covers_the_claims_bound_only_when_it_holds_all_of_it() -> None:
    rule = "Economy class is required for flights shorter than eight hours."
    for wider in ("Economy class is required for flights shorter than ten hours",
                  "Economy class is required for flights longer than ten hours"):
        found = [f for f in run_checks(wider, rule) if f.check == "threshold"]
        assert [f.effect for f in found] == ["partial"], wider
        assert "shorter than eight hours" in found[0].detail
    assert "threshold" not in kinds("Economy class is required for flights shorter than five hours", rule)
    # a filled-in slot's value is given with the rule's condition: "Who approves expenses under 1,000 EUR?"
    assert run_checks("A department head approves expenses under 1,000 EUR",
                      "Expenses above 500 EUR require approval from a department head.", as_written=False) == []
    # an amount the span states (no bound of its own) is still a value the bound is met by, or not
    assert run_checks("The meal allowance is higher than 50 EUR", "The meal allowance is 60 EUR.") == []


@pytest.mark.parametrize(("text", "expected", "absent"), [
    ("Conference travel is paid from the training budget.", "Conference travel", None),
    ("Parking fees are not reimbursed by boreal.", "Parking fees", None),
    ("The meal allowance is 60 EUR. Remote work days must be agreed with the team lead.", "Remote work days", None),
    ("He also was a singer.", None, "He also"),  # a pronoun and an adverb: no subject phrase
    ("It was built in 1900 and Acme employees are proud of it.", None, "Acme employees"),  # not opening a sentence
])
def test_a_bare_subject_opening_its_sentence_is_a_noun_phrase_candidate(text: str, expected: str | None,
                                                                       absent: str | None) -> None:
    values = {c.value: c.kind for c in slot_candidates(text)}
    if expected is not None:
        assert values.get(expected) == "noun_phrase"
    if absent is not None:
        assert absent not in values


def test_a_kind_is_named_by_the_amount_condition_of_the_subject_that_opens_its_sentence() -> None:
    from claimbound.verifier.text import kind_phrases

    rule = "Expenses above 500 EUR require approval. Expenses of 500 EUR or less are approved by the manager."
    assert [c.value for c in kind_phrases("expense", rule)] == ["Expenses above 500 EUR", "Expenses of 500 EUR or less"]
    # a limit on what is paid is no kind of pass: only the modifier names one
    assert [c.value for c in kind_phrases("pass", "Boreal reimburses public transport passes up to 800 NOK.")] == [
        "transport passes"]


def test_a_value_where_the_claim_puts_its_slot_ends_before_an_amount_bound() -> None:
    from claimbound.verifier.text import aligned_candidates

    text = "Boreal reimburses public transport passes up to 800 NOK per month."
    assert [c.value for c in aligned_candidates("boreal reimburses {sq1}", "sq1", text)] == ["public transport passes"]


def test_a_count_of_a_unit_may_name_the_unit_after_the_words_it_counts() -> None:
    text = "Up to 5 unused annual leave days can be carried over. Staff get 3 laptops."
    assert [c.value for c in typed_candidates(slot_candidates(text), "days", text)] == ["5"]


def test_a_rate_is_a_share_or_an_amount_per_unit_never_a_stretch_of_time() -> None:
    text = "Acme offers 20 weeks of leave, paid at 100 percent of salary, and 0.45 EUR per kilometre."
    assert [c.value for c in typed_candidates(slot_candidates(text), "rate", text)] == ["100 percent", "0.45 EUR"]


@pytest.mark.parametrize(("claim", "text", "expected"), [
    ("{sq1} is required for remote work", "Remote work requires approval from the direct manager.",
     ["approval from the direct manager"]),
    ("{sq1} must be approved by the direct manager", "The direct manager approves expenses of 500 EUR or less.",
     ["expenses of 500 EUR or less"]),
    ("{sq1} is required for remote work at acme", "Remote work requires approval from the direct manager.",
     ["approval from the direct manager"]),  # the subject's own words, not the place after it
    ("{sq1} is required for remote work", "Remote work is popular.", []),  # no active verb of the claim
])
def test_a_passive_claim_finds_its_value_as_the_object_of_the_active_verb(claim: str, text: str,
                                                                          expected: list[str]) -> None:
    from claimbound.verifier.text import aligned_candidates

    assert [c.value for c in aligned_candidates(claim, "sq1", text) if c.kind == "aligned"] == expected


def test_an_aligned_value_keeps_its_thousands_separator() -> None:
    span = "The survey covered 3,000 office workers in Europe."
    assert [c.value for c in aligned_candidates("the 2024 survey covered {sq1} in Europe", "sq1", span)] == [
        "3,000 office workers"]  # was "3"


def test_a_year_dating_the_noun_before_it_answers_no_thing() -> None:
    span = "This remote work policy replaces the remote work policy of 2022."
    year = next(c for c in slot_candidates(span) if c.value == "2022")
    assert typed_candidates([year], "entity", span) == []  # "policy of 2022": the year dates the policy
    alone = "The policy was replaced in 2022."
    year = next(c for c in slot_candidates(alone) if c.value == "2022")
    assert typed_candidates([year], "entity", alone) == [year]  # a year alone stays the last resort


def test_a_value_trimmed_to_one_another_reader_found_takes_that_readers_kind() -> None:
    from claimbound.verifier.text import SlotCandidate, trim_to_slot

    span = "Acme employs 1,200 people."
    aligned = SlotCandidate(value="1,200 people", start=13, end=25, kind="aligned")
    number = SlotCandidate(value="1,200", start=13, end=18, kind="number")
    trimmed = trim_to_slot("acme employs {sq1} people", "sq1", [aligned, number])
    assert [(c.value, c.kind) for c in trimmed] == [("1,200", "number")]
    assert [c.value for c in typed_candidates(trimmed, "number", span)] == ["1,200"]  # was none: "aligned" is no number


def test_a_manner_is_the_phrase_that_says_by_what_means() -> None:
    def how(text: str) -> list[str]:
        return [c.value for c in typed_candidates(slot_candidates(text), "manner", text)]

    assert how("Broken equipment is reported through the acme IT helpdesk.") == ["through the acme IT helpdesk"]
    assert how("Conference travel is paid from the training budget.") == ["from the training budget"]
    assert how("Acme laptops are replaced every three years.") == []  # no means said: no bare name ("Acme")
    # a deadline says no means: "within 30 days" does not answer 'How do I get my expenses approved?' (how fast does)
    assert how("Security incidents must be reported within 1 hour.") == []
    assert how("Receipts must be submitted within 30 days.") == []
    assert how("Algorithms solve it in less than quadratic time.") == []  # a time is no means


def test_what_happens_is_no_group_of_people_nor_a_number() -> None:
    from claimbound.claims.plan import EVENT

    text = "Parents may instead choose 59 weeks of parental leave at 80 percent pay."
    assert [c.value for c in typed_candidates(slot_candidates(text), EVENT, text)] == []
    # nor a role ("department head happens if my hotel is above the cap"), and a plural subject's "need" ends a noun
    # phrase (was "cap need written")
    text = "Hotel bookings above the cap need written approval from a department head."
    assert "cap need written" not in [c.value for c in slot_candidates(text)]
    assert "department head" not in [c.value for c in typed_candidates(slot_candidates(text), EVENT, text)]
    assert [c.value for c in typed_candidates(slot_candidates(text), "entity", text)] != []  # as before for others


def test_what_a_thing_is_called_is_no_group_of_people_nor_an_amount() -> None:
    """"What is 80 percent pay parental leave called?" was answered "Parents" (then "59 weeks")."""
    text = "Parents may instead choose 59 weeks of parental leave at 80 percent pay."
    claim = "80 percent pay parental leave is called {sq1}"
    assert [c.value for c in typed_candidates(slot_candidates(text), "entity", text, claim)] == []
    text = "The scheme is known as the Family Leave Plan."
    assert "Family Leave Plan" in [c.value for c in typed_candidates(slot_candidates(text), "entity", text,
                                                                      "the scheme is called {sq1}")]


def test_when_a_thing_changed_is_no_year_naming_the_document_it_replaced() -> None:
    text = "This travel policy replaces the acme travel policy of 2023."
    changed = typed_candidates(slot_candidates(text), "date", text, "the travel policy changed in {sq1}")
    assert [c.value for c in changed] == []
    # nor when it came out (the 2025 policy's "published in {sq1}" against the sentence naming the one it replaced)
    out = typed_candidates(slot_candidates(text), "date", text, "the travel policy was published in {sq1}")
    assert [c.value for c in out] == []
    named = typed_candidates(slot_candidates(text), "date", text, "the travel policy was written in {sq1}")
    assert [c.value for c in named] == ["2023"]  # no change asked: as before


def test_when_a_document_came_out_is_no_hour_of_the_day() -> None:
    text = "Employees working remotely must be reachable between 10:00 and 16:00."
    out = typed_candidates(slot_candidates(text), "date", text, "the remote work policy was published in {sq1}")
    assert [c.value for c in out] == []
    # when one must be reachable is
    hours = typed_candidates(slot_candidates(text), "date", text, "I must be reachable when working remotely in {sq1}")
    assert [c.value for c in hours] == ["between 10:00 and 16:00"]


def test_a_speed_is_a_time_or_a_pace() -> None:
    def fast(text: str) -> list[str]:
        return [c.value for c in typed_candidates(slot_candidates(text), "speed", text)]

    assert fast("Algorithms solve it in less than quadratic time through dynamic programming.") == [
        "in less than quadratic time"]
    assert fast("Walls are printed at a rate of 3 metres per day in China.") == ["at a rate of 3 metres per day"]
    assert fast("Security incidents must be reported within 1 hour.") == ["within 1 hour"]
    assert fast("Broken equipment is reported through the acme IT helpdesk in 2024.") == []


def test_a_definition_is_the_predicate_of_a_sentence_opening_with_the_words() -> None:
    glossary = ("A hotel cap is the highest nightly hotel rate that is reimbursed. A meal allowance is a fixed daily "
                "amount for meals during business travel.")
    assert [c.value for c in typed_candidates(slot_candidates(glossary), "definition", glossary,
                                              "a meal allowance is {sq1}")] == [
        "a fixed daily amount for meals during business travel"]
    caps = "The hotel cap in Lyon is 150 EUR per night."
    assert typed_candidates(slot_candidates(caps), "definition", caps, "a hotel cap is {sq1}") == []  # a value
    # a name: what a sentence opening with it says it is, or the subject of a sentence that ends with it
    assert [c.value for c in typed_candidates(slot_candidates(caps), "definition", caps, "Lyon is {sq1}")] == []
    lyon = "Lyon is a city in France. Lyon is the third-largest city in France."
    assert [c.value for c in typed_candidates(slot_candidates(lyon), "definition", lyon, "Lyon is {sq1}")] == [
        "a city in France", "the third-largest city in France"]
    health = "The health insurance provider of acme is Mutuelle Horizon."
    assert [c.value for c in typed_candidates(slot_candidates(health), "definition", health,
                                              "Mutuelle Horizon is {sq1}")] == ["The health insurance provider of acme"]
    assert typed_candidates(slot_candidates(health), "definition", health, "acme is {sq1}") == []


def test_a_relative_time_answers_when() -> None:
    text = "New cobalt employees receive a laptop on their first day."
    assert [c.value for c in typed_candidates(slot_candidates(text), "date", text)] == ["on their first day"]
    assert fill_slot("new employees receive a laptop in {sq1}", "sq1", "on their first day") == (
        "new employees receive a laptop on their first day")  # the value's own preposition replaces "in"


def test_a_count_in_words_after_a_verb_is_no_modifier_swap() -> None:
    assert [f.check for f in run_checks("employees over 60 get one extra week of annual leave",
                                        "Employees over 60 receive one extra week of annual leave.")] == []


def test_an_active_claim_about_the_slot_takes_a_passive_spans_agent() -> None:
    from claimbound.verifier.text import passive_agents

    def agents(claim: str, span: str) -> list[str]:
        return [c.value for c in passive_agents(claim, "sq1", span)]

    assert agents("{sq1} manages laptops", "Cobalt laptops are managed by the IT team.") == ["IT team"]
    assert agents("{sq1} sets the state mileage rate", "The state mileage rate is set every year by the Norwegian "
                  "government.") == ["Norwegian government"]
    assert agents("{sq1} manages laptops", "Cobalt laptops are replaced by the IT team.") == []  # another verb
    assert agents("{sq1} manages laptops", "Phones are managed by the IT team.") == []  # another object
    # a leading modifier of the object that the span says elsewhere ("Norwegian", in the agent) may be left out; one
    # it does not say may not ("acme")
    assert agents("{sq1} sets the Norwegian state mileage rate", "The state mileage rate is set every year by the "
                  "Norwegian government.") == ["Norwegian government"]
    assert agents("{sq1} approves the acme travel policy", "The boreal travel policy is approved by the board.") == []
    # the asker's own thing is the policy's, one or many (was "Cobalt", the laptops' owner)
    assert agents("{sq1} manages my laptop", "Cobalt laptops are managed by the IT team.") == ["IT team"]


def test_a_passive_claim_reads_an_active_span_whose_subject_keeps_its_own_phrase() -> None:
    span = "Hotel bookings above the cap need written approval from a department head."
    assert [c.value for c in aligned_candidates("{sq1} is needed for hotel bookings above the cap", "sq1", span)] == [
        "written approval from a department head"]  # was "cap need written"


def test_open_and_closed_are_opposites() -> None:
    findings = run_checks("The Bergen office is closed from 07:00 to 19:00",
                          "The Bergen office is open from 07:00 to 19:00 on weekdays.")
    assert [(f.check, f.effect) for f in findings] == [("antonym", "reverse")]


def test_a_count_is_no_sum_and_no_number_of_something_else() -> None:
    def count(claim: str, text: str) -> list[str]:
        return [c.value for c in typed_candidates(slot_candidates(text), "number", text, claim)]

    assert count("acme has {sq1} offices", "Acme employs 1,200 people.") == []  # people, not offices
    assert count("acme has {sq1} employees", "Acme employs 1,200 people.") == ["1,200"]  # people by another name
    assert count("acme has {sq1} employees", "Each acme employee has a training budget of 2,000 EUR per year.") == []
    assert count("acme employs {sq1}", "Acme employs 1,200 people.") == ["1,200"]  # no counted noun in the claim
    # "towards" is no plural noun the number must count (was no candidate)
    assert count("boreal pays {sq1} towards my bus pass", "Boreal reimburses passes up to 800 NOK per month.") == [
        "800 NOK"]
    # the counted noun past its modifiers, on both sides (SQuAD 2.0 "How many US presidents are alumni of the
    # school?" was answered "335", of "335 Rhodes Scholars")
    alumni = ("Harvard's alumni include eight U.S. presidents, several foreign heads of state, 62 living billionaires, "
              "335 Rhodes Scholars, and 242 Marshall Scholars.")
    assert count("{sq1} US presidents are alumni of the school", alumni) == ["eight"]
    assert count("{sq1} billionaires are alumni", alumni) == ["62"]


def test_a_place_is_not_who_holds_a_role() -> None:
    def places(text: str) -> list[str]:
        return [c.value for c in typed_candidates(slot_candidates(text), "location", text, "cobalt is based in {sq1}")]

    assert places("Cobalt's head of finance is Mira Patel.") == ["Cobalt"]  # was "Cobalt is based in Mira Patel"
    assert places("Acme's chief executive is Claire Dubois.") == ["Acme"]
    assert "Austin" in places("Cobalt's headquarters is in Austin.")


def test_what_the_value_does_is_not_what_the_asker_does_with_it() -> None:
    from claimbound.verifier.checks import asker_verb_unsaid

    span = "Cobalt offers 16 weeks of paid parental leave."
    assert asker_verb_unsaid("I talk to {sq1} about my parental leave", span, 0) == "talk"  # was "Cobalt"
    assert asker_verb_unsaid("I get {sq1} of parental leave", span, 14) is None  # a light verb
    assert asker_verb_unsaid("I talk to {sq1}", "Talk to the HR team about leave.", 12) is None  # the verb is said
    assert asker_verb_unsaid("{sq1} offers parental leave", span, 0) is None  # the slot is the subject


def test_a_share_is_no_stretch_of_time() -> None:
    text = "Acme offers 20 weeks of parental leave, paid at 100 percent of base salary."
    shares = typed_candidates(slot_candidates(text), "share", text, "{sq1} of my salary is paid during parental leave")
    assert [c.value for c in shares] == ["100 percent"]


def test_the_time_one_has_to_do_a_thing_is_a_deadline() -> None:
    from claimbound.verifier.text import time_given

    def given(claim: str, text: str) -> list[str]:
        cands = typed_candidates(slot_candidates(text), "duration", text, claim)
        return [c.value for c in time_given(claim, "sq1", text, cands)]

    claim = "I have {sq1} to take parental leave"
    assert given(claim, "Parental leave can be taken within 12 months of a birth or adoption.") == ["12 months"]
    assert given(claim, "Acme offers 20 weeks of paid parental leave.") == []  # a length, no time to take it in
    assert given("I take parental leave for {sq1}", "Acme offers 20 weeks of paid parental leave.") == ["20 weeks"]


def test_a_lead_time_is_no_length_of_the_thing_unless_asked() -> None:
    """"What was parental leave before?" was "30 days" (of "must be requested 30 days in advance")."""
    from claimbound.verifier.text import lead_times_unasked

    text = "Parental leave must be requested 30 days in advance."

    def left(claim: str) -> list[str]:
        cands = typed_candidates(slot_candidates(text), "duration", text, claim)
        return [c.value for c in lead_times_unasked(claim, "sq1", text, cands)]

    assert left("{sq1} was the previous parental leave") == []
    assert left("Parental leave must be requested {sq1} in advance") == ["30 days"]
    assert left("I need to give {sq1} notice for parental leave") == ["30 days"]
    assert left("I have {sq1} to request parental leave") == ["30 days"]


def test_a_count_of_things_is_no_measure_nor_a_bound_on_them() -> None:
    """"How many employees does boreal have?" was "one extra week" (of "Employees over 60 receive one extra week of
    annual leave"); "How many offices ...?" was "from 07:00 to 19:00"."""
    from claimbound.verifier.text import counts_of_the_noun

    def left(claim: str, text: str) -> list[str]:
        cands = typed_candidates(slot_candidates(text), "number", text, claim)
        return [c.value for c in counts_of_the_noun(claim, "sq1", text, cands)]

    assert left("boreal has {sq1} employees", "Employees over 60 receive one extra week of annual leave.") == []
    assert left("boreal has {sq1} offices", "The Bergen office is open from 07:00 to 19:00 on weekdays.") == []
    assert left("acme has {sq1} employees", "Acme employs 1,200 people.") == ["1,200"]
    # a count of a measure keeps it
    assert left("I get {sq1} vacation days", "Boreal employees receive 25 days of annual leave.") == ["25 days"]
    # nor is a claim whose slot a verb follows one ("is" ends in -s too)
    assert left("{sq1} is the meal allowance", "The meal allowance for business travel is 60 EUR per day.")
    assert left("I can spend {sq1} on meals", "The meal allowance for business travel is 60 EUR per day.")
    assert left("I have {sq1} for receipts", "Receipts must be submitted within 60 days.") == ["60 days"]
    assert left("boreal pays {sq1} towards my bus pass", "Boreal reimburses passes up to 800 NOK per month.")
    # a word in -ss is no plural: "wellness money" counts nothing (was no value at all)
    assert left("we get {sq1} wellness money", "Cobalt pays a wellness stipend of 50 USD per month.") == ["50 USD"]
    # a claim asking for no number keeps every value ("{sq1} requires approval": "requires" is no counted noun)
    from claimbound.verifier.text import SlotCandidate
    from claimbound.verifier.text import counts_of_the_noun as counts
    span = "Expenses above 5,000 NOK require approval from a director."
    cands = [SlotCandidate("Expenses above 5,000 NOK", 0, 24, "noun_phrase")]
    assert counts("{sq1} requires approval from a director", "sq1", span, cands, "entity") == cands
    assert counts("{sq1} requires approval from a director", "sq1", span, cands, "number") == []


def test_what_requires_a_thing_is_what_it_is_required_for() -> None:
    from claimbound.verifier.text import passive_agents

    span = "Economy class is required for flights shorter than eight hours."
    assert [c.value for c in passive_agents("{sq1} require economy class", "sq1", span)] == [
        "flights shorter than eight hours"]
    assert passive_agents("{sq1} manages economy class", "sq1", span) == []  # "for" is an agent of need only
    founded = "The company was founded by Bill Gates in 1975."
    assert [c.value for c in passive_agents("{sq1} founded the company", "sq1", founded)] == ["Bill Gates"]
    # a modal on both sides; what is agreed with someone is agreed by them
    agreed = "Remote work days must be agreed with the team lead."
    assert [c.value for c in passive_agents("{sq1} must agree remote work days", "sq1", agreed)] == ["team lead"]
    assert passive_agents("{sq1} must approve remote work days", "sq1", agreed) == []
    approved = "Remote work must be approved by the direct manager."
    assert [c.value for c in passive_agents("{sq1} must approve remote work", "sq1", approved)] == ["direct manager"]
    assert passive_agents("{sq1} must approve remote work", "sq1", "Remote work is discussed with the team.") == []



def test_an_aligned_value_where_the_subject_head_and_verb_stand_read_as_a_whole_list() -> None:
    """"parental leave at cobalt applies to {sq1}": a span that leaves the subject's own phrase out ("Parental leave
    applies to ...") still puts the value there, and a list that closes the sentence is one value."""
    span = "Parental leave applies to birth, adoption and foster placement."
    values = [c.value for c in aligned_candidates("parental leave at cobalt applies to {sq1}", "sq1", span)]
    assert values == ["birth, adoption and foster placement"]
    assert [c.value for c in aligned_candidates("parental leave applies to {sq1}", "sq1", span)] == [
        "birth, adoption and foster placement"]
    two = "The first Huguenots sought freedom from persecution in Switzerland and the Netherlands."
    assert [c.value for c in aligned_candidates("the first Huguenots sought freedom from persecution in {sq1}", "sq1",
                                                two)] == ["Switzerland and the Netherlands"]
    # a list that goes on into another clause is not taken whole; a subject without a phrase of its own is no case
    cut = "Parental leave applies to birth, adoption and foster placement of children under 18."
    assert [c.value for c in aligned_candidates("parental leave applies to {sq1}", "sq1", cut)] == ["birth"]
    assert aligned_candidates("laptops at cobalt are managed by {sq1}", "sq1", "Laptops are bought by IT.") == []
    # a fifth word only when it closes the phrase
    cover = "Acme's health insurance covers 80 percent of medical costs."
    assert [c.value for c in aligned_candidates("health insurance covers {sq1}", "sq1", cover)] == [
        "80 percent of medical costs"]
    # or when a function word follows it; a value cut short inside an of-phrase runs on to where the phrase closes
    # (within eight words: at punctuation, before a word that ends a noun phrase or the claim's word after its slot),
    # and also keeps the words before "of"; a time of day is one word, also as a list's last item
    for claim, span, value in [
        ("health insurance covers {sq1}", "Acme's health insurance covers 80 percent of medical costs abroad.",
         ["80 percent of medical costs abroad", "80 percent"]),
        ("employees over 60 receive {sq1}", "Employees over 60 receive one extra week of annual leave.",
         ["one extra week of annual leave", "one extra week"]),
        ("acme offers {sq1}", "Acme offers 20 weeks of paid parental leave.", ["20 weeks of paid parental leave",
                                                                            "20 weeks"]),
        ("cobalt employees receive {sq1} per year", "Cobalt employees receive 20 days of paid time off per year.",
         ["20 days of paid time off", "20 days"]),
        ("acme offers {sq1}", "Acme offers 20 weeks of paid parental leave to the parents of a newborn.",
         ["20 weeks of paid parental leave", "20 weeks"]),
        ("acme offers {sq1}", "Acme offers 20 weeks of paid parental leave benefits under the agreement.",
         ["20 weeks of paid parental leave benefits", "20 weeks"]),  # a preposition closes it
        ("acme offers {sq1}", "Acme offers 20 weeks of fully paid parental leave benefit coverage.",
         ["20 weeks"]),  # runs on past eight words: the words before "of" only
        ("boreal employees receive {sq1}", "Boreal employees receive 25 days of annual leave per year.",
         ["25 days of annual leave"]),
        ("cobalt pays {sq1}", "Cobalt pays a wellness stipend of 50 USD per month.", ["wellness stipend of 50 USD"]),
        ("employees working remotely must be {sq1}", "Employees working remotely must be reachable between 10:00 and "
         "16:00.", ["reachable between 10:00 and 16:00"]),
    ]:
        assert [c.value for c in aligned_candidates(claim, "sq1", span)] == value


@pytest.mark.parametrize(("claim", "span", "effect"), [
    ("I can work remotely every day", "Acme employees may work remotely up to 2 days per week.", "reverse"),
    ("I can work remotely every day", "Employees may work remotely at most four days a week.", "reverse"),
    ("I can work remotely every day", "Employees may work remotely up to 5 days per week.", None),  # decides nothing
    ("I can work remotely every day", "Employees working remotely must be reachable between 10:00 and 16:00.",
     "unsaid"),
    ("I can work remotely daily", "Employees may work remotely every day.", None),
    ("I can work remotely every day", "Employees must spend at least one day per week in the office.", "unsaid"),
    ("The stipend is paid every month", "Cobalt pays a wellness stipend of 50 USD per month.", None),
    ("The daily meal allowance in Japan is 1,000 NOK", "| Japan | 1,000 NOK | 2,100 NOK |", None),  # an adjective
])
def test_every_day_against_a_bound_per_week_or_no_frequency(claim: str, span: str, effect: str | None) -> None:
    found = [f for f in run_checks(claim, span) if f.check == "frequency"]
    assert [f.effect for f in found] == ([effect] if effect else [])


@pytest.mark.parametrize(("claim", "span", "found"), [
    ("the wellness stipend per year is 50 USD", "Cobalt pays a wellness stipend of 50 USD per month.", True),
    ("I can get 1,000 NOK a month", "Boreal reimburses public transport passes up to 800 NOK per month.", False),
    ("the daily meal allowance is 700 NOK", "The meal allowance for business travel is 700 NOK per day.", False),
    ("Acme employees receive 27 days of annual leave per year", "Acme employees receive 27 days of leave.", False),
    ("the hotel cap in Paris is 220 EUR a night", "The hotel cap in Paris is 220 EUR per night annually.", False),
])
def test_a_rate_per_another_period_is_partial(claim: str, span: str, found: bool) -> None:
    assert any(f.check == "period" and f.effect == "partial" for f in run_checks(claim, span)) is found


def test_full_pay_and_100_percent_are_read_in_the_spans_terms() -> None:
    from claimbound.verifier.base import _in_span_terms

    hundred = "Parental leave is paid at 100 percent of base salary."
    assert _in_span_terms("Parental leave is paid at full salary", hundred) == (
        "Parental leave is paid at 100 percent of salary")
    assert _in_span_terms("Parental leave is paid in full", hundred) == "Parental leave is paid at 100 percent"
    assert _in_span_terms("Parental leave is fully paid", hundred) == "Parental leave is paid at 100 percent"
    assert _in_span_terms("Parental leave is fully paid", "Parental leave is paid in March.") == (
        "Parental leave is fully paid")
    full = "Boreal offers 49 weeks of parental leave at full pay."
    assert _in_span_terms("parental leave at 100 percent pay is 49 weeks long", full) == (
        "parental leave at full pay is 49 weeks long")
    assert _in_span_terms("Parental leave is paid at full salary", full) == "Parental leave is paid at full salary"
    assert _in_span_terms("The bill was paid in full", "The bill was paid in March.") == "The bill was paid in full"
    # full pay against another share of pay: 100 percent, which the number check holds against it ("Can I take 59
    # weeks of parental leave at full pay?" was a conflict: the model entailed the 80 percent span)
    eighty = "Parents may instead choose 59 weeks of parental leave at 80 percent pay."
    assert _in_span_terms("I can take 59 weeks of parental leave at full pay", eighty) == (
        "I can take 59 weeks of parental leave at 100 percent pay")
    assert kinds("I can take 59 weeks of parental leave at 100 percent pay", eighty)["number"] == "contradict"


def test_an_amount_within_the_one_granted_says_nothing_of_what_else_the_claim_asks_of_it() -> None:
    """"Can I take 4 holidays in a row?" was answered "No": the model read "27 days of annual leave per year" as
    refuting "4 days of annual leave in a row". The amount is granted; "in a row" the span does not speak of."""
    leave = "Acme employees receive 27 days of annual leave per year."
    permitted = [f for f in run_checks("I can take 4 days of annual leave in a row", leave, missing_words=0)
                 if f.check == "permitted"]
    assert [(f.effect, f.elsewhere) for f in permitted] == [("partial", True)]
    assert run_checks("I can take 4 days of annual leave", leave, missing_words=0) == []
    # words before the amount say what is spent, which the span's rule covers
    assert run_checks("I can book a hotel in Paris for 200 EUR a night", "The hotel cap in Paris is 220 EUR per night.",
                      missing_words=0) == []


def test_an_amount_against_the_spans_one_limit() -> None:
    """"up to 800 NOK per month": 1,000 NOK is refused in the span's own words (reverse: a contradiction where the
    model read the span as stating the claim); 500 NOK is no other value but one the limit allows, judged with the
    span's limit in its place."""
    from claimbound.verifier.base import _within_limit

    span = "Boreal reimburses public transport passes up to 800 NOK per month."
    over = [f for f in run_checks("I can get 1,000 NOK a month for my transport pass", span, missing_words=0)]
    assert [(f.check, f.effect) for f in over] == [("threshold", "reverse")]
    assert run_checks("I can get 500 NOK a month for my transport pass", span, missing_words=0) == []
    assert _within_limit("I can get 500 NOK a month for my transport pass", span) == (
        "I can get up to 800 NOK a month for my transport pass", "500 NOK is within the span's limit 'up to 800 NOK'")
    assert _within_limit("I can get 1,000 NOK a month for my transport pass", span) is None
    # an amount that is the limit's own value is no amount within it ("Is the remote work limit still 2 days?" was
    # "Yes": 2 days within "up to 3 days")
    remote = "Boreal employees may work remotely up to 3 days per week."
    assert _within_limit("The remote work limit is 2 days", remote) is None
    assert _within_limit("The maximum in boreal is still 2 days", remote) is None
    assert _within_limit("I can work remotely 2 days", remote) is not None
    # a cap named by a noun is no limit the span words as one: the number check sees another value beyond it, and
    # an amount within it asked leave for ("I can book ... for 200 EUR", six words after "can") as the amount granted
    paris = "The hotel cap in Paris is 220 EUR per night."
    assert [f.check for f in run_checks("I can book a hotel in Paris for 250 EUR a night", paris, missing_words=0)] == [
        "number"]
    assert run_checks("I can book a hotel in Paris for 200 EUR a night", paris, missing_words=0) == []
    assert [f.check for f in run_checks("The hotel in Paris is 200 EUR a night", paris, missing_words=0)] == [
        "number"]


def test_an_amount_against_a_limit_counted_in_its_unit() -> None:
    """"Up to 5 unused annual leave days can be carried over": the limit has no unit of its own but counts days, so
    7 days carried over is refused in the span's own words, as against a limit with a unit (was "7 days not in
    span", and the question abstained). Only for what the span says: taking 25 days of leave is no carrying over
    (the claim's one word besides a light verb must be the span's), and a bound the claim sets is compared as
    before."""
    span = "Up to 5 unused annual leave days can be carried over to the next year."
    over = run_checks("I can carry over 7 days", span, missing_words=0)
    assert [(f.check, f.effect) for f in over] == [("threshold", "reverse")]
    assert run_checks("I can carry over 4 days", span, missing_words=0) == []
    for claim in ("I can take 25 days of annual leave", "I can carry over more than 3 days",
                  "I can carry over 7 weeks"):  # (another unit: not this limit)
        assert "threshold" not in [f.check for f in run_checks(claim, span, missing_words=0)], claim


def test_a_group_of_people_where_the_claim_puts_its_slot_answers_who() -> None:
    text = "Cobalt employees may work remotely up to 4 days per week."
    claim = "{sq1} may work remotely up to 4 days per week"
    cands = aligned_candidates(claim, "sq1", text) + slot_candidates(text)
    assert [c.value for c in typed_candidates(cands, "person", text, claim)] == ["Cobalt employees"]
    # the group does not stand for a claim whose words after the slot the span does not say; the name inside it
    # ("Boreal" of "Boreal employees") says whose employees, and answers nothing alone
    other = "Boreal employees may work remotely up to 3 days per week."
    agree = "{sq1} must agree remote work days"
    assert typed_candidates(aligned_candidates(agree, "sq1", other) + slot_candidates(other), "person", other,
                            agree) == []
    # a name before anything but a word for people still answers
    named = "Claire Dubois approves remote work requests."
    assert [c.value for c in typed_candidates(slot_candidates(named), "person", named, "{sq1} approves requests")] == [
        "Claire Dubois"]


def test_who_does_something_to_the_claims_subject_is_no_object_of_its_verb() -> None:
    from claimbound.verifier.text import span_agent_starts

    claim = "the wellness stipend covers {sq1}"
    text = "Cobalt pays a wellness stipend of 50 USD per month."
    starts = span_agent_starts(claim, "sq1", text)
    assert 0 in starts  # "Cobalt" pays the stipend
    assert text.index("50 USD") in starts  # the stipend's own amount
    # across a passive, the sentence's subject is what the stipend covers
    passive = "Gym memberships are covered by the wellness stipend."
    assert 0 not in span_agent_starts(claim, "sq1", passive)
    # a preposition before the slot is no verb: "Africa" stays
    coast = "the Canarian islands are off the coast of {sq1}"
    assert span_agent_starts(coast, "sq1", "They lie off the coast of Africa.") == frozenset()


def test_an_amounts_currency_code_is_no_value_by_itself() -> None:
    text = "Cobalt pays a wellness stipend of 50 USD per month."
    values = [c.value for c in typed_candidates(slot_candidates(text), "entity", text, "the stipend covers {sq1}")]
    assert "USD" not in values
    assert "USD" in [c.value for c in typed_candidates(slot_candidates(text), "currency", text, "{sq1} is used")]


def test_a_passive_with_an_irregular_participle_and_words_before_by() -> None:
    text = "The state mileage rate is set every year by the Norwegian government."
    claim = "the Norwegian government sets {sq1}"
    assert "state mileage rate" in [c.value for c in aligned_candidates(claim, "sq1", text)]


def test_what_a_subject_reports_is_its_that_clause() -> None:
    text = "A 2024 survey found that hybrid employees work remotely 2.5 days per week on average. It covered Europe."
    values = [c.value for c in aligned_candidates("the 2024 survey found {sq1}", "sq1", text)]
    assert values == ["hybrid employees work remotely 2.5 days per week on average"]
    # someone else's finding is not the survey's
    other = "A 2023 study found that remote work saves time."
    assert aligned_candidates("the 2024 survey found {sq1}", "sq1", other) == []
    # a topic after the slot must be named in the clause
    assert [c.value for c in aligned_candidates("the survey found {sq1} about hybrid employees", "sq1", text)] == [
        "hybrid employees work remotely 2.5 days per week on average"]
    assert aligned_candidates("the survey found {sq1} about office workers", "sq1", text) == []


def test_a_group_of_people_with_words_of_its_own_answers_who() -> None:
    for text, claim, group in (
            ("Employees over 60 receive one extra week of annual leave.", "{sq1} receives one extra week of annual leave",
             "Employees over 60"),
            ("Employees working remotely must be reachable between 10:00 and 16:00.",
             "{sq1} must be reachable between 10:00 and 16:00", "Employees working remotely"),
            # after the claim's words before its slot
            ("These rates apply to public employees.", "these rates apply to {sq1}", "public employees")):
        cands = aligned_candidates(claim, "sq1", text) + slot_candidates(text)
        assert [c.value for c in typed_candidates(cands, "person", text, claim)] == [group]


def test_a_function_word_opening_a_sentence_is_no_name() -> None:
    from claimbound.verifier.text import common_word_opening

    text = "Up to 5 unused annual leave days can be carried over to the next year."
    assert common_word_opening("Up", 0, text)
    assert not common_word_opening("Acme", 0, "Acme employs 1,200 people.")


def test_the_context_after_a_slot_may_hold_a_run_of_function_words() -> None:
    """"{sq1} can be carried over to the next year": five words hold one content word ("carried"), so the context
    runs on (up to eight words) to the second; the value stands before the span's copy of it."""
    text = "Up to 5 unused annual leave days can be carried over to the next year."
    values = [c.value for c in aligned_candidates("{sq1} can be carried over to the next year", "sq1", text)]
    assert values == ["Up to 5 unused annual leave days", "unused annual leave days"]
    assert aligned_candidates("{sq1} can be carried over to the next year", "sq1", "Laptops can be carried on.") == []
    # words to the claim's end: three or more with one content word place the value; fewer do not
    values = [c.value for c in aligned_candidates("{sq1} can be carried over", "sq1", text)]
    assert values == ["Up to 5 unused annual leave days", "unused annual leave days"]
    assert aligned_candidates("{sq1} is carried", "sq1", "Up to 5 days is carried.") == []


def test_a_name_between_an_article_and_a_noun_answers_no_who() -> None:
    """"at the Bergen office reception" says where or whose, so "Who can register visitors?" finds no one there."""
    text = "Visitors must be registered at the Bergen office reception."
    cands = slot_candidates(text)
    assert "Bergen" in [c.value for c in cands]
    assert "Bergen" not in [c.value for c in typed_candidates(cands, "person", text, "{sq1} can register visitors")]
    named = "Claire Dubois registers visitors at the Acme office reception."
    kept = typed_candidates(slot_candidates(named), "person", named, "{sq1} registers visitors")
    assert [c.value for c in kept] == ["Claire Dubois"]
    titled = "The Prime Minister resigned."  # an article but no preposition of place: a title, kept
    assert [c.value for c in typed_candidates(slot_candidates(titled), "person", titled)] == ["Prime Minister"]


def test_a_finding_about_a_topic_is_answered_by_a_reported_clause_only() -> None:
    from claimbound.verifier.text import finding_about, reported_clauses

    claim = "the 2024 survey found {sq1} about office workers"
    assert finding_about(claim, "sq1")
    assert not finding_about("the 2024 survey found {sq1}", "sq1")  # no topic: an object may answer it
    assert not finding_about("the survey covered {sq1} about office workers", "sq1")  # no verb of finding
    assert reported_clauses(claim, "sq1", "The survey covered 3,000 office workers in Europe.") == []
    found = reported_clauses(claim, "sq1", "A 2024 survey found that office workers work remotely 2 days a week.")
    assert [c.value for c in found] == ["office workers work remotely 2 days a week"]


def test_which_things_takes_the_phrase_an_amount_bounds_not_the_amount() -> None:
    text = "Economy class is required for flights shorter than eight hours."
    got = typed_candidates(slot_candidates(text, limit=99), "flight", text, "{sq1} must be booked in economy class")
    values = [c.value for c in got]
    assert values[0] == "flights shorter than eight hours" and "eight hours" not in values
    # a span without such a phrase keeps what it has
    plain = "Flights are booked through the portal."
    assert "eight hours" not in [c.value for c in typed_candidates(slot_candidates(plain, limit=99), "flight", plain)]


def test_a_negated_verb_denies_its_predicate_of_the_subject_before_it() -> None:
    span = "Unused training budget does not carry over to the next year."
    # the claim's verb is another ("rolls" / "carry"): its subject stands before the negated auxiliary
    assert kinds("Unused training budget rolls over", span) == {"negation": "reverse"}
    assert kinds("Parking is paid by boreal", "Boreal does not pay for parking.") == {"negation": "reverse"}
    # a negated verb whose subject the claim does not name says nothing about it, nor one in a relative clause, nor
    # one whose subject holds only a word of the claim's predicate
    assert run_checks("The policy covers staff", "The policy covers staff. Contractors do not qualify.") == []
    assert "negation" not in kinds("Medications have unwanted side effects",
                                   "Drugs were withdrawn due to adverse effects that were not fully appreciated.")
    assert "negation" not in kinds("TLR signaling is involved in the pathogenesis of MDS",
                                   "The role of TLRs in lung cancer pathogenesis is not clarified.")
    # nor one whose subject is another clause's ("... and 666 were not": 666's, not PDA's)
    span = "847 were screened for PDA and 666 were not."
    assert "negation" not in kinds("Early PDA screening increases in-hospital mortality", span)
    assert kinds("PDA screening increases mortality", "PDA screening does not increase mortality.") == {
        "negation": "reverse"}
    # the negated verb's subject must end in the claim's subject's head noun, not merely share a modifier with it
    assert "negation" not in kinds("Unused paid time off can be paid out", span_budget := (
        "Unused training budget does not carry over to the next year."))
    assert kinds("Unused training budget can roll over", span_budget) == {"negation": "reverse"}
    assert kinds("Employees on probation may take holidays", "Employees on probation cannot take leave.") == {
        "negation": "reverse"}
    assert kinds("Paid time off rolls over", "Paid time off does not carry over.") == {"negation": "reverse"}


def test_a_modifier_against_the_indefinite_noun_is_unsaid() -> None:
    # "an office" is any office, not the head office; "headquarters" says "head office" in a word
    assert kinds("Oslo is boreal's head office", "Boreal has an office in Oslo.") == {"modifier": "partial"}
    assert run_checks("Bergen is boreal's head office", "Boreal's headquarters is in Bergen.") == []
    assert run_checks("Oslo is boreal's office", "Boreal has an office in Oslo.") == []
    # a verb before the noun is no modifier ("get laptop" for "get a laptop")
    assert run_checks("New cobalt employees get laptop on their first day",
                      "New cobalt employees receive a laptop on their first day.") == []


def test_a_hyphenated_modifier_said_as_separate_words_is_no_swap() -> None:
    span = "Acme mileage: The mileage rate in Germany is 0.30 EUR per kilometre."
    assert "modifier" not in kinds("0.30 EUR is the per-kilometre mileage rate in Germany", span)
    assert "modifier" in kinds("0.30 EUR is the boreal mileage rate in Germany", span)


def test_an_identifier_is_no_quantity() -> None:
    claim = "I call {sq1} to report a security incident"
    hotline = "The cobalt incident response hotline is extension 4455."
    deadline = "Security incidents must be reported within 1 hour."
    assert [c.value for c in typed_candidates(slot_candidates(hotline), "identifier", hotline, claim)] == ["4455"]
    assert "1 hour" not in [c.value for c in typed_candidates(slot_candidates(deadline), "identifier", deadline, claim)]
    assert typed_candidates(slot_candidates("It costs 40 USD."), "identifier", "It costs 40 USD.", claim) == []


def test_a_superlative_the_span_ranks_after_an_ordinal_is_contradicted() -> None:
    span = "Lyon is the third-largest city in France."
    assert kinds("Lyon is the largest city in France", span, missing_words=0) == {"rank": "reverse"}  # type: ignore[arg-type]
    assert run_checks("Lyon is the third-largest city in France", span) == []
    assert kinds("Oslo is the most populous city", "Oslo is the second most populous city in Norway.") == {
        "rank": "reverse"}
    assert run_checks("Oslo is the most populous city", "Oslo is the most populous city in Norway.") == []


def test_a_claim_that_holds_wholly_needs_the_span_to_say_so() -> None:
    assert kinds("Cobalt employees can work fully remotely",
                 "Cobalt employees may work remotely up to 4 days per week.") == {"degree": "partial"}
    # a form of the word is enough ("full" for "fully")
    assert run_checks("Boreal offers 49 weeks of fully paid parental leave",
                      "Boreal offers 49 weeks of parental leave at full pay.") == []


def test_a_value_of_a_neighbouring_kind_is_partial() -> None:
    """"What is acme's health insurance coverage?" was answered with the insurer ("Mutuelle Horizon"): the span names
    a provider where the claim asks for coverage."""
    open_claim = "{sq1} is acme's health insurance coverage"
    found = run_checks("Mutuelle Horizon is acme's health insurance coverage",
                       "The health insurance provider of acme is Mutuelle Horizon.", open_claim=open_claim,
                       answer_noun="coverage")
    assert [(f.check, f.effect) for f in found] == [("kind", "partial")]
    assert "'health insurance provider'" in found[0].detail
    # the kind said in another form ("covers"), or no other noun after the claim's words: no finding
    assert not run_checks("80 percent is acme's health insurance coverage",
                          "Acme's health insurance covers 80 percent of medical costs.", open_claim=open_claim,
                          answer_noun="coverage")
    assert not [f for f in run_checks("80 percent is acme's health insurance coverage", "Health insurance: 80 percent.",
                                      open_claim=open_claim, answer_noun="coverage") if f.check == "kind"]
    # another amount's noun is the claim's in other words, and a participle no noun (were partial: "What's the hotel
    # limit in Paris?" abstained; a MuSiQue bridge lost "Japan" of "the debt held by the public")
    for value, rest, span, noun in (("220 EUR", "is the hotel limit in Paris", "The hotel cap in Paris is 220 EUR.",
                                     "limit"),
                                    ("Japan", "is the debt load", "45% of the debt held by the public is Japan's.",
                                     "load")):
        assert not [f for f in run_checks(f"{value} {rest}", span, open_claim=f"{{sq1}} {rest}", answer_noun=noun)
                    if f.check == "kind"]


def test_a_span_whose_subject_is_the_claims_object_does_not_state_the_claim() -> None:
    survey = "The survey covered 3,000 office workers in Europe."
    found = run_checks("Europe covered the hybrid work survey", survey)
    assert [(f.check, f.effect) for f in found] == [("subject", "partial")]
    assert "'the survey covered'" in found[0].detail
    assert kinds("Smith founded the company", "The company founded a lab in 1990.") == {"subject": "partial"}
    # the verb in another form (was "The old parental leave policy offered Cobalt", fully supported)
    assert kinds("The old parental leave policy offered Cobalt", "Cobalt offers 12 weeks of paid parental leave.") \
        .get("subject") == "partial"
    # the claim's own subject before the verb, a passive on either side, or a participle with "by": no reversal
    assert "subject" not in kinds("The survey covered office workers", survey)
    assert "subject" not in kinds("Acme covered the hybrid work survey", "The hybrid work survey was covered by Acme.")
    assert "subject" not in kinds("Spielberg directed Jaws", "Jaws directed by Spielberg was a hit.")
    assert "subject" not in kinds("The survey was covered by Europe", survey)


def test_denying_a_covering_verb_of_another_thing_does_not_refute_the_claim() -> None:
    claim = "Boreal reimburses taxi fares"
    # passive (its subject is the verb's object) and active denials of another thing: no negation of the claim
    for span in ("Parking fees are not reimbursed by boreal.", "Boreal does not reimburse parking fees.",
                 "Commuting support: parking fees are never reimbursed."):
        found = [f for f in run_checks(claim, span) if f.check != "words"]
        assert [(f.check, f.effect, f.elsewhere) for f in found] == [("object", "partial", True)], span
        assert "'parking fees'" in found[0].detail.lower() and "'taxi fares'" in found[0].detail
    assert kinds("The wellness stipend can be used for massages",
                 "The wellness stipend cannot be used for gym memberships.") == {"object": "partial"}
    # the claim's own object denied, in either voice: the negation refutes it
    for span in ("Taxi fares are not reimbursed by boreal.", "Boreal does not reimburse taxi fares."):
        assert kinds(claim, span).get("negation") == "reverse", span
    # another verb denied, or a negated claim: the negation check's business
    assert "object" not in kinds(claim, "Parking fees are not allowed on site.")
    assert "object" not in kinds("Boreal does not reimburse taxi fares", "Parking fees are not reimbursed.")


def test_another_thing_a_subject_covers_or_may_be_used_for_does_not_rule_out_the_claims() -> None:
    stipend = "The wellness stipend can be used for gym memberships."
    found = run_checks("The wellness stipend can be used for massages", stipend)
    assert [(f.check, f.effect, f.elsewhere) for f in found] == [("object", "partial", True)]
    assert "'gym memberships'" in found[0].detail and "'massages'" in found[0].detail
    health = "Acme's health insurance covers 80 percent of medical costs."
    assert kinds("Acme's health insurance covers dental care", health, missing_words=0) == {"object": "partial"}
    # the same thing, in another form, or said of it with a negation: not this check's business
    assert "object" not in kinds("Acme's health insurance covers medical costs", health)
    assert "object" not in kinds("The wellness stipend can be used for gym membership", stipend)
    assert "object" not in kinds("The wellness stipend can be used for gym memberships",
                                 "The wellness stipend cannot be used for gym memberships.")
    # a passive of another sense ("covered by The Verge") is no such verb
    assert "object" not in kinds("The case was covered by The Verge", "This week, we cover Google's hardware event.")


def test_a_role_names_one_holder_unless_relative_or_any_of_its_kind() -> None:
    from claimbound.verifier import names_one_holder

    assert names_one_holder("head of finance", ["Expenses above 1,000 USD require approval from the "])
    assert names_one_holder("chief people officer", ["Fully remote work requires approval from the "])
    assert names_one_holder("manager of the team", [])  # a manager of something named is one person
    for role in ("direct manager", "the direct manager", "team lead", "manager", "line manager"):
        assert not names_one_holder(role, ["approved by the "]), role
    assert not names_one_holder("department head", ["Expenses above 500 EUR require approval from a "])
    # any span naming it as the one: one holder to look up
    assert names_one_holder("director", ["approval from a ", "The board appointed the "])
    # a body of people answers "who" itself: no one person to look up
    for body in ("acme learning team", "the review board", "board of directors", "the IT helpdesk"):
        assert not names_one_holder(body, ["Training requests are submitted to the "]), body


def test_an_office_is_no_headquarters() -> None:
    office = "Cobalt has an office in New York."
    found = run_checks("Cobalt is headquartered in New York", office, missing_words=0)
    assert [(f.check, f.effect) for f in found] == [("modifier", "partial")]
    assert "'headquartered'" in found[0].detail and "'office'" in found[0].detail
    assert kinds("Acme has its head office in Paris", "Acme has offices in Paris and Berlin.",
                 missing_words=0) == {"modifier": "partial"}
    # the span names the seat too, or names no establishment, or the claim names none
    assert run_checks("Cobalt is headquartered in Austin", "Cobalt's headquarters is in Austin.", missing_words=0) == []
    assert "modifier" not in kinds("Acme is headquartered in Lyon", "Acme, a firm in Lyon, makes tools.",
                                   missing_words=0)
    assert run_checks("Cobalt has an office in New York", office, missing_words=0) == []
    # "based in" names the seat too (was "Acme is based in Paris" entailed by "Acme has offices in Paris and Berlin")
    assert kinds("Acme is based in Paris", "Acme has offices in Paris and Berlin.", missing_words=0) == {
        "modifier": "partial"}
    assert "modifier" not in kinds("The film is based on a novel", "The studio has offices in Paris.", missing_words=0)


def test_a_change_is_read_as_a_replacement_against_a_span_that_states_one() -> None:
    from claimbound.verifier.base import _in_span_terms

    replaces = "This travel policy replaces the acme travel policy of 2023."
    assert _in_span_terms("The travel policy has changed", replaces) == "The travel policy has been replaced"
    assert _in_span_terms("The travel policies have been updated", replaces) == "The travel policies have been replaced"
    assert _in_span_terms("The travel policy was revised", replaces) == "The travel policy was replaced"
    # a span that replaces something else, or states no replacement, leaves the claim as written
    assert _in_span_terms("The expense policy has changed", replaces) == "The expense policy has changed"
    assert _in_span_terms("The travel policy has changed", "The travel policy applies to acme employees.") == (
        "The travel policy has changed")
    assert _in_span_terms("The travel policy changed its scope", replaces) == "The travel policy changed its scope"


@pytest.mark.parametrize(("claim", "span", "found"), [
    ("I can book travel through a travel agency", "Travel must be booked through the acme travel portal.", True),
    ("Travel can be booked through a travel agency", "Travel must be booked through the acme travel portal.", True),
    ("Claims may be filed via email", "Claims can only be filed via the HR system.", True),
    # the same way (by its head noun), another thing done, another preposition, a negated claim: no finding
    ("You can book travel through the travel portal", "Travel must be booked through the acme travel portal.", False),
    ("I can book hotels through a travel agency", "Travel must be booked through the acme travel portal.", False),
    ("I can book travel with a corporate card", "Travel must be booked through the acme travel portal.", False),
    ("I cannot book travel through a travel agency", "Travel must be booked through the acme travel portal.", False),
    ("I can book travel through a travel agency", "Travel can be booked through the acme travel portal.", False),
    # outside (other than) the very way the rule requires (was "Can I book travel outside the portal?" -> "Yes")
    ("I can book travel outside the portal", "Travel must be booked through the acme travel portal.", True),
    ("I can book travel other than through the portal", "Travel must be booked through the acme travel portal.", True),
    ("I can book travel outside the HR system", "Travel must be booked through the acme travel portal.", False),
    ("I cannot book travel outside the portal", "Travel must be booked through the acme travel portal.", False),
])
def test_a_rule_that_requires_another_way_reverses_a_claim_that_one_way_is_allowed(claim: str, span: str,
                                                                                  found: bool) -> None:
    assert any(f.check == "means" and f.effect == "reverse" for f in run_checks(claim, span)) is found


def test_a_claim_word_said_only_inside_the_filled_in_value_is_not_said_by_the_span() -> None:
    from claimbound.verifier.checks import value_only_words

    span = "Remote work days must be agreed with the team lead."
    start = span.index("team lead")
    assert value_only_words("{sq1} leads boreal", span, start, start + len("team lead"), "Boreal remote work policy") \
        == ["lead"]
    other = "Boreal's chief executive is Ingrid Solberg."
    at = other.index("Ingrid")
    assert value_only_words("{sq1} leads boreal", other, at, at + len("Ingrid Solberg")) == []
    # a word the span says outside the value too is said
    both = "The team lead leads the team; ask the team lead."
    at = both.rindex("team lead")
    assert value_only_words("{sq1} leads the team", both, at, at + len("team lead")) == []
    # a quantity's unit is the kind of value the claim asks for ("How many remote days ...")
    two = "Acme employees may work 2 remote days per week."
    at = two.index("2 remote days")
    assert value_only_words("{sq1} remote days per week are allowed", two, at, at + len("2 remote days")) == []
    # a noun after a determiner names the kind of value, which the value may end with
    played = "He played nine seasons in Oklahoma City before signing with Golden State in 2016."
    at = played.index("Oklahoma City")
    assert value_only_words("{sq1} is the city Kevin Durant played for", played, at, at + len("Oklahoma City")) == []


def test_a_phrase_is_named_only_when_its_words_stand_together() -> None:
    from claimbound.verifier.checks import names_phrase

    glossary = "Policy glossary: A meal allowance is a fixed daily amount for meals during business travel."
    assert not names_phrase("The travel policy", glossary)
    assert names_phrase("The travel policy", "Acme travel policy: This travel policy applies to acme employees.")
    assert names_phrase("The travel policies", "Travel policy: ...")
    assert names_phrase("the", glossary)  # no content word: nothing to name


@pytest.mark.parametrize(("claim", "span", "found"), [
    ("Cobalt manages the IT team", "Cobalt laptops are managed by the IT team.", True),
    ("Cancer causes smoking", "Cancer is caused by smoking.", True),
    # the roles as the span gives them, or an agent that names the claim's subject too
    ("The IT team manages Cobalt laptops", "Cobalt laptops are managed by the IT team.", False),
    ("Smoking causes cancer", "Cancer is caused by smoking.", False),
    ("Protein X binds protein Y", "Protein X is bound by protein Y.", False),
])
def test_a_passive_whose_agent_is_the_claims_object_is_partial(claim: str, span: str, found: bool) -> None:
    assert any(f.check == "subject" and "agent" in f.detail for f in run_checks(claim, span)) is found


def test_an_equative_slot_takes_the_amount_the_span_gives_of_its_noun() -> None:
    """'{sq1} is the paid parental leave' against 'Cobalt offers 16 weeks of paid parental leave.': the amount of the
    leave, not the company beside it; a claim that is no equation, or an amount of another noun, keeps the name."""
    from claimbound.verifier.text import slot_candidates, typed_candidates

    def values(text: str, claim: str, answer_type: str = "leave") -> list[str]:
        return [c.value for c in typed_candidates(slot_candidates(text), answer_type, text, claim)]

    text = "Cobalt offers 16 weeks of paid parental leave."
    assert values(text, "{sq1} is the paid parental leave") == ["16 weeks"]
    assert values("Acme employees receive 27 days of annual leave per year.", "{sq1} is the annual leave") == ["27 days"]
    assert values(text, "{sq1} offers the paid parental leave") == ["Cobalt"]  # not an equation
    assert values("Cobalt offers 16 weeks of unpaid sabbatical.", "{sq1} is the paid parental leave") == ["Cobalt"]
    assert values("Cobalt offers 16 of its staff paid parental leave.", "{sq1} is the paid parental leave") == [
        "Cobalt"]  # a bare number is no amount of the leave


def test_a_closing_time_is_the_end_of_the_opening_hours() -> None:
    """"At what time does the Bergen office close?" against "open from 07:00 to 19:00": the range's end is the
    closing time (a candidate, and no antonym of "open"), its start is none; the start is the opening time. The model
    alone entailed "opens at 19:00" (0.94) and the antonym check refuted "closes at 19:00"."""
    from claimbound.verifier.text import asks_hour, clock_minutes, closing_times

    span = "The Bergen office is open from 07:00 to 19:00 on weekdays."
    assert asks_hour("the Bergen office closes at {sq1}", "sq1") == "close"
    assert asks_hour("it opens at {sq1}", "sq1") == "open"
    assert asks_hour("the Bergen office is closed in {sq1}", "sq1") is None  # a state: weekends, holidays, nights
    assert asks_hour("the Admiral Twin opened in {sq1}", "sq1") is None  # when it was first opened: a date
    assert asks_hour("the Bergen office is open in {sq1}", "sq1") is None  # "When is it open?": its hours
    cands = closing_times("the Bergen office closes at {sq1}", "sq1", span, slot_candidates(span))
    assert [(c.value, span[c.start:c.end]) for c in cands if c.kind == "number"] == [("19:00", "19:00")]
    # "What time does the Bergen office open?" was answered "from 07:00 to 19:00": the range's start
    cands = closing_times("the Bergen office opens at {sq1}", "sq1", span, slot_candidates(span))
    assert [(c.value, span[c.start:c.end]) for c in cands if c.kind == "number"] == [("07:00", "07:00")]
    assert slot_candidates(span)[0].value == "from 07:00 to 19:00"  # other claims keep the whole range
    assert [clock_minutes(t) for t in ("19:00", "7 pm", "9:30 a.m.", "12 am", "1999", "7")] == [1140, 1140, 570, 0, None, None]

    def checks(claim: str) -> list[tuple[str, str]]:
        return [(f.check, f.effect) for f in run_checks(claim, span) if f.check in ("hours", "antonym")]

    assert checks("The Bergen office closes at 19:00") == []
    assert checks("The Bergen office closes at 7 pm") == []
    assert checks("The Bergen office closes at 07:00") == [("antonym", "reverse"), ("hours", "reverse")]
    assert checks("The Bergen office opens at 07:00") == []
    assert checks("The Bergen office opens at 19:00") == [("hours", "reverse")]
    assert checks("The Bergen office closes at 12:00") == [("antonym", "reverse")]  # neither end: as before


def test_a_place_the_claim_leaves_out_is_not_the_spans_case() -> None:
    """"What's the hotel cap outside Paris?" was answered "220 EUR" from "The hotel cap in Paris is 220 EUR"."""
    def places(claim: str, span: str = "The hotel cap in Paris is 220 EUR per night.") -> list[str]:
        return [f.effect for f in run_checks(claim, span) if f.check == "place"]

    assert places("The hotel cap outside Paris is 220 EUR per night") == ["partial"]
    assert places("The hotel cap outside Austin and New York is 350 USD",
                  "The hotel cap in New York is 350 USD per night.") == ["partial"]
    assert places("The hotel cap outside Lyon is 220 EUR per night") == []  # Paris is outside Lyon
    assert places("The hotel cap in Paris is 220 EUR per night") == []


def test_all_day_is_refuted_by_a_range_of_hours() -> None:
    """"Do I need to be reachable all day when remote?" was answered "Yes" from "must be reachable between 10:00 and
    16:00" (the model entailed it, 0.67)."""
    span = "Employees working remotely must be reachable between 10:00 and 16:00."

    def hours(claim: str, against: str = span) -> list[tuple[str, str]]:
        return [(f.check, f.effect) for f in run_checks(claim, against) if f.check == "hours"]

    assert hours("I need to be reachable all day when remote") == [("hours", "reverse")]
    assert hours("Remote workers must be reachable at all times") == [("hours", "reverse")]
    assert hours("I need to be reachable between 10:00 and 16:00") == []  # the range itself
    assert hours("I need to be reachable all day", "Employees must be reachable by phone.") == []  # no hours given
    assert hours("The helpdesk is open 24/7", "The helpdesk is open from 00:00 to 00:00.") == []  # the whole day


def test_a_name_inside_a_quoted_title_answers_no_who() -> None:
    span = ('Smithers first appeared in the episode "Homer\'s Odyssey", although his voice could be heard in the series '
            'premiere "Simpsons Roasting on an Open Fire".')
    claim = "{sq1} makes his first appearance in Homer's Odyssey"
    assert [c.value for c in typed_candidates(slot_candidates(span), "person", span, claim)] == ["Smithers"]
    # a quoted remark is no title: the names in it still answer
    remark = 'Critics said "Taylor Swift is the best singer alive" after the show.'
    assert "Taylor Swift" in [c.value for c in typed_candidates(slot_candidates(remark), "person", remark,
                                                                 "{sq1} is the best singer")]


@pytest.mark.parametrize(
    ("open_claim", "span", "value", "unsaid"),
    [
        ("{sq2} is the spouse of Larry Karaszewski",
         "Big Eyes is a 2014 film written by Scott Alexander and Larry Karaszewski and starring Christoph Waltz.",
         "Christoph Waltz", ["spouse"]),
        ("Cal Air International dissolved in {sq2}",
         "Novair International Airways was formed on 7 December 1988 following the acquisition of Cal Air "
         "International by the Rank Organisation.", "7 December 1988", ["dissolved"]),
        ("Steven Blankaart was born in {sq1}", "Steven Blankaart (24 October 1650, Middelburg - 23 February 1704, "
                                               "Amsterdam) was a Dutch physician.", "Amsterdam", ["born"]),
        ("the Treaty of Amsterdam was created in {sq1}", "In 1997 the Social Chapter joined the Treaty of Amsterdam.",
         "1997", ["created"]),
        # an irregular past tense is no verb to first_verb_at: the whole claim is read
        ("East Asia fell in {sq2}", "2018 Winter Olympics: It was the first of three consecutive Olympic Games to be "
                                    "held in East Asia, preceding Tokyo 2020 and Beijing 2022.", "2022", ["fell"]),
        # the value's own words lend the claim none
        ("{sq1} was Hero of Alexandria's nationality", "The first steam engine was the aeolipile described by Hero "
                                                        "of Alexandria.", "aeolipile described", ["nationality"]),
        # a short claim with a two-word name is no title-case headline: its slot is no capitalised word
        ("Warner Sinback offered {sq1}", "In 1965, at the instigation of Warner Sinback, a data network was designed "
                                         "to facilitate a computer time-sharing service.",
         "computer time-sharing service", ["offered"]),
        ("{sq2} directed Maximum Overdrive", "Maximum Overdrive: The film stars Emilio Estevez, Pat Hingle, Laura "
                                             "Harrington, and Yeardley Smith.", "Laura Harrington", ["directed"]),
        # a country is where a thing was made only before the thing's noun
        ("{sq1} produced Fist Power", "Fist Power: The film was released in Hong Kong theatres on 21 January 2000.",
         "Hong Kong", ["produced"]),
        # who is in charge of a country is its leader "of" it; a president of another country is not
        ("{sq2} was in charge of Somalia", "She was nominated as the Ambassador of the United States to Somalia by "
                                           "U.S. President Barack Obama.", "Barack Obama", ["charge"]),
        # a country is a citizenship where the span says its adjective
        ("Henrik Ibsen was a citizen of {sq2}", "Henrik Ibsen's play was first performed in Stockholm, Sweden.",
         "Sweden", ["citizen"]),
        # Chinese: the claim's words besides its names, single characters included (字, a courtesy name)
        ("魏玩的字是{sq1}", "魏玩: 自幼博览群书，以诗词见长，嫁曾巩弟曾布为妻。", "曾巩", ["字"]),
        ("马飚毕业于{sq1}", "马飚: 高考制度恢复后，于1978年考入中央民族学院政治系政治经济学专业学习。", "中央民族学院", ["毕业"]),
        # a title in 《》 is a name, whatever words it is made of (鳄鱼泪 is no word the span shares of the relation)
        ("《鳄鱼泪》是{sq1}主演的", "鳄鱼泪: 同名主题曲《鳄鱼泪》，由袁丽嫦原唱，并由黄霑作曲及填词。", "袁丽嫦", ["主演"]),
        # a name jieba cuts into characters (六, 耳, 铃) is no word of the relation, though the title says them
        ("六耳铃分布在{sq1}", "六耳铃: 台湾从平地到海拔1,500公尺山区皆有机会发现，算是常见的种类。", "山区", ["分布"]),
        ("教堂的建筑风格是{sq1}", "底特律第一长老会教堂: 乔治·梅森设计的第一长老会教堂模仿了亨利·霍布森·理查森设计的波士顿三一教堂。",
         "霍布森", ["建筑风格"]),
    ],
)
def test_a_filled_in_claim_whose_only_own_words_the_span_lacks_is_unsaid(open_claim: str, span: str, value: str,
                                                                         unsaid: list[str]) -> None:
    """One absent word is a paraphrase only when the span says something else the claim says: a span sharing just the
    names states nothing of the relation (the model entailed each of the first three above 0.9 in a MuSiQue run)."""
    assert relation_unsaid(open_claim, span, value) == unsaid


@pytest.mark.parametrize(
    ("open_claim", "span", "value"),
    [
        ("Ceelmakoile is located in {sq1}", "Ceelmakoile is a town in the central Hiran region of Somalia.", "Somalia"),
        ("{sq1} is the author of Brand", "Brand is a play by the Norwegian playwright Henrik Ibsen.", "Henrik Ibsen"),
        ("{sq1} is the spouse of Lil Hardin", "Lil Hardin was the second wife of Louis Armstrong.", "Louis Armstrong"),
        ("The Dandy Warhols was founded in {sq1}", "The Dandy Warhols are a rock band formed in Portland in 1994.",
         "1994"),
        ("{sq1} was Hero of Alexandria's nationality", "... the aeolipile described by Greek mathematician Hero of "
                                                        "Alexandria.", "Greek"),
        ("{sq1} Stop Transmission Of COVID-19 From People", "Surgical masks stop transmission from people.",
         "Surgical Masks"),
        ("the Treaty of Amsterdam was created in {sq1}", "The Social Chapter is a chapter of the 1997 Treaty of "
                                                         "Amsterdam.", "1997"),
        ("{sq1} is the birthplace of Francis Magalona", "Born in Mandaluyong City, he was the first Filipino rapper.",
         "Mandaluyong City"),
        ("{sq1} released Han Vodka", "Han Vodka is an 80 proof vodka from Korea made from barley.", "Korea"),
        ("{sq1} produced Fist Power", "Fist Power is a 2000 Hong Kong action film directed by Aman Chang.",
         "Hong Kong"),
        ("{sq2} was in charge of Somalia", "On 10 September 2012, parliament elected Hassan Sheikh Mohamud as the new "
                                           "President of Somalia.", "Hassan Sheikh Mohamud"),
        ("Dyrrachium fell to the Normans in {sq1}", "The city's garrison resisted until February 1082, when "
                                                    "Dyrrachium was betrayed to the Normans.", "February 1082"),
        ("Henrik Ibsen was a citizen of {sq2}", "Brand is a play by the Norwegian playwright Henrik Ibsen.", "Norway"),
        ("魏玩的字是{sq1}", "魏玩: 魏玩，字玉汝，北宋女词人。", "玉汝"),
        # a compound by its parts, a word by its stem
        ("兰比尔的身高体重是{sq1}", "比尔·兰比尔: 兰比尔身高2米11，体重118公斤。", "118公斤"),
        ("软枝黄蝉的原生地在{sq1}", "黄蝉: 原生于巴西，现广植于热带地区。", "巴西"),
        ("the Bergen office is in {sq1}", "Bergen: Bergen is on the west coast of Norway.", "west coast of Norway"),
        # after a name cut into characters, a word of two by either of them right beside the value
        ("怡良最初在{sq1}任职", "怡良: 怡良最初在刑部任笔帖式，后升为员外郎。", "刑部"),
        ("六十进制发源于{sq1}", "六十进制: 六十进制是以60为基数的进位制，源于公元前三千年的苏美人。", "公元前三千年的苏美人"),
    ],
)
def test_a_relation_said_by_a_preposition_a_synonym_by_or_the_value_is_said(open_claim: str, span: str,
                                                                             value: str) -> None:
    assert relation_unsaid(open_claim, span, value) == []


def test_a_birth_name_is_no_place_and_a_name_with_accents_is_the_claims_name() -> None:
    """'Akinoshū Kenji (born 17 January 1969 as Kenji Imada) ...' gave the birth name as Akinoshu Kenji's birthplace
    (entailed at 0.94), and the page's own name written with its macron stood as a value of its own."""
    from claimbound.verifier.text import restates

    span = "Akinoshū Kenji (born 17 January 1969 as Kenji Imada) is a former sumo wrestler from Hiroshima, Japan."
    places = [c.value for c in typed_candidates(slot_candidates(span), "location", span,
                                                "{sq1} is the birthplace of Akinoshu Kenji")]
    assert "Kenji Imada" not in places and "Hiroshima" in places
    assert "Kenji Imada" in [c.value for c in typed_candidates(slot_candidates(span), "person", span,
                                                               "{sq1} is the birth name of Akinoshu Kenji")]
    assert restates("{sq1} is the birthplace of Akinoshu Kenji", "Akinoshū Kenji")
    assert restates("{sq1} is one of the largest music schools in Krakow", "Kraków")
    # Chinese has no spaces: a value inside the claim's own words restates them
    assert restates("碧海蓝天的用途是{sq1}", "蓝天") and not restates("碧海蓝天的用途是{sq1}", "住宅")


def test_a_name_joined_by_of_the_or_for_the_is_one_name() -> None:
    """'the Society for the Exploration of Psychotherapy Integration' was cut at "for the" into "Society" and
    "Exploration of Psychotherapy Integration", which bound as the journal's publisher."""
    society = ("The journal is published on behalf of the Society for the Exploration of Psychotherapy Integration.")
    values = [c.value for c in slot_candidates(society)]
    assert "Society for the Exploration of Psychotherapy Integration" in values
    assert "Exploration of Psychotherapy Integration" not in values
    bank = [(c.value, c.kind) for c in slot_candidates("The Bank of the Philippine Islands is in Manila.")]
    assert ("Bank of the Philippine Islands", "name") in bank and ("Philippine Islands", "place_part") in bank
    assert [(c.value, c.kind) for c in slot_candidates("Paris and the Louvre are old.")] == [
        ("Paris", "name"), ("Louvre", "name"), ("Paris and the Louvre", "name_group")]  # two names, and their group
    # only after a word that such a name ends with: a person of a band, a firm for a console stay two names
    assert "John Lennon" in [c.value for c in slot_candidates("She married John Lennon of the Beatles.")]
    assert "Realtime Associates" in [c.value for c in slot_candidates(
        "It was developed by Realtime Associates for the Nintendo Entertainment System.")]
    # a connector a sentence-initial word leaves first goes with it
    assert [c.value for c in slot_candidates("As for the All Blacks, they lost.")] == ["All Blacks"]


def test_a_nationality_or_a_band_role_is_no_organisation_and_a_band_role_of_it_makes_a_member() -> None:
    """'the main vocalist of the South Korean girl group Apink' gave "South Korean" as the group Jung Eun-ji is a member
    of (entailed at 0.96)."""
    span = "Jung Eun-ji: She is best known as the main vocalist of the South Korean girl group Apink."
    claim = "Jung Eun-ji is a member of {sq2}"
    groups = [c.value for c in typed_candidates(slot_candidates(span), "organization", span, claim)]
    assert "Apink" in groups and "South Korean" not in groups and "main vocalist" not in groups
    assert relation_unsaid(claim, span, "Apink") == []
    # a singer of no named group is no member of one
    assert relation_unsaid("Marian Gold is a member of {sq1}", "United is the Second solo album by German singer "
                                                                 "Marian Gold.", "Second") == ["member"]


@pytest.mark.parametrize(("claim", "span", "definition"), [
    ("梧桐树协议是{sq1}", "梧桐树协议（Buttonwood Agreement），是美国纽约市24家股票经纪商订立的协议。此后……",
     "美国纽约市24家股票经纪商订立的协议"),
    ("西班牙语言是{sq1}", "<br>西班牙语言（lenguas de España）指的在西班牙使用或曾经使用的语言。", "在西班牙使用或曾经使用的语言"),
    ("内台航路是{sq1}", "内台航路，或称内台航线，是台湾日治时期连结日本内地与台湾的海运航线。", "台湾日治时期连结日本内地与台湾的海运航线"),
    ("赤痢变形虫是{sq1}", "它很常见。溶组织内阿米巴，赤痢变形虫（Entamoeba histolytica）是一种厌氧的原生动物。",
     "一种厌氧的原生动物"),
])
def test_a_chinese_definition_is_the_rest_of_the_sentence_the_term_opens(claim: str, span: str, definition: str) -> None:
    """'什么是梧桐树协议？' bound "下来" as what the agreement is (CMRC 2018)."""
    assert [c.value for c in typed_candidates(slot_candidates(span), "definition", span, claim)] == [definition]


def test_a_chinese_sentence_that_does_not_open_with_the_term_defines_nothing() -> None:
    span = "许多人认为放线菌酮是好的。"
    assert typed_candidates(slot_candidates(span), "definition", span, "放线菌酮是{sq1}") == []


def test_a_hyphen_the_text_spaces_joins_a_name() -> None:
    """MuSiQue's tokenised Wikipedia text spaces hyphens: "another B - 29" gave "B" as the kind of plane that dropped
    the bomb, and "Catherine Zeta - Jones" was two names."""
    values = [c.value for c in slot_candidates("A bomb was dropped by another B - 29 on Nagasaki.")]
    assert "B - 29" in values and "B" not in values
    assert "Catherine Zeta - Jones" in [c.value for c in slot_candidates("It starred Catherine Zeta - Jones.")]
    assert "Guinea - Bissau" in [c.value for c in slot_candidates("He was born in Guinea - Bissau in 1950.")]
    # a number after a longer name is a score or a count, no model number
    assert [c.value for c in slot_candidates("Scores were Paris - 3, London - 2.")][-2:] == ["Paris", "London"]


def test_a_players_role_for_a_team_says_it_is_his_team_and_one_team_is_no_group() -> None:
    """'{sq1} is the team of Peter Bonetti' was held at 0.5 against "a former football goalkeeper for Chelsea, ...,
    Dundee United and England" for want of "team", and bound the group "Dundee United and England" (MuSiQue)."""
    span = ("Peter Bonetti is a former football goalkeeper for Chelsea, the St. Louis Stars, Dundee United and "
            "England.")
    claim = "{sq1} is the team of Peter Bonetti"
    assert relation_unsaid(claim, span, "Chelsea") == [] and relation_unsaid(claim, span, "Dundee United") == []
    assert relation_unsaid(claim, "Peter Bonetti was born in Putney, London.", "Putney") == ["team"]
    assert relation_unsaid(claim, "Peter Bonetti voted for Labour.", "Labour") == ["team"]  # no player's role
    teams = [c.value for c in typed_candidates(slot_candidates(span), "organization", span, claim)]
    assert "Dundee United" in teams and "Dundee United and England" not in teams
    # several teams asked: the group stays
    assert "Dundee United and England" in [c.value for c in typed_candidates(
        slot_candidates(span), "organization", span, "{sq1} are the teams of Peter Bonetti")]


def test_who_is_never_a_building_a_numbered_part_or_an_opening_adverb() -> None:
    """'{sq2} played by the Houston Astros' bound "Minute Maid Park", then "Game" (of "Game 3"), then "Exactly"
    (opening "Exactly two weeks later ...") as who the Astros played."""
    span = ("Exactly two weeks later, the Houston Astros lost to the Chicago White Sox in Game 3 of the 2005 "
            "Series, played at Minute Maid Park.")
    values = [c.value for c in typed_candidates(slot_candidates(span), "person", span)]
    assert "Chicago White Sox" in values  # no name modifying a noun: "in" is none
    assert not {"Minute Maid Park", "Game"} & set(values)
    assert common_word_opening("Exactly", 0, span)  # an adverb capitalised for the sentence
    # a city before a year stays a city
    olympics = "It preceded Tokyo 2020 and Beijing 2022."
    assert {"Tokyo", "Beijing"} <= {c.value for c in typed_candidates(slot_candidates(olympics), "city", olympics)}


def test_a_claim_with_a_long_name_and_a_verb_in_lower_case_is_no_headline() -> None:
    """"Lewis S. Eaton donated {sq1}" read as a title-case headline (three capitals of four words), so neither the
    relation nor the entity check looked at it, and "Friant Dam" bound at level 1 from a span that says nothing of
    donating (SQuAD 2.0, unanswerable)."""
    span = "When complete, the Lewis S. Eaton trail system will cover 22 miles between Highway 99 and Friant Dam."
    assert relation_unsaid("Lewis S. Eaton donated {sq1}", span, "Friant Dam") == ["donated"]
    assert any(f.check == "entity" for f in run_checks("Lover Come Back contained Rock Hudson",
                                                       "Rock Hudson starred in Pillow Talk."))
    # a real headline keeps its capitals for words: no names to look for
    assert not [f for f in run_checks("Surgical Masks Stop Transmission Of COVID-19 From People",
                                      "Surgical masks stop transmission from people.") if f.check == "entity"]
    # "starring" is a form of "stars"
    assert relation_unsaid("{sq2} stars Morgan Freeman", "Last Vegas is a 2013 film starring Morgan Freeman.",
                           "Last Vegas") == []


@pytest.mark.parametrize(("claim", "span", "reasons"), [
    ("卫英崎{sq1}要参与地下格斗", "经常在市井庙街鬼混的卫英崎，为了给妈妈阿彩过更好的日子，误信损友而被骗了三十万。",
     ["为了给妈妈阿彩过更好的日子"]),
    ("耶利米{sq1}被称作「流泪的先知」", "耶利米被称作流泪的先知，因为他明知犹太人离弃上帝后，所注定的悲哀命运。",
     ["因为他明知犹太人离弃上帝后"]),
    ("兰比尔因{sq1}而闻名", "兰比尔因身为活塞队的打手而闻名。", ["身为活塞队的打手"]),  # the claim says 因 and 而闻名
    ("A{sq1}B", "价格便宜，所以人们喜欢它。", ["价格便宜"]),
    ("卫英崎{sq1}要参与地下格斗", "卫英崎经常在市井庙街鬼混。", []),  # no reason given: nothing answers why
])
def test_a_chinese_why_takes_only_a_clause_given_as_a_reason(claim: str, span: str, reasons: list[str]) -> None:
    """'卫英崎为什么要参与地下格斗？' bound "鬼混", a word of the sentence, as the reason (CMRC 2018)."""
    assert [c.value for c in typed_candidates(slot_candidates(span), "reason", span, claim)] == reasons


def test_a_possessor_is_no_value_of_a_thing_it_owns() -> None:
    """"based on Kemney's work" bound "Kemney" as what Warner Sinback offered: the name owns the thing. A place or an
    organisation slot keeps it ("Norway's major anniversary" says Norway)."""
    text = "He decided that a time-sharing system, based on Kemney's work at Dartmouth, could be profitable."
    cands = slot_candidates(text)
    assert "Kemney" in [c.value for c in cands]
    assert "Kemney" not in [c.value for c in typed_candidates(cands, "entity", text)]
    assert "Kemney" not in [c.value for c in typed_candidates(cands, "approach", text)]
    assert "Kemney" in [c.value for c in typed_candidates(cands, "organization", text)]
    other = "The 2006 Ibsen Year, Norway's major anniversary of Henrik Ibsen, was produced by the ministry."
    assert "Norway" in [c.value for c in typed_candidates(slot_candidates(other), "country", other)]
    film = "The name comes from Spielberg's Jaws, a film."  # a possessor before a name is part of it
    assert "Spielberg's Jaws" in [c.value for c in typed_candidates(slot_candidates(film), "film", film)]


def test_a_noun_phrase_that_runs_into_a_name_keeps_its_own_noun() -> None:
    """"one of the daughters of former King of Thebes" gave "daughters of former"; "the current King of Thebes" gave
    "current": a phrase cut at a capital is the noun before its of-phrase, and a lone word before a name is none."""
    text = "Antigone, one of the daughters of former King of Thebes, defies Creon, the current King of Thebes."
    phrases = [c.value for c in slot_candidates(text) if c.kind == "noun_phrase"]
    assert "daughters" in phrases and "daughters of former" not in phrases and "current" not in phrases
    assert "amount of resources" in [c.value for c in slot_candidates("It needs the amount of resources we have.")]


@pytest.mark.parametrize(("text", "answer_type", "claim", "kept", "dropped"), [
    ("Damerjog is a village in eastern Djibouti, north of the border with Somalia.", "country",
     "{sq1} is the country of Damerjog", "Djibouti", "Somalia"),
    ("Johnnycake is located on U.S. Route 52 north of Iaeger in McDowell County.", "county",
     "Johnnycake, West Virginia is located in {sq1}", "McDowell County", "Iaeger"),  # a name in the claim says nothing
    ("Baure is a town in Nigeria, sharing a border with the Republic of Niger.", "country",
     "Baure is located in {sq1}", "Nigeria", "Republic of Niger"),
    ("Baure is a Local Government Area in Katsina State, Nigeria, sharing a border with the Republic of Niger.",
     "country", "Baure is located in {sq1}", "Nigeria", "Niger"),  # nor any part of a neighbour's name
])
def test_a_neighbouring_place_is_not_where_a_thing_is(text: str, answer_type: str, claim: str, kept: str,
                                                      dropped: str) -> None:
    """A place after "north of", "border with", "near" lies beside the thing: no value of where it is."""
    values = [c.value for c in typed_candidates(slot_candidates(text), answer_type, text, claim)]
    assert kept in values and dropped not in values


def test_a_claim_that_asks_for_a_neighbour_keeps_it() -> None:
    text = "Damerjog is a village in eastern Djibouti, north of the border with Somalia."
    assert "Somalia" in [c.value for c in typed_candidates(slot_candidates(text), "country", text,
                                                            "Damerjog lies near the border with {sq1}")]


def test_a_chinese_neighbour_is_not_where_a_place_is() -> None:
    """"西与安沙镇交界" bound 安沙镇 as where 路口镇 lies; a place after 西邻 / 南连 (and the rest of its list) or inside
    "与 ... 接壤 / 交界 / 为邻" is a neighbour."""
    text = "路口镇北与青山铺镇和高桥镇接壤，南连春花镇、果园镇，西与安沙镇交界。路口镇位于湖南省长沙县东北部。"
    values = [c.value for c in typed_candidates(slot_candidates(text), "location", text, "路口镇位于{sq1}")]
    assert "湖南省长沙县" in values
    assert not {"青山铺镇", "高桥镇", "果园镇", "安沙镇"} & set(values)


def test_chinese_person_and_place_slots_skip_times_and_foreign_names() -> None:
    """"十九世纪" bound as who wrote a book, "Eric Gordon" (the player's own name, glossed) as where he plays."""
    text = "《越南亡国史》的作者潘佩珠，为十九世纪晚期、二十世纪早期的越南革命家。"
    who = [c.value for c in typed_candidates(slot_candidates(text), "person", text, "《越南亡国史》的作者是{sq1}")]
    assert "潘佩珠" in who and "十九世纪" not in who
    text = "小艾瑞克·高登（Eric Gordon, Jr.，），美国职业篮球运动员，现效力于休士顿火箭。"
    where = [c.value for c in typed_candidates(slot_candidates(text), "location", text, "小艾瑞克·高登现效力于{sq1}")]
    assert "Eric Gordon" not in where and "Jr" not in where and "艾瑞克" not in where and "休士顿" in where
    text = "高英是北魏宣武帝的皇后。"  # a dynasty is no time of the calendar: it may answer whose
    assert "北魏" in [c.value for c in typed_candidates(slot_candidates(text), "person", text, "高英是{sq1}的皇后")]
    # an occupation ("革命家") is nobody's name, nor the claim's own subject with a character glued on by the tagger
    # ("高英立" of "七月高英立为皇后")
    text = "《越南亡国史》的作者潘佩珠，为十九世纪晚期、二十世纪早期的越南革命家。"
    assert [c.value for c in typed_candidates(slot_candidates(text), "person", text, "《越南亡国史》的作者是{sq1}")] \
        == ["潘佩珠"]
    text = "七月高英立为皇后，备受宠爱。"
    assert [c.value for c in typed_candidates(slot_candidates(text), "person", text, "高英是{sq1}的皇后")] == []


@pytest.mark.parametrize(("claim", "text", "value"), [
    ("Harvard ended its early admission program because of {sq1}",
     "Harvard College ended its early admissions program in 2007 as the program was believed to disadvantage "
     "low-income applicants, yet for the class of 2016 an Early Action program was reintroduced.",
     "as the program was believed to disadvantage low-income applicants"),
    ("the small lakes are emptied before winter because of {sq1}",
     "Only a few are permanent – the majority are emptied before winter to clean them of plants and sediments.",
     "to clean them of plants and sediments"),
    ("the lawyer was told he could not continue because of {sq1}",
     "He was told he could not continue because Dutch law said only residents could give legal advice.",
     "because Dutch law said only residents could give legal advice"),
    ("the game was cancelled because of {sq1}", "The game was cancelled because of heavy rain.", "heavy rain"),
])
def test_an_english_why_slot_takes_the_reason_the_span_gives(claim: str, text: str, value: str) -> None:
    """A why-slot took any name or phrase ("Early Action" for why Harvard ended its early admission program)."""
    values = [c.value for c in typed_candidates(slot_candidates(text), "reason", text, claim)]
    assert values == [value]


def test_an_english_why_slot_takes_nothing_that_is_no_reason() -> None:
    text = ("He has lived there since 1990, and since the Middle Ages. It was known as the best team of its time. He served as the president who "
            "was elected. Routing a packet requires the node to look up the connection id in a table.")
    assert typed_candidates(slot_candidates(text), "reason", text, "the node is required to look up because of {sq1}") == []


def test_a_reason_with_its_own_connective_replaces_because_of() -> None:
    from claimbound.claims.plan import fill_refs
    claim = "the lakes are emptied before winter because of {sq1}"
    assert fill_refs(claim, {"sq1": "to clean them"}) == "the lakes are emptied before winter to clean them"
    assert fill_refs(claim, {"sq1": "as the ice damages them"}) == "the lakes are emptied before winter as the ice damages them"
    assert fill_refs(claim, {"sq1": "heavy rain"}) == "the lakes are emptied before winter because of heavy rain"


@pytest.mark.parametrize(("text", "numbers"), [
    ("东关街是一条街道，全长1122米，宽约5米。", ["1122", "5"]), ("人口398人", ["398"]), ("花期1-3月", ["1", "3"]),
    ("abc123 and x7", []),  # the digits of a Latin word are none
])
def test_a_number_glued_to_chinese_text_is_a_candidate(text: str, numbers: list[str]) -> None:
    """"全长1122米" offered no number: the pattern wanted no word character before it, and a Chinese one is one."""
    assert [c.value for c in slot_candidates(text) if c.kind == "number"] == numbers


@pytest.mark.parametrize(("text", "answer_type", "expected"), [
    ("2013年1月5日，辞去四川省长职务。", "date", ["2013年1月5日"]),  # was "5"
    ("香港岛专线小巴35M线是香港一条专线。", "date", []),  # a route's number is no date
    ("濑户内隐遁生活，10年后43岁时去世。", "date", []),  # a count of years is no date
    ("累计停在约12万张。", "number", ["12万"]), ("耗资5亿日圆。", "number", ["5亿"]),  # 万 / 亿 stay; 日圆 is yen
    ("主跑道是08/26，长1,980米。", "measure", ["1,980"]),  # a length, with its unit, before a runway's number
    ("在市中心有10所王家的复合式建筑。", "entity", []),  # a bare number is no thing
    ("2013年1月5日，辞去。", "number", []),  # a date is no count
])
def test_chinese_dates_amounts_and_measures(text: str, answer_type: str, expected: list[str]) -> None:
    assert [c.value for c in typed_candidates(slot_candidates(text), answer_type, text, "X是{sq1}")] == expected


def test_a_road_is_no_county_or_city() -> None:
    """With "Iaeger" (north of it) gone, "U.S. Route" bound as Johnnycake's county; a where-slot may still take it."""
    text = "Johnnycake is located on U.S. Route 52 north of Iaeger."
    claim = "Johnnycake, West Virginia is located in {sq1}"
    assert "U.S. Route" not in [c.value for c in typed_candidates(slot_candidates(text), "county", text, claim)]
    assert "U.S. Route" in [c.value for c in typed_candidates(slot_candidates(text), "location", text, claim)]


def test_an_english_number_beside_a_quoted_chinese_name_keeps_the_english_rules() -> None:
    """"Shoushi Li (授時暦) ... was disseminated in 1281": the span holds Chinese characters, but 1281 stands in English
    text, so a date slot takes it (the Chinese date rule had left nothing)."""
    text = "His calendar, the Shoushi Li (授時暦), was disseminated in 1281 as the official calendar of the Yuan dynasty."
    assert [c.value for c in typed_candidates(slot_candidates(text), "date", text, "X began in {sq1}")] == ["1281"]


@pytest.mark.parametrize(("claim", "answer_type", "text", "value"), [
    ("四泉圣嘉禄堂是由{sq1}设计的", "person",
     "四泉圣嘉禄堂是一座位于意大利罗马的天主教教堂，由建筑师博罗米尼设计，修建于1638年至1641年。", "博罗米尼"),
    ("蒋巨峰是{sq1}加入中国共产党的", "date", "浙江诸暨人，1981年7月参加工作，1982年7月加入中国共产党。", "1982年7月"),
    ("桃园市立大溪高级中学位于{sq1}", "location", "简称大溪高中，位于桃园市大溪区，由桃园县立大汉国民中学改制。",
     "桃园市大溪区"),  # the whole of what stands there first (:func:`_aligned_zh`), then the tagger's "桃园市大溪"
])
def test_a_chinese_value_at_the_claims_place_comes_before_the_spans_other_names(claim: str, answer_type: str,
                                                                                 text: str, value: str) -> None:
    """"由建筑师博罗米尼设计" bound 天主教 as who designed the church: in Chinese, a value right after the span's copy of
    the claim's words before the slot (a title may come between) or right before its copy of the words after it is
    the one the claim asks for."""
    from claimbound.claims.models import Claim, Span
    from claimbound.verifier import LexicalVerifier
    c = Claim(id="c1", text=claim, sub_question_id="sq1", slot="sq1", answer_type=answer_type)
    s = Span(span_id="d#0", doc_id="d", start=0, end=len(text), text=text)
    assert [x.value for x in LexicalVerifier()._all_candidates(c, "sq1", s)][0] == value


def test_a_chinese_claim_keeps_every_candidate_when_none_stands_at_its_place() -> None:
    from claimbound.verifier.text import anchored_values
    text = "文化大革命期间，马飚中学毕业后，在广西柳州钢铁厂当工人。"
    cands = slot_candidates(text)
    assert anchored_values("马飚毕业于{sq1}", "sq1", text, cands) is None
    assert anchored_values("the team is based in {sq1}", "sq1", "It is based in Oslo.", cands) is None


def test_a_chinese_place_slot_takes_no_name_after_a_persons_title() -> None:
    """"时任县长朱立伦期盼..." bound 朱立伦 as where a school is."""
    text = "时任县长朱立伦期盼大溪高中能成为一所具竞争力和特色的公立高中。"
    assert "朱立伦" not in [c.value for c in typed_candidates(slot_candidates(text), "location", text,
                                                             "桃园市立大溪高级中学位于{sq1}")]
    assert "朱立伦" in [c.value for c in typed_candidates(slot_candidates(text), "person", text, "{sq1}是县长")]


def test_a_citys_figure_is_none_for_its_state() -> None:
    """"2,062 is the population of Kansas" was entailed by a page on Ellis, Kansas: "the city population was 2,062"."""
    span = "Ellis, Kansas: As of the 2010 census, the city population was 2,062."
    assert kinds("2,062 is the population of Kansas", span).get("scope") == "partial"
    assert kinds("Kansas's population is 2,062", span).get("scope") == "partial"
    assert "scope" not in kinds("2,062 is the population of Ellis", span)  # a place of no known kind
    assert "scope" not in kinds("2,062 is the population of New York", span)  # New York is a city too
    assert "scope" not in kinds("2,913,123 is the population of Kansas", "The state population was 2,913,123.")
    assert "scope" not in kinds("Mississippi became part of the United States in 1817",
                                "The Mississippi River forms part of the state's western border.")


def test_a_chinese_value_at_the_claims_place_keeps_the_rest_of_its_list() -> None:
    from claimbound.verifier.text import anchored_values
    text = "分布在亚洲、大洋洲的热带地区及非洲，生长于海拔50米的地区。日本也有。"
    kept = anchored_values("短叶水蜈蚣分布在{sq1}", "sq1", text, slot_candidates(text))
    assert kept is not None and [c.value for c in kept] == ["亚洲", "大洋洲", "非洲"]


def test_a_name_of_short_words_is_named_only_whole() -> None:
    """"Be Me" (of "It'll Be Me") has no part of three letters or more, so every span named it."""
    span = "The album includes the single \"I Walk the Line Revisited\", recorded in collaboration with Johnny Cash."
    assert kinds("Johnny Cash played the It'll Be Me singer in Walk the Line", span).get("entity") == "partial"
    assert "entity" not in kinds("Johnny Cash sang It'll Be Me", "Johnny Cash sang \"It'll Be Me\" in 1957.")
    assert "entity" not in kinds("The UK left the EU in 2020", "The UK left the EU on 31 January 2020.")


def test_a_chinese_event_is_no_person_place_or_organisation() -> None:
    """"文化大革命" bound as the school 马飚 graduated from."""
    text = "文化大革命期间，马飚中学毕业后，在广西柳州钢铁厂当工人。"
    for answer_type, claim in (("organization", "马飚毕业于{sq1}"), ("location", "马飚在{sq1}当工人"),
                               ("person", "{sq1}在钢铁厂当工人")):
        values = [c.value for c in typed_candidates(slot_candidates(text), answer_type, text, claim)]
        assert "文化大革命" not in values
    assert "马飚" in [c.value for c in typed_candidates(slot_candidates(text), "person", text, "{sq1}在钢铁厂当工人")]


@pytest.mark.parametrize(("claim", "answer_type", "text", "values"), [
    ("条约有效期是{sq1}", "duration", "条约有效期二十年，期满前须经两次协商。", ["二十"]),  # "两次" is no length
    ("公园占地面积{sq1}", "measure", "它是一个占地约两平方公里的热带植物公园，有三座温室。", ["两"]),
    ("内台航路有{sq1}种", "number", "航线分为「命令航路」和「自由航路」两种，由二人经营。", ["两"]),
    ("婚礼耗资{sq1}日圆", "number", "二人于加州举办婚礼。", []),  # a count of people is no sum of yen
    ("高英是北魏的第{sq1}位皇后", "number", "高英是北魏的第二位皇后。", ["二"]),
    ("比赛举办了{sq1}届", "number", "第二届比赛于2009年举行。", []),  # an ordinal is no count
    # digits too: a length is no duration, a time no size ("2-5毫米": the first of a range has its unit after both)
    ("长柄艾纳香的花期约是{sq1}", "duration", "雌花细管状，长约5毫米，基部径2-5毫米，花期3个月。", ["3"]),
    ("大赛的级别有{sq1}", "measure", "每方90分钟，每步棋加30秒。", []),
    ("大桥全长{sq1}", "measure", "大桥全长1122米，1990年建成，工期3年。", ["1122"]),
    ("花期约是{sq1}", "duration", "檐部2-3齿裂，裂片三角形。", []),  # how long: a number before a unit of time only
    # how big: no count ("前5轮", "396号"); an area only an area ("163公里" is where it lies)
    ("大赛的级别有{sq1}", "measure", "比赛十轮，前5轮于东关街396号进行。", []),
    ("大赛的级别有{sq1}", "measure", "17至21日进行后5轮。", []),  # the first day of a range of dates
    ("东关街有{sq1}", "measure", "盐务会馆（东关街396、398、400号）。", []),  # house numbers, listed
    ("萱侬律占地面积{sq1}", "measure", "萱侬律位于素坤逸路的163公里之地段，占地约600英亩。", ["600"]),
    # no factor of a product: "4x200米", "4×50米" name relays
    ("拉诺米刷新了的世界纪录是{sq1}", "number", "她保持了4×50米自由式和4x200米自由式接力赛的世界纪录，共3项。", ["3"]),
])
def test_chinese_numerals_are_candidates_of_their_unit(claim: str, answer_type: str, text: str,
                                                       values: list[str]) -> None:
    """"有效期二十年" offered no candidate: numbers were digits only."""
    assert [c.value for c in typed_candidates(slot_candidates(text), answer_type, text, claim)] == values


@pytest.mark.parametrize(("claim", "text", "values"), [
    # the clause before the claim's verb, not the name that forms something else ("北海")
    ("弗里西亚群岛是{sq1}形成的", "约在西元前7000年间，北海形成了一条水道。周期性的下沉、暴风雨和水灾形成了这个长链状的岛屿。",
     ["周期性的下沉、暴风雨和水灾"]),
    ("乌石渔港的名称{sq1}来的", "乌石渔港是观光渔港，和南方澳渔港并列。名称是由于港湾内有块巨大的黑礁石而得名。",
     ["由于港湾内有块巨大的黑礁石而得名"]),  # a reason; no "南方澳"
    ("威拍哇丽兰室公主是{sq1}死的", "它以拉玛六世的女儿威拍哇丽兰室公主而命名，她被武装分子袭击死亡。", []),  # "死": too short
])
def test_a_chinese_how_slot_takes_a_clause_or_a_reason_never_a_name(claim: str, text: str, values: list[str]) -> None:
    """"西元前", "南方澳" and "六世" answered how a thing came about."""
    assert [c.value for c in typed_candidates(slot_candidates(text), "manner", text, claim)] == values


def test_a_chinese_numeral_is_never_part_of_a_year_a_unit_or_a_word() -> None:
    text = "本条约自一九六一年起生效，占地15平方千米，种有三叶草，是一个公园。"
    assert not [c.value for c in slot_candidates(text) if re.fullmatch("[一二三四五六七八九十百千两]+", c.value)]


def test_a_count_takes_no_rank_and_a_population_no_size_share_or_density() -> None:
    """"82,278" (sq mi) of a state's infobox answered its population, "4" of "Kansas's 4th Congressional District"
    how many districts it has."""
    text = ("Area Ranked 15th Total 82,278 sq mi (213,100 km) Width 410 miles (660 km) Latitude 37 ° N Population "
            "Ranked 35th Total 2,913,123 (2017 est.) Density 35.1 / sq mi Median household income $54,865")
    values = [c.value for c in typed_candidates(slot_candidates(text), "population", text,
                                                "{sq2} is the population of Kansas")]
    assert values == ["2,913,123"]
    text = "Kansas's 4th Congressional District is one of 5 districts in the state."
    assert [c.value for c in typed_candidates(slot_candidates(text), "number", text,
                                              "Kansas has {sq1} congressional districts")] == ["5"]
    assert typed_candidates(slot_candidates(text)[:1], "number", text, "Kansas has {sq1} congressional districts") == []
    for text, kept in (("Kansas is currently divided into 4 congressional districts.", []),  # places, no people
                       ("In 2010 there were 2,062 people, 850 households, and 550 families in the city.", ["2,062"]),
                       ("A crowd of 50,000 spectators attended.", ["50,000"])):
        assert [c.value for c in typed_candidates(slot_candidates(text), "population", text,
                                                  "{sq2} is the population of Kansas")] == kept
    text = "Cobalt employees may work remotely up to 4 days per week."  # a count per unit stays
    assert [c.value for c in typed_candidates(slot_candidates(text), "number", text,
                                              "cobalt allows {sq1} remote work days per week")] == ["4 days"]


def test_a_description_slot_takes_the_spans_sentences_on_the_thing() -> None:
    """"乌石渔港有什么功能？" was answered with a name ("冲浪"): a description is what the span says, a sentence."""
    text = "乌石渔港位于宜兰县头城镇。早期除了具有渔业功能外，也曾是宜兰最重要的商港。附近有冲浪胜地。"
    values = [c.value for c in typed_candidates(slot_candidates(text), "description", text, "乌石渔港的功能是{sq1}")]
    assert values == ["早期除了具有渔业功能外，也曾是宜兰最重要的商港"]  # the sentence with the noun first
    text = "迦楼罗是印度神话中的一种巨型神鸟。它有鹰的头。"
    assert [c.value for c in typed_candidates(slot_candidates(text), "description", text, "迦楼罗的样子是{sq1}")] == [
        "迦楼罗是印度神话中的一种巨型神鸟"]  # no sentence with the noun: those naming the thing
    assert typed_candidates([], "description", "冲浪是一种运动。", "乌石渔港的功能是{sq1}") == []
    text = "The harbour lies in Yilan. Its main function is fishing and whale watching."
    assert [c.value for c in typed_candidates([], "description", text, "the function of the harbour is {sq1}")] == [
        "Its main function is fishing and whale watching"]


def test_a_chinese_organisation_slot_prefers_a_name_that_ends_as_one() -> None:
    """"蒋巨峰" bound as where 马飚 graduated: a Chinese name has no capitals to tell a body from a person."""
    text = "蒋巨峰，浙江诸暨人，1982年7月加入中国共产党，复旦大学经济系毕业。"
    assert [c.value for c in typed_candidates(slot_candidates(text), "organization", text, "马飚毕业于{sq1}")] == [
        "复旦大学"]
    text = "马飚曾在广西柳州钢铁厂当工人。"  # no name ends as a body: the others stay
    assert typed_candidates(slot_candidates(text), "organization", text, "马飚毕业于{sq1}") != []


def test_a_place_the_span_names_only_as_one_left_is_no_place_the_claim_puts_them_in() -> None:
    """"500,000 Huguenots were in France in the early 18th century" was entailed by "roughly 500,000 Huguenots had
    fled France by the early 18th century"."""
    span = "Roughly 500,000 Huguenots had fled France by the early 18th century."
    assert kinds("500,000 Huguenots were in France in the early 18th century", span).get("place") == "partial"
    assert kinds("Many Jews lived in Spain", "In 1492 the Jews were expelled from Spain.").get("place") == "partial"
    assert "place" not in kinds("500,000 Huguenots fled France", span)  # the claim says they left too
    assert "place" not in kinds("800,000 Huguenots were in France", "Of the 800,000 Huguenots in France, many fled "
                                "France.")  # the span also puts them there
    assert "place" not in kinds("The Huguenots were persecuted in France", span)  # no verb of being or staying


def test_a_passive_said_of_a_thing_the_span_calls_by_a_noun_is_not_the_claims_subjects() -> None:
    """"NSF was engineered and operated by MCI Telecommunications" was entailed by a span saying it of the network,
    which it built under an agreement with the NSF."""
    span = ("The vBNS came on line in 1995 as part of a National Science Foundation (NSF) sponsored project. The "
            "network was engineered and operated by MCI Telecommunications under a cooperative agreement with the NSF.")
    assert kinds("NSF was engineered and operated by MCI Telecommunications", span).get("subject") == "partial"
    assert "subject" not in kinds("The vBNS was engineered and operated by MCI Telecommunications",
                                  span.replace("The network was", "The vBNS was"))
    # the claim's subject named before the verb in its sentence: the noun may point back to it
    assert "subject" not in kinds("NSF was founded by Congress", "In 1950 NSF, the agency, was founded by Congress.")
    assert "subject" not in kinds("MCI Telecommunications engineered the network", span)  # no passive claim


def test_a_verb_the_spans_sentence_puts_at_another_place_is_not_at_the_claims() -> None:
    """"another B dropped the bomb on Hiroshima" was entailed by a sentence of the page "Atomic bombings of Hiroshima
    and Nagasaki" that says the bomb "was dropped by another B-29 on Nagasaki": the title names Hiroshima."""
    body = "Three days later, a Fat Man bomb was dropped by another B-29 on Nagasaki."
    title = "Atomic bombings of Hiroshima and Nagasaki"
    found = run_checks("a B-29 dropped the bomb on Hiroshima", f"{title}: {body}", title=title, body=body)
    assert [f.check for f in found] == ["place"]
    assert run_checks("a B-29 dropped the bomb on Nagasaki", f"{title}: {body}", title=title, body=body) == []
    body = "The Enola Gay dropped the bomb on Hiroshima, and another B-29 dropped one on Nagasaki."
    assert run_checks("the Enola Gay dropped the bomb on Hiroshima", body) == []  # the sentence names it
    body = "The museum was opened in June 1996 by the city."  # a month is no place
    assert "place" not in [f.check for f in run_checks("the museum opened in Tulsa", f"Tulsa: {body}", body=body)]


def test_an_organisation_slot_takes_no_place_the_span_names_as_where_something_is() -> None:
    """"Canada" was bound as the church of a diocese from "Its cathedral and diocesan offices are in Fredericton, New
    Brunswick, Canada"."""
    claim = "the Diocese of Fredericton is of {sq2}"
    text = "Its cathedral and diocesan offices are in Fredericton, New Brunswick, Canada."
    assert typed_candidates(slot_candidates(text), "organization", text, claim) == []  # no number comes back either
    text = "He played for England and for Arsenal."  # a country named otherwise may be a team
    assert "England" in [c.value for c in typed_candidates(slot_candidates(text), "team", text, "he played for {sq1}")]
    text = "The side beat Ireland, South Africa and Argentina."  # a list of countries is no address
    assert "South Africa" in [c.value for c in typed_candidates(slot_candidates(text), "team", text,
                                                                "the side beat {sq1}")]
    text = "She studied at McGill University, Canada."  # a body's own name before the address's country
    assert [c.value for c in typed_candidates(slot_candidates(text), "organization", text, "she studied at {sq1}")] == [
        "McGill University"]


def test_whom_a_thing_was_done_for_is_not_who_did_it_with_the_subject() -> None:
    """"Ed Sheeran wrote the song for Wadge" was bound from "Sheeran and Wadge began writing the song": a co-writer."""
    claim = 'Ed Sheeran wrote the song "Thinking Out Loud" for {sq2}'
    text = "In the kitchen, Sheeran and Wadge began writing the song at 2 am."
    assert "Wadge" not in [c.value for c in typed_candidates(slot_candidates(text), "person", text, claim)]
    text = "Sheeran wrote the song for Athina Andrelos, with Amy Wadge."
    assert "Athina Andrelos" in [c.value for c in typed_candidates(slot_candidates(text), "person", text, claim)]
    text = "In the kitchen, Sheeran and Wadge began writing the song at 2 am."  # who wrote it with him: stays
    assert "Wadge" in [c.value for c in typed_candidates(slot_candidates(text), "person", text,
                                                         'Ed Sheeran wrote the song "Thinking Out Loud" with {sq2}')]


def test_a_game_the_span_reports_won_by_the_other_side_reverses_the_claim() -> None:
    """"a defeat for the Dallas Cowboys against the Seattle Seahawks" was entailed by "The Cowboys opened Week 13 by
    rallying to beat the Seahawks"."""
    span = "The Cowboys opened Week 13 by rallying to beat the Seahawks on Thursday night."
    assert kinds("There was a defeat for the Dallas Cowboys against the Seattle Seahawks", span).get("result") == "reverse"
    assert kinds("The Seattle Seahawks beat the Dallas Cowboys", span).get("result") == "reverse"
    assert kinds("The Cowboys lost to the Seahawks", span).get("result") == "reverse"
    assert "result" not in kinds("There was a victory for the Dallas Cowboys over the Seattle Seahawks", span)
    assert "result" not in kinds("The Seahawks were beaten by the Cowboys", span)
    span = 'Philadelphia rolled to a 31-17 win over Miami on "Sunday Night Football".'
    assert "result" not in kinds("There was a win for the Philadelphia Eagles against the Miami Dolphins", span)
    assert kinds("There was a win for the Miami Dolphins against the Philadelphia Eagles", span).get("result") == "reverse"


def test_a_name_the_span_gives_a_birth_date_is_no_part_of_a_country() -> None:
    """"Jiménez is a part of Spain" was entailed by "Víctor Jiménez (born 4 February 1984) is a Spanish racing driver
    from Madrid, Spain"."""
    span = "Víctor Jiménez (born 4 February 1984) is a Spanish racing driver from Madrid, Spain."
    assert kinds("Jiménez is a part of Spain", span).get("entity") == "partial"
    assert kinds("Jiménez is located in Spain", span).get("entity") == "partial"
    assert "entity" not in kinds("Jiménez is a part of Misamis Occidental",
                                 "Jiménez is a municipality in the province of Misamis Occidental.")
    assert "entity" not in kinds("Víctor Jiménez drives for Redline Racing", span + " He drives for Redline Racing.")


def test_a_noun_phrase_cut_short_inside_its_compound_is_no_candidate() -> None:
    """"former professional ice" (of "a former professional ice hockey right winger") was bound as a church."""
    text = "Meehan Bonnar is a former professional ice hockey right winger."
    values = [c.value for c in slot_candidates(text)]
    assert "former professional ice" not in values
    text = "It is a racing video game developed by Sega."  # a whole phrase before a verb stays
    assert "racing video game" in [c.value for c in slot_candidates(text)]
    text = "It is a public affairs program on the radio."
    assert "public affairs program" in [c.value for c in slot_candidates(text)]


def test_a_name_followed_by_born_is_a_person_no_body_or_place() -> None:
    """"Meehan Bonnar" was bound as the church of a diocese from "Meehan Bonnar (born April 20, 1947, in Fredericton,
    New Brunswick) is a former professional ice hockey right winger"."""
    text = "Meehan Bonnar (born April 20, 1947, in Fredericton, New Brunswick) is a former ice hockey player."
    org = [c.value for c in typed_candidates(slot_candidates(text), "organization", text, "the Diocese is of {sq2}")]
    assert not {"Meehan Bonnar", "Fredericton", "New Brunswick", "April 20, 1947"} & set(org)  # nor where he was born
    assert "Meehan Bonnar" not in [c.value for c in typed_candidates(slot_candidates(text), "city", text,
                                                                     "the siege took place in {sq1}")]
    assert "Meehan Bonnar" in [c.value for c in typed_candidates(slot_candidates(text), "person", text,
                                                                 "{sq1} is a former ice hockey player")]


def test_being_a_part_of_a_thing_is_no_word_the_span_must_say() -> None:
    """"{sq1} were also apart of the university's faculty" (misspelt) against "Past faculty have also included ...
    cancer researchers Charles Brenton Huggins and Janet Rowley": "part" was counted as a missing word."""
    span = "Past faculty have also included cancer researchers Charles Brenton Huggins and Janet Rowley."
    for claim in ("Charles Brenton Huggins and Janet Rowley were also apart of the university's faculty",
                  "Charles Brenton Huggins and Janet Rowley were also a part of the university's faculty"):
        assert "words" not in kinds(claim, span)
    assert "words" in kinds("Charles Brenton Huggins and Janet Rowley were also a part of the university's board",
                            span)  # the board is another part: two words missing


@pytest.mark.parametrize(("claim", "text", "value"), [
    ("怡良最初在{sq1}任职", "怡良最初在刑部任笔帖式，后升为员外郎。", "刑部"),  # up to the claim's "任" of "任职"
    ("乙酰胺的分子式是{sq1}", "乙酰胺是由乙酸衍生出的酰胺，分子式为CHCONH。", "CHCONH"),  # 是 read as 为
    ("若用于截平行平面的平面数为n，那么该棱柱被称为{sq1}", "那么该棱柱便称为n-棱柱。", "n-棱柱"),
    ("在香港的泳坛，符泳以{sq1}而闻名", "在香港的泳坛，符泳以付出少而收获多而闻名。", "付出少而收获多"),  # "而闻", not "而收"
    ("汉塞克靠{sq1}机会登上了大联盟", "9月7日，汉塞克靠着大联盟名单扩编的机会登上大联盟。", "大联盟名单扩编"),
    ("美特斯邦威的主要经营模式是{sq1}", "美特斯·邦威的主要经营模式为“生产外包、直营销售与特许加盟相结合”。",
     "生产外包、直营销售与特许加盟相结合"),
])
def test_a_chinese_span_gives_the_value_that_stands_where_the_claim_puts_its_slot(claim: str, text: str,
                                                                                 value: str) -> None:
    """Chinese has no capitals and the tagger names few common nouns, so "怡良最初在刑部任笔帖式" had no candidate for
    where 怡良 first served: the span's words at the slot's place are one."""
    assert [c.value for c in aligned_candidates(claim, "sq1", text)] == [value]


def test_a_chinese_span_without_the_claims_words_gives_no_aligned_value() -> None:
    # the claim's words after the slot are not in the clause: no value is cut out of it
    assert aligned_candidates("香港岛专线小巴35M线{sq1}提供服务", "sq1",
                              "香港岛专线小巴35M线是香港一条来往香港仔至湾仔的小巴路线，只在平日早上提供服务。") == []
    # two common characters ("都是") place nothing
    assert aligned_candidates("北京都是{sq1}", "sq1", "他们都是学生。") == []


def test_an_english_name_in_parentheses_after_the_claims_chinese_name_is_that_thing_again() -> None:
    """"小榄精神病治疗中心（Siu Lam Psychiatric Centre，……）" answered what stands near 小榄精神病治疗中心: a Chinese page
    gives its subject's English name so. English parentheses hold other things (an actor after his role), and a
    claim that asks a name takes the alias."""
    from claimbound.verifier.text import alias_of_claim_name
    text = "小榄精神病治疗中心（Siu Lam Psychiatric Centre，原称小榄精神科监狱），是香港一所高度设防院所。"
    at = text.index("Siu")
    assert alias_of_claim_name("小榄精神病治疗中心附近有{sq1}", text, at)
    assert not alias_of_claim_name("小榄精神病治疗中心的英文名称是{sq1}", text, at)
    assert not alias_of_claim_name("香港有{sq1}", text, at)  # not a name the claim says
    english = "It follows Captain John H. Miller (Tom Hanks) and a squad."
    assert not alias_of_claim_name("{sq1} played Captain Miller", english, english.index("Tom"))


def test_an_english_claim_quoting_a_chinese_name_keeps_the_english_alignment() -> None:
    """The Chinese reading of a slot's place is for Chinese claims: an English claim that quotes a Chinese name
    ("Liang Ji (梁冀) was born in {sq1}") would look for two letters ("in") of its words without spaces."""
    from claimbound.verifier.text import _chinese_claim
    assert not _chinese_claim("Liang Ji (梁冀) was born in ")
    assert _chinese_claim("MonoDevelop在Windows跟Mac OS X平台上执行是在")  # a Chinese claim naming English products
    assert _chinese_claim("2011年12月15日，戈登在CP3交易案中被送到")


def test_a_date_slot_takes_a_recurrence_only_from_a_span_with_no_date() -> None:
    from claimbound.verifier.text import slot_candidates, typed_candidates

    span = "Acme laptops are replaced every three years."
    claim = "acme laptops are replaced in {sq1}"
    assert [c.value for c in typed_candidates(slot_candidates(span), "date", span, claim)] == ["every three years"]
    dated = "Acme laptops are replaced every three years since March 2021."
    assert [c.value for c in typed_candidates(slot_candidates(dated), "date", dated, claim)] == ["March 2021"]
    # a one-time event in the past asks for a date, and a rate is no time: nothing from "13 times per year"
    magazine = "Guitar World is published 13 times per year and every month online."
    assert typed_candidates(slot_candidates(magazine), "date", magazine, "Guitar World was published in {sq1}") == []
    # a verb in the present with no auxiliary is the present too ("When do I get a new laptop?"); one in the past not
    assert [c.value for c in typed_candidates(slot_candidates(span), "date", span, "I get a new laptop in {sq1}")] == [
        "every three years"]
    assert typed_candidates(slot_candidates(span), "date", span, "Acme replaced laptops in {sq1}") == []
    from claimbound.claims.plan import fill_refs

    assert fill_refs("acme laptops are replaced in {sq1}", {"sq1": "every three years"}) == (
        "acme laptops are replaced every three years")
    assert fill_refs("expenses are approved by {sq1}", {"sq1": "each department head"}) == (
        "expenses are approved by each department head")


def test_an_hour_asked_is_read_against_the_spans_range_of_hours() -> None:
    from claimbound.verifier.base import _at_hour

    span = "The Bergen office is open from 07:00 to 19:00 on weekdays."
    read, hour = _at_hour("The Bergen office is open at 8:00", span) or ("", None)
    assert read == "The Bergen office is open from 07:00 to 19:00" and hour is not None and hour.inside
    assert _at_hour("The Bergen office is open at 7 pm", span)[1].inside is False  # type: ignore[index]  # the end
    assert _at_hour("The Bergen office is open at 6:30 pm", span)[1].inside is True  # type: ignore[index]
    # a bare hour is read as of the working day: "at 8" is 8 am, "at 7" the opening hour, "at 6" 6 pm, "at 20" 20:00
    assert [_at_hour(f"The Bergen office is open at {h}", span)[1].inside for h in (8, 7, 6, 20)] == [  # type: ignore[index]
        True, True, True, False]
    assert _at_hour("The Bergen office is open at 8:00", "Visitors must be registered.") is None


@pytest.mark.parametrize(("claim", "span", "contradicts"), [
    # what is required rules out another kind of the thing, under the same condition
    ("I can fly business class on a flight shorter than six hours",
     "Economy class is required for flights shorter than six hours.", True),
    ("I can fly business class on domestic flights", "Only economy class may be booked on domestic flights.", True),
    ("Staff must use economy class", "Economy class is required for flights shorter than six hours.", False),
    # a condition the claim does not meet, or does not name, rules nothing out; nor is a kind said of no permission
    ("I can fly business class on a ten hour flight", "Economy class is required for flights shorter than six hours.",
     False),
    ("I can fly business class", "Economy class is required for flights shorter than six hours.", False),
    ("Business class costs more", "Economy class is required.", False),
])
def test_a_span_requiring_another_kind_contradicts_a_claim_allowing_this_one(claim: str, span: str,
                                                                            contradicts: bool) -> None:
    found = [f for f in run_checks(claim, span, missing_words=0) if f.check == "requirement"]
    assert bool(found) == contradicts and all(f.effect == "contradict" for f in found)


def test_a_value_filled_in_is_refuted_by_a_span_requiring_another_kind() -> None:
    """"Which flights can be business class?" was answered "flights shorter than eight hours" from the rule that
    requires economy class for them: an open claim's filled-in value is checked as a closed claim is."""
    found = kinds("Flights shorter than eight hours can be business class",
                  "Economy class is required for flights shorter than eight hours.")
    assert found.get("requirement") == "contradict"


def test_a_requirements_condition_refuses_no_leave_beyond_it() -> None:
    """"Economy class is required for flights shorter than eight hours" neither allows nor refuses economy class on a
    10 hour flight ("Can I book economy on a 10 hour flight?" was "No"); it still refuses that economy class is
    required there, and a limit of what one may do still refuses more."""
    rule = "Economy class is required for flights shorter than eight hours."
    for claim in ("I can book economy class on a 10 hour flight", "I can fly business class on a ten hour flight"):
        found = kinds(claim, rule)
        assert found.get("condition") == "unsaid" and "threshold" not in found, claim
    for claim, span in (("Economy class is required on a ten-hour flight", rule),
                        ("I have to fly economy on a 9 hour flight", rule),
                        ("I can work remotely 3 days per week", "Acme employees may work remotely up to 2 days per week.")):
        assert kinds(claim, span).get("threshold") == "reverse", claim


@pytest.mark.parametrize(("claim", "span"), [
    ("I get {sq1} vacation days", "Boreal employees receive 25 days of annual leave per year."),
    ("I can carry over {sq1} vacation days", "Up to 5 unused annual leave days can be carried over to the next year."),
    ("I get {sq1} of holiday", "Acme employees receive 25 days of annual leave per year."),
    ("Acme's HQ is in {sq1}", "Acme's headquarters is in 25."),
    ("I get {sq1} per km", "The mileage rate is 0.45 EUR per kilometre."),
    # one way: what one may spend is an allowance or a cap; a thing replaced is a new one; a bus pass a transport
    # pass; "my" is the asker's, which a policy says of its employees
    ("I can spend {sq1} on meals on a trip", "The meal allowance for business travel is 25 EUR per day."),
    ("employees can claim {sq1} at most for meals", "The meal allowance for business travel is 25 USD per day."),
    ("I get a new laptop every {sq1} years", "Acme laptops are replaced every 25 years."),
    ("boreal pays {sq1} towards my bus pass", "Boreal reimburses public transport passes up to 25 NOK per month."),
    ("I have {sq1} to hand in my receipts", "Receipts must be submitted within 25 days."),
    ("{sq1} is the daily food allowance", "The meal allowance for business travel is 25 EUR per day."),
    ("the wellness money can be spent on {sq1}", "The wellness stipend can be used for 25 things."),
])
def test_plain_synonyms_and_phrases_say_a_claim_word(claim: str, span: str) -> None:
    filled = in_span_phrases(claim.replace("{sq1}", "25"), span)  # a phrase said as the span says it, as the verifier
    assert not [f for f in run_checks(filled, span) if f.check in ("words", "modifier")]


@pytest.mark.parametrize(("claim", "span", "word", "back"), [
    ("I can spend 25 EUR on meals", "The meal allowance is 25 EUR.", "spend", "allowance"),
    ("I get a new laptop every 3 years", "Laptops are replaced every 3 years.", "new", "replaced"),
    ("Boreal pays 25 NOK for a bus pass", "Boreal reimburses transport passes up to 25 NOK.", "bus", "transport"),
    ("A mileage claim needs to include the start address", "Mileage claims must list the start address.", "include",
     "list"),
    ("The wellness money can be spent on gyms", "The wellness stipend can be used for gyms.", "money", "stipend"),
])
def test_a_one_way_wording_says_the_claim_word_and_not_the_other_way(claim: str, span: str, word: str,
                                                                     back: str) -> None:
    assert not [w for w in unsaid_words(claim, span) if w.startswith(word)]
    assert back in unsaid_words(span, claim)  # the span's word is not said back by the claim's


def test_a_verb_and_its_particle_are_said_in_another_form_of_the_spans_verb() -> None:
    """"roll over" is "carry over", which the span says as "carried over": the model read "5 vacation days roll over"
    against it as a contradiction (a wrong "27 days" won)."""
    span = "Up to 5 unused annual leave days can be carried over to the next year."
    assert in_span_phrases("5 vacation days roll over", span) == "5 annual leave days carry over"
    assert in_span_phrases("5 vacation days roll over", "Acme employees receive 5 days of vacation.") == \
        "5 vacation days roll over"


def test_a_per_diem_and_a_limit_on_hotel_costs_are_said_as_the_policy_says_them() -> None:
    """"Is the per diem 75 USD?" at cobalt was "No" (only Texas's per diem said "per diem"); "Is there a limit on hotel
    costs in Paris?" was "No" (the model read the Paris cap as a contradiction, 0.41)."""
    meals = "The meal allowance for business travel is 75 USD per day."
    assert in_span_phrases("The per diem is 75 USD", meals) == "The meal allowance is 75 USD"
    hotel = "The hotel cap in Paris is 220 EUR per night."
    assert in_span_phrases("There is a limit on hotel costs in Paris", hotel) == "There is a hotel cap in Paris"
    assert in_span_phrases("There is a limit on expenses", hotel) == "There is a limit on expenses"


def test_a_count_says_nothing_of_a_phrasal_verb_the_span_lacks() -> None:
    """The count the model matches ("27 days of annual leave") with the one absent word the verb of "roll over" and
    no "over": partial (was full support, a wrong "27 days")."""
    span = "Acme employees receive 27 days of annual leave per year."
    open_claim = "{sq1} annual leave days roll over"
    found = run_checks("27 annual leave days roll over", span, open_claim=open_claim)
    assert [f.check for f in found if f.effect == "partial"] == ["words"]
    # said: "carried over" (another form of a phrase of the same meaning), or no number filled in
    assert not run_checks("5 annual leave days roll over", "5 annual leave days can be carried over.",
                          open_claim=open_claim)
    assert not [f for f in run_checks("Days annual leave days roll over", span, open_claim=open_claim)
                if f.check == "words"]


def test_a_pass_for_one_means_of_transport_is_a_public_transport_pass() -> None:
    """"Will boreal pay my bus pass?" (was abstained: the model at 0.15 for "bus pass")."""
    span = "Boreal reimburses public transport passes up to 800 NOK per month."
    assert in_span_phrases("Boreal will pay my bus pass", span) == "Boreal will pay my public transport pass"
    assert in_span_phrases("I get 20 NOK for train passes", "Transport passes are paid.") == \
        "I get 20 NOK for transport passes"
    # one way: a span about bus passes says nothing of every transport pass
    mine = "Boreal pays my transport pass"
    assert in_span_phrases(mine, "Boreal pays bus passes.") == mine
    # maternity and paternity leave are parental leave, one way
    assert in_span_phrases("maternity leave is 16 weeks long", "Cobalt offers 16 weeks of paid parental leave.") == (
        "parental leave is 16 weeks long")
    assert in_span_phrases("parental leave is 16 weeks", "Maternity leave is 16 weeks.") == "parental leave is 16 weeks"


def test_days_counted_by_another_phrase_of_leave_stay_days() -> None:
    """"Can I take 3 days off?" against 27 days of annual leave (was abstained: "days off" was said as "annual leave",
    which left "3 annual leave", no amount of days to read against the span's); "public holidays" are no leave."""
    span = "Acme employees receive 27 days of annual leave per year."
    assert in_span_phrases("I can take 3 days off", span) == "I can take 3 days of annual leave"
    assert in_span_phrases("I can take two holidays", span) == "I can take two days of annual leave"
    assert in_span_phrases("I get 25 vacation days", span) == "I get 25 annual leave days"
    assert in_span_phrases("I take days off in May", span) == "I take annual leave in May"  # no count before it
    assert in_span_phrases("I get 10 public holidays", span) == "I get 10 public holidays"


def test_a_count_of_holidays_takes_a_count_of_days() -> None:
    """"How many holidays do I get?" (was abstained: "27 days" counted days, not holidays); "27 days" still counts no
    employees."""
    span = "Acme employees receive 27 days of annual leave per year."
    cands = slot_candidates(span)
    assert [c.value for c in typed_candidates(cands, "number", span, "I get {sq1} holidays")] == ["27 days"]
    assert typed_candidates(cands, "number", span, "acme has {sq1} employees") == []


def test_food_is_said_as_the_spans_meals() -> None:
    """"Can I spend 70 EUR on food per day?" against the meal allowance of 60 EUR (was abstained: the span shared
    too few of the claim's words for its contradiction to stand)."""
    span = "The meal allowance for business travel is 60 EUR per day."
    claim = "I can spend 70 EUR on food per day"
    assert word_overlap(in_span_phrases(claim, span), span) >= 0.6 > word_overlap(claim, span)


def test_a_thing_is_read_as_the_kind_a_rule_names() -> None:
    span = "Broken equipment is reported through the acme IT helpdesk."
    assert in_span_phrases("I report a broken laptop through X", span) == "I report broken equipment through X"
    # not where the span says the thing itself, names the kind only as a modifier, or says another relation
    assert in_span_phrases("I report a broken laptop", "Broken laptops are reported to IT. Equipment is lent.") == \
        "I report a broken laptop"
    assert in_span_phrases("Acme laptops are replaced", "Each employee has an equipment budget.") == \
        "Acme laptops are replaced"
    assert in_span_phrases("{sq1} pays for a broken laptop", span) == "{sq1} pays for a broken laptop"
    assert in_span_phrases("I book my flights in X", "Travel must be booked through X.") == "I book my travel in X"


def test_a_holiday_is_annual_leave_but_a_public_holiday_is_not() -> None:
    span = "Acme employees receive 27 days of annual leave per year."
    assert in_span_phrases("I get 27 days of holiday", span) == "I get 27 days of annual leave"
    assert in_span_phrases("I get 27 public holidays", span) == "I get 27 public holidays"
    assert in_span_phrases("There are 9 bank holidays", span) == "There are 9 bank holidays"


def test_rolling_over_is_carrying_over() -> None:
    assert in_span_phrases("I can roll over unused training budget",
                           "Unused training budget does not carry over to the next year.") == \
        "I can carry over unused training budget"
    assert in_span_phrases("Unused budget can be rolled over", "Up to 5 days can be carried over.") == \
        "Unused budget can be carried over"


def test_a_rate_per_another_distance_is_another_rate() -> None:
    found = [f for f in run_checks("0.30 EUR is the mileage rate per mile", "The rate is 0.30 EUR per kilometre.")
             if f.check == "period"]
    assert found and found[0].effect == "partial"
    assert not [f for f in run_checks("0.30 EUR is the rate per km", "The rate is 0.30 EUR per kilometre.")
                if f.check == "period"]


@pytest.mark.parametrize(("open_claim", "value", "span", "flagged"), [
    # the kind a number counts is said, or the span's number counts another kind ("remote" days, not vacation days)
    ("I have {sq1} vacation days", "3 days", "Boreal employees may work remotely up to 3 days per week.", True),
    ("I have {sq1} vacation days", "25 days", "Boreal employees receive 25 days of annual leave per year.", False),
    ("I get {sq1} remote days", "3 days", "Boreal employees may work remotely up to 3 days per week.", False),
    # no count: a verb and its object after the value, a value that is no number
    ("{sq1} is reimbursed for meals per day", "700 NOK", "The meal allowance for business travel is 700 NOK per day.",
     False),
    ("I have {sq1} to hand in receipts", "30 days", "Receipts must be submitted within 30 days.", False),
    ("{sq1} receives training requests", "acme learning team",
     "Training requests are submitted to the acme learning team.", False),
])
def test_the_kind_a_number_counts_must_be_said(open_claim: str, value: str, span: str, flagged: bool) -> None:
    claim = open_claim.replace("{sq1}", value)
    words = [f for f in run_checks(claim, span, as_written=False, open_claim=open_claim) if f.check == "words"]
    assert bool(words) is flagged, words


def test_a_sum_of_money_for_a_noun_that_names_no_amount_needs_the_noun_said() -> None:
    from claimbound.verifier.text import sum_for_no_amount

    assert sum_for_no_amount("150 EUR", "weather") and not sum_for_no_amount("150 EUR", "cap")
    assert not sum_for_no_amount("150 EUR", "support") and not sum_for_no_amount("Fort Caroline", "outpost")
    span = "The hotel cap in Lyon is 150 EUR per night."
    assert relation_unsaid("{sq1} is the weather in Lyon", span, "150 EUR", "weather") == ["weather"]
    assert relation_unsaid("{sq1} is the hotel cap in Lyon", span, "150 EUR", "cap") == []


def test_a_value_that_is_the_claims_own_verb_restates_it() -> None:
    from claimbound.verifier.text import restates_a_verb

    claim = "acme employees can carry over {sq1} to the next year"
    assert restates_a_verb(claim, "carried over")
    assert not restates_a_verb(claim, "unused annual leave days")
    assert not restates_a_verb(claim, "carried")  # one word is judged by restates, as before
    assert restates_a_verb("{sq1} manages the laptops", "managed laptops")


def test_who_holds_a_role_is_no_value_of_what_the_claims_subject_does() -> None:
    from claimbound.verifier.text import role_holder_starts

    span = "The health insurance provider of acme is Mutuelle Horizon."
    assert role_holder_starts("our health insurance pays for {sq1}", "sq1", span) == {span.index("Mutuelle")}
    # a claim that names the role, or whose slot opens it (who does it), is left alone
    assert role_holder_starts("the health insurance provider is {sq1}", "sq1", span) == frozenset()
    assert role_holder_starts("{sq1} provides the health insurance", "sq1", span) == frozenset()


def test_another_place_in_the_claims_place_is_not_counted_against_the_spans_topic() -> None:
    """"Is cobalt's HQ in New York?" against "Cobalt's headquarters is in Austin.": the span shares "cobalt" and
    "HQ" but not "New York", the two words a contradiction by another place cannot share, so the topic guard read it
    as about something else (50% of the claim's words) and the question abstained. The place is left out of the
    count only where the span names another one after the same word."""
    from claimbound.verifier.checks import without_swapped_place

    claim, span = "Cobalt's headquarters is in New York", "Cobalt's headquarters is in Austin."
    assert without_swapped_place(claim, span) == "Cobalt's headquarters is "
    assert word_overlap(without_swapped_place(claim, span), span) == 1.0 > word_overlap(claim, span)
    for other in ("The hotel cap in New York is 350 USD per night.",  # names the claim's place
                  "Cobalt's headquarters moved last year.",  # names no place
                  "Cobalt's headquarters is near Austin."):  # another word before it
        assert without_swapped_place(claim, other) == claim, other


def test_a_unit_joined_to_its_number_by_a_hyphen_is_its_unit() -> None:
    """"a 9-hour flight" is 9 hours, as "a nine-hour flight" was ("Must I fly economy on a 9-hour flight?" was
    abstained: "9 not in span"); a name with a number ("COVID-19") and a word that is no unit ("5-fold") are not."""
    (q,) = numbers_with_units("a 9-hour flight")
    assert (q.value, q.unit, q.text) == (9.0, "hour", "9-hour")
    assert [(q.value, q.unit) for q in numbers_with_units("a 20-minute walk and a 10-year-old")] == [
        (20.0, "minute"), (10.0, "year")]
    assert numbers_with_units("COVID-19 cases") == []
    assert [(q.value, q.unit, q.text) for q in numbers_with_units("a 5-fold rise")] == [(5.0, None, "5")]
    assert kinds("I must fly economy on a 9-hour flight",
                 "Economy class is required for flights shorter than eight hours.").get("number_missing") is None
    # such a number is a thing's attribute: equal to the same amount, against a rule's limit, but no other value of a
    # count ("for the past 15 years" is not contradicted by "the 5-year mean"; the evaluation found such spurious
    # contradictions on Climate-FEVER)
    assert kinds("There has been no warming for the past 15 years", "The 5-year mean temperature is flat.").get(
        "number") is None
    assert kinds("The cycle lasts 60 years", "It follows the 50-year cycle.") == {"number_missing": "partial"}
    assert kinds("It is a 60-year cycle", "The cycle lasts 50 years.") == {"number_missing": "partial"}
    assert "number_missing" not in kinds("The cycle lasts 60 years", "It follows the 60-year cycle.")


def test_a_bound_asked_of_leave_against_a_limit_counted_in_its_unit() -> None:
    """"more than 7 days" carried over against "Up to 5 ... days": no amount both admit, refused in the span's words
    (was "3 days not in span" / abstained); "more than 3 days" some amount meets, which the verifier reads with the
    limit in its place (no finding here)."""
    span = "Up to 5 unused annual leave days can be carried over to the next year."
    assert [(f.check, f.effect) for f in run_checks("I can carry over more than 7 days", span, missing_words=0)] == [
        ("threshold", "reverse")]
    assert run_checks("I can carry over more than 3 days", span, missing_words=0) == []
    # a bound on what the span does not say is no reading of its limit
    assert "threshold" not in kinds("I can take more than 7 days", span, missing_words=0)  # type: ignore[arg-type]


def test_a_time_window_is_no_amount_of_a_thing() -> None:
    """"12 months of parental leave" is not what "taken within 12 months of a birth" says (the model entailed it,
    and "Can I take 12 months of parental leave?" was answered "Yes"); a claim of the window itself is."""
    span = "Parental leave can be taken within 12 months of a birth or adoption."
    assert kinds("I can take 12 months of parental leave", span)["number_role"] == "partial"
    assert kinds("Parental leave can be taken within 12 months of a birth", span) == {}
    assert "number_role" not in kinds("I can take 12 months of parental leave",
                                      "Parents can take 12 months of parental leave.")


def test_words_that_share_a_stem_but_name_unrelated_things() -> None:
    """A receipt is not what one receives: "Can I submit receipts after 45 days?" was answered "No" from "Boreal
    employees receive 25 days of annual leave", whose topic the stem rule took for the claim's."""
    from claimbound.verifier.checks import _stem_in

    assert not _stem_in("receipts", {"receive"}) and not _stem_in("department", {"departure"})
    assert _stem_in("receipts", {"receipt"}) and _stem_in("received", {"receive"}) and _stem_in("policy", {"policies"})
    from claimbound.verifier.checks import word_overlap

    # submit / receipts / days: the span says "days" alone, under the topic guard's 60% (was 2 of 3)
    assert word_overlap("I can submit receipts after 45 days",
                        "Boreal employees receive 25 days of annual leave per year.") == pytest.approx(1 / 3)


def test_what_the_asker_needs_is_the_object_of_what_the_span_says_their_thing_needs() -> None:
    """"What do I need if I book a hotel above the cap?" was answered "department head", the one noun phrase that
    read: the object after the span's "need" is the whole value, where the words before it say the claim's thing."""
    from claimbound.verifier.text import needed_objects

    span = "Hotel bookings above the cap need written approval from a department head."
    for claim in ("I need {sq1} if I book a hotel above the cap", "I need {sq1} to book a hotel above the cap",
                  "{sq1} is needed for a hotel above the cap"):
        assert [c.value for c in needed_objects(claim, "sq1", span)] == ["written approval from a department head"]
    # another thing's need is not the claim's
    assert needed_objects("I need {sq1} if I work remotely", "sq1", span) == []


def test_a_closed_claim_of_an_amount_is_checked_for_the_kind_of_amount() -> None:
    """"Does the equipment budget cover a 2,000 EUR laptop?" was answered "Yes" from "a training budget of 2,000 EUR",
    which the model entailed, and "Is a 1,000 USD course covered by the training budget?" "No" from "The equipment
    budget at cobalt is 1,000 USD", which it contradicted: another kind of amount speaks of something else. Other
    closed claims are paraphrased freely, so only the noun of an amount is read so."""
    from claimbound.verifier.checks import run_checks

    (f,) = run_checks("The equipment budget is at least 2,000 EUR",
                      "Each acme employee has a training budget of 2,000 EUR per year.", missing_words=0)
    assert (f.check, f.effect, f.elsewhere) == ("modifier", "unsaid", True)
    assert run_checks("The training budget is at least 2,000 EUR",
                      "Each acme employee has a training budget of 2,000 EUR per year.", missing_words=0) == []
    assert run_checks("Sabbatical leave is granted", "Parental leave is granted.", missing_words=0) == []  # no amount


def test_a_count_with_a_word_before_its_unit_is_counted_in_that_unit() -> None:
    """"3 unused days" is 3 days ("Can I carry over 3 unused days of annual leave?" was abstained: "3 not in span")."""
    assert [(q.value, q.unit, q.text) for q in numbers_with_units("carry over 3 unused days")] == [
        (3.0, "day", "3 unused days")]
    assert [(q.value, q.unit) for q in numbers_with_units("within 10 working days")] == [(10.0, "day")]
    assert [(q.value, q.unit, q.text) for q in numbers_with_units("5 paid")] == [(5.0, None, "5")]
    span = "Up to 5 unused annual leave days can be carried over to the next year."
    assert [(f.check, f.effect) for f in run_checks("I can carry over 7 unused days of annual leave", span,
                                                    missing_words=0)] == [("threshold", "reverse")]


def test_an_amount_said_to_be_enough_is_not_refuted_by_another_amount() -> None:
    """"50 EUR a day is enough for meals" against a meal allowance of 60 EUR: what suffices is not what is paid (was
    "No" from the number); "50 EUR a day is the meal allowance" is refuted."""
    span = "The meal allowance for business travel is 60 EUR per day."
    (f,) = [f for f in run_checks("50 EUR a day is enough for meals", span, missing_words=0) if f.check == "number"]
    assert (f.effect, f.elsewhere) == ("partial", True)
    assert kinds("The meal allowance is 50 EUR a day", span, missing_words=0)["number"] == "contradict"  # type: ignore[arg-type]
    # nor "too late" ("Is 90 days too late for receipts?" was "No": 90 days against "within 60 days")
    (f,) = [f for f in run_checks("90 days is too late for receipts", "Receipts must be submitted within 60 days.")
            if f.check == "number"]
    assert (f.effect, f.elsewhere) == ("partial", True)


def test_an_amount_a_strict_rule_leaves_out_is_not_what_the_rule_is_about() -> None:
    """"A 500 EUR expense needs department head approval" against "Expenses above 500 EUR require approval from a
    department head": the same number, but 500 EUR is not above 500 EUR (was "Yes")."""
    span = "Expenses above 500 EUR require approval from a department head."
    assert kinds("A 500 EUR expense needs department head approval", span)["condition"] == "unsaid"
    assert "condition" not in kinds("A 600 EUR expense needs department head approval", span)
    assert "condition" not in kinds("A 500 EUR expense is approved by the direct manager",
                                    "Expenses of 500 EUR or less are approved by the direct manager.")
    # an amount the condition leaves out: a rule for other expenses, which says nothing of another approver ("Does the
    # head of finance approve a 2,000 USD expense?" was a disagreement inside cobalt's approval rules) ...
    rule = "Expenses of 1,000 USD or less are approved by the direct manager."
    found = kinds("The head of finance approves a 2,000 USD expense", rule)
    assert found["condition"] == "unsaid" and "threshold" not in found
    # ... while it still refuses its own approver the amount
    found = kinds("The direct manager approves a 2,000 USD expense", rule)
    assert "condition" not in found and found["threshold"] == "reverse"
    # only another role than the rule's takes it out of the rule ("Is economy class required for a nine hour flight?"
    # stays "No")
    for claim, span in (("Economy class is required on a ten-hour flight",
                         "Economy class is required for flights shorter than eight hours."),
                        ("I can work remotely three days a week",
                         "Acme employees may work remotely up to 2 days per week."),
                        ("I have to fly economy on a 9 hour flight",  # nor is a word the span says another way
                         "Economy class is required for flights shorter than eight hours.")):
        assert "condition" not in kinds(claim, span), claim


def test_an_amount_of_time_after_which_a_thing_happens_is_no_amount_granted() -> None:
    """"I can get a new laptop after 2 years" asks when, not for 2 years or more of something: "Acme laptops are
    replaced every three years" does not meet it as a bound (was "Yes": three years is 2 years or more)."""
    from claimbound.verifier.base import _permitted_amount

    assert _permitted_amount("I can get a new laptop after 2 years") == []
    assert _permitted_amount("I can hand in receipts within 40 days") == []
    (bound,) = _permitted_amount("I can take 25 days of annual leave")
    assert (bound.op, bound.amount, bound.unit) == (">=", 25.0, "day")


def test_whether_an_amount_needs_approval_is_not_refuted_by_another_amount_of_a_span_silent_on_approval() -> None:
    # the hotel cap in Paris (220 EUR) does not say whether a 250 EUR night needs approval (was a contradiction)
    cap = "The hotel cap in Paris is 220 EUR per night."
    assert kinds("I need approval for a 250 EUR night in Paris", cap)["number"] == "partial"
    assert kinds("The hotel cap in Paris is 250 EUR per night", cap) == {"number": "contradict"}
    # a rule's own threshold still refutes it
    rule = "Expenses above 5,000 NOK require approval from a director."
    assert kinds("A 4000 NOK expense requires approval from a director", rule)["number"] == "contradict"


def test_a_value_that_opens_with_the_claims_own_subject_is_no_value() -> None:
    from claimbound.verifier.text import subject_again
    assert subject_again("economy is required for {sq1}", "sq1", "Economy class")
    assert not subject_again("economy is required for {sq1}", "sq1", "flights shorter than eight hours")
    assert not subject_again("{sq1} is the hotel cap", "sq1", "Hotel cap")  # the slot is the subject
    assert not subject_again("Paris is the capital of {sq1}", "sq1", "Paris Basin")  # a name: holds_claim_name's
    from tests.verifier.conftest import ConstantVerifier, make_claim, make_span
    span = make_span("Economy class is required for flights shorter than eight hours.")
    found = ConstantVerifier()._candidates(make_claim("economy is required for {sq1}", slot="sq1"), "sq1", span)
    assert "Economy class" not in [c.value for c in found]  # it was a candidate, and the pipeline bound it


def test_a_claim_of_what_held_before_is_read_without_its_time_words_against_a_dated_version() -> None:
    from datetime import UTC, datetime

    from tests.verifier.conftest import SubstringVerifier, make_claim, make_span
    span = make_span("The meal allowance is 45 EUR per day.", "policy-2023",
                     published_at=datetime(2023, 1, 10, tzinfo=UTC)).model_copy(update={"title": "Travel policy 2023"})
    v = SubstringVerifier()
    for text in ("The previous meal allowance was 45 EUR per day", "The meal allowance used to be 45 EUR per day"):
        v.verify([make_claim(text)], [span])
        assert "previous" not in v.seen[-1][1] and "used" not in v.seen[-1][1], v.seen[-1]
    # an undated document keeps them: it says nothing of what came before
    v.verify([make_claim("The previous meal allowance was 45 EUR per day")], [make_span(span.text)])
    assert "previous" in v.seen[-1][1]


def test_a_rate_per_year_is_not_one_every_three_years_nor_another_budgets() -> None:
    span = "Each acme employee has an equipment budget of 1,500 EUR every three years."
    assert kinds("I get 1,500 EUR a year for equipment", span) == {"period": "partial"}
    closed = {"missing_words": 0}
    assert kinds("The equipment budget is per year", span, **closed) == {"period": "partial"}  # type: ignore[arg-type]
    assert run_checks("Laptops are replaced every 3 years", "Laptops are replaced every three years.") == []
    # a closed claim of a rate is checked for the kind of amount, as one of an amount is
    other = "Each acme employee has a training budget of 2,000 EUR per year."
    found = kinds("The equipment budget is per year", other, **closed)  # type: ignore[arg-type]
    assert found == {"modifier": "unsaid"}


def test_claiming_a_thing_is_denied_by_a_span_that_does_not_reimburse_it() -> None:
    span = "Parking fees are not reimbursed by boreal."
    assert kinds("I can claim parking", span, missing_words=0) == {"negation": "reverse"}  # type: ignore[arg-type]
    assert "negation" not in kinds("I can claim a bus pass", span, missing_words=0)  # type: ignore[arg-type]
    # "paid" is a form of "pay", which a reimbursement says (was "Yes" to "Do I get paid for parking?")
    assert kinds("I get paid for parking", span, missing_words=0) == {"negation": "reverse"}  # type: ignore[arg-type]



def test_a_name_with_an_article_joins_a_group_of_names() -> None:
    """"What were the first two destinations of Huguenot emigres?" (SQuAD 2.0): "Switzerland and the Netherlands"
    was never offered, only "Switzerland"."""
    text = "The first Huguenots to leave France sought freedom from persecution in Switzerland and the Netherlands."
    found = {c.value: c.kind for c in slot_candidates(text, limit=50)}
    assert found["Switzerland and the Netherlands"] == "name_group"
    assert found["Netherlands"] == "name"
    assert "France and the Netherlands" not in found  # names apart are no group
    # such a group answers a slot for several things only (HotpotQA: "the South and the North" was bound as "the
    # popularity of Richard Wright")
    cands = slot_candidates(text, limit=50)
    plural = typed_candidates(cands, "destination", text, "{sq1} were the first two destinations of Huguenot emigres")
    assert "Switzerland and the Netherlands" in [c.value for c in plural]
    one = typed_candidates(cands, "popularity", text, "{sq1} is the popularity of Richard Wright")
    assert "Switzerland and the Netherlands" not in [c.value for c in one] and "Switzerland" in [c.value for c in one]


def test_a_count_in_the_claim_is_said_by_a_value_that_lists_that_many() -> None:
    from claimbound.verifier.checks import _counted_by_value

    open_claim = "{sq1} were the first two destinations of Huguenot emigres"
    two = "Switzerland and the Netherlands were the first two destinations of Huguenot emigres"
    assert _counted_by_value("two", two, open_claim)
    assert not _counted_by_value("three", two.replace("two", "three"), open_claim.replace("two", "three"))
    one = "Switzerland were the first two destinations of Huguenot emigres"
    assert not _counted_by_value("two", one, open_claim)  # one name does not count two
    assert not _counted_by_value("two", two, None)  # a claim as written has no value
    assert _counted_by_value("three", "Paris, Lyon and Berlin are the three offices", "{sq1} are the three offices")


def test_a_date_the_span_counts_on_from_does_not_date_the_event() -> None:
    """"塞内加尔国徽是何时被采用为国徽的？" (CMRC 2018) was "1960年8月20日", the date of independence; the span adopts the
    coat of arms "about five years later"."""
    from claimbound.verifier.checks import dated_before_the_event

    def left(claim: str, text: str) -> list[str]:
        cands = typed_candidates(slot_candidates(text), "date", text, claim)
        return [c.value for c in dated_before_the_event(claim, text, cands, "date")]

    en = "In 1960 Senegal became independent; five years later it adopted a coat of arms."
    assert left("Senegal adopted its coat of arms in {sq1}", en) == []
    assert left("Senegal became independent in {sq1}", en) == ["1960"]  # the event the date is of
    # the event said before the time counted on: the date is its own
    assert left("Senegal adopted its coat of arms in {sq1}",
                "In 1960 Senegal adopted a coat of arms, and five years later it changed its flag.") == ["1960"]
    zh = "塞内加尔在1960年8月20日宣布脱离马里联邦并独自成为一个独立国家，随后该国于约5年后正式了拥有一枚能够代表国家的国徽。"
    assert left("塞内加尔国徽是{sq1}被采用为国徽的", zh) == []
    assert "1960年" in left("塞内加尔国徽是{sq1}被采用为国徽的", "塞内加尔在1960年独立，1965年后采用了国徽。")  # after a year
    # another sentence is another matter
    assert left("Senegal adopted its coat of arms in {sq1}",
                "In 1960 Senegal adopted a coat of arms. Five years later it adopted a flag.") == ["1960"]


def test_a_span_that_says_nothing_of_the_askers_action_does_not_refuse_it() -> None:
    """"Can I roll over vacation days?" at acme: the model contradicted it from "Acme employees receive 27 days of
    annual leave per year" (0.65), which says nothing of rolling days over; the answer was a disagreement."""
    from claimbound.verifier.checks import permission_unsaid

    claim = "I can roll over vacation days"
    assert permission_unsaid(claim, "Acme employees receive 27 days of annual leave per year.") == "roll over"
    assert permission_unsaid(claim, "Unused days can be carried over.") is None  # another verb with the particle
    assert permission_unsaid(claim, "Unused vacation days are lost at the end of the year.") is None  # it refuses
    assert permission_unsaid(claim, "Vacation days must be taken within the year.") is None  # it obliges
    assert permission_unsaid("I can get a new laptop", "Laptops are replaced every three years.") is None  # light verb
    assert permission_unsaid("Acme rolls over vacation days", "Acme employees receive 27 days.") is None  # no asker
    assert permission_unsaid("I can book a hotel for 250 EUR", "The hotel cap in Paris is 220 EUR per night.") is None
    # a particle that is only a preposition before a number says no act ("Can I carry over annual leave?" at boreal
    # was "Yes" from the rule for employees over 60, which the model entailed at 0.91)
    over_60 = "Employees over 60 receive one extra week of annual leave."
    assert permission_unsaid("I can carry over annual leave", over_60) == "carry over"
    assert permission_unsaid("I can carry over annual leave", "Up to 5 days can be carried over.") is None


def test_a_span_that_replaces_a_dated_document_refutes_that_it_is_in_force() -> None:
    """"Is the 2023 travel policy still valid?" at acme: the 2025 policy says it replaces it."""
    from claimbound.claims.calendar import in_force_document

    span = "This travel policy replaces the acme travel policy of 2023."
    for claim in ("The 2023 travel policy is valid", "The 2023 travel policy is still in force",
                  "The 2023 travel policy applies"):
        assert [(f.check, f.effect) for f in run_checks(claim, span) if f.check == "version"] == [
            ("version", "contradict")], claim
    # another year, no year, another document, or a span that replaces nothing: no finding
    for claim, other in (("The 2025 travel policy is valid", span), ("The travel policy is valid", span),
                         ("The 2023 remote work policy is valid", span),
                         ("The 2023 travel policy is valid", "This travel policy applies to acme employees.")):
        assert not [f for f in run_checks(claim, other) if f.check == "version"], claim
    assert in_force_document("The 2021 parental leave policy is in effect") == "2021 parental leave policy"
    assert in_force_document("The meal allowance is 45 EUR") is None


def test_a_verb_and_particle_phrase_is_said_in_another_form_of_the_verb() -> None:
    """"roll over" is "carry over" (:data:`~claimbound.claims.english.SAME_AS_PHRASES`), also when the span says
    "carried over"."""
    span = "Up to 5 unused annual leave days can be carried over to the next year."
    assert unsaid_words("I can roll over vacation days", span) == []
    assert "roll" in unsaid_words("I can roll vacation days", span)


def test_a_passive_rule_is_what_it_has_the_asker_do() -> None:
    """"My laptop is broken, what do I do?" ("I should {sq1} if my laptop is broken") found no value in "Broken
    equipment is reported through the acme IT helpdesk": the rule says it in the passive, with no subject."""
    from claimbound.verifier.text import _base_of, predicate_candidates

    rule = "Broken equipment is reported through the acme IT helpdesk."
    assert [c.value for c in predicate_candidates("I should {sq1} if my laptop is broken", "sq1", rule)] == [
        "report broken equipment through the acme IT helpdesk"]
    assert [c.value for c in predicate_candidates("I should {sq1} with my receipts", "sq1",
                                                  "Receipts must be submitted within 30 days.")] == [
        "submit receipts within 30 days"]
    # only for the asker, and only a rule with a passive: "Expenses above 500 EUR require approval" has none
    assert predicate_candidates("I should {sq1} if my laptop is broken", "sq1",
                                "Expenses above 500 EUR require approval.") == []
    assert predicate_candidates("{sq1}", "sq1", rule) == []
    # what is done to people is what the asker among them does; what the claim says one does already is no answer
    visitors = "Visitors must be registered at the Bergen office reception."
    assert [c.value for c in predicate_candidates("I should {sq1} when I visit the Bergen office", "sq1", visitors)
            ] == ["register at the Bergen office reception"]
    assert predicate_candidates("I should {sq1} before booking travel", "sq1",
                                "Travel must be booked through the acme travel portal.") == []
    # any irregular participle (one list with the verifier's irregular verbs): "chosen", "shown"
    assert [c.value for c in predicate_candidates("I should {sq1} when I need a laptop", "sq1",
                                                  "Laptops are chosen from an approved list.")] == [
        "choose laptops from an approved list"]
    bases = {w: _base_of(w) for w in ("reported", "submitted", "approved", "copied", "agreed", "located", "used",
                                      "booked", "paid", "reimbursed", "focused", "registered", "filed", "handled")}
    assert bases == {"reported": "report", "submitted": "submit", "approved": "approve", "copied": "copy",
                     "agreed": "agree", "located": "locate", "used": "use", "booked": "book", "paid": "pay",
                     "reimbursed": "reimburse", "focused": "focus", "registered": "register", "filed": "file",
                     "handled": "handle"}


def test_an_irregular_verbs_forms_are_one_word() -> None:
    """"What do I do if my laptop breaks?" abstained: "breaks" had no form in "Broken equipment is reported ..."."""
    from claimbound.claims.english import irregular_base
    from claimbound.verifier.checks import _stem_in

    assert [irregular_base(w) for w in ("broken", "breaks", "wrote", "bought", "breaking", "building", "left")] == [
        "break", "break", "write", "buy", None, None, None]
    assert _stem_in("breaks", {"broken"}) and _stem_in("wrote", {"written"}) and _stem_in("bought", {"buys"})
    # a bare base form says no past act ("Morton decided to write a biography" is no book he wrote, MuSiQue), but
    # where the participle is the base ("has become")
    assert not _stem_in("wrote", {"write"}) and _stem_in("became", {"become"})
    # a form that is also another word is left out: annual leave is not what someone left
    assert not _stem_in("leave", {"left"}) and not _stem_in("found", {"find"})
    assert unsaid_words("I should report it if my laptop breaks", "Broken equipment is reported to the helpdesk.") == [
        "laptop"]


def test_a_limit_on_another_act_is_no_amount_one_gets() -> None:
    """"How much vacation do I get?" -> "Up to 5": the limit on the days one may carry over, bound as the leave one
    gets. A claim that speaks of carrying (or rolling) over keeps it."""
    from claimbound.verifier.checks import limits_of_another_act
    from claimbound.verifier.text import slot_candidates

    span = "Up to 5 unused annual leave days can be carried over to the next year."
    cands = slot_candidates(span)
    assert "5" not in [c.value for c in limits_of_another_act("I get {sq1} vacation", span, cands)]
    for claim in ("I can carry over {sq1} days", "I can roll over {sq1} vacation days",
                  "I can take {sq1} vacation days into next year"):  # what follows the act says it
        assert "5" in [c.value for c in limits_of_another_act(claim, span, cands)], claim
    plain = "Acme employees receive 27 days of annual leave per year."
    assert limits_of_another_act("I get {sq1} vacation", plain, slot_candidates(plain)) == slot_candidates(plain)


def test_a_participle_clause_after_a_noun_says_what_the_passive_claim_does() -> None:
    """SQuAD 2.0 "What is generated between a surface and an object that is being pushed?" abstained: "static
    friction" (no article, after "by") was no candidate of "... opposed by static friction, generated between the
    object and the table surface"."""
    from claimbound.verifier.text import _reduced_relative_heads

    span = ("Pushing against an object on a frictional surface can result in a situation where the object does not "
            "move because the applied force is opposed by static friction, generated between the object and the table "
            "surface.")
    claim = "{sq1} is generated between a surface and an object that is being pushed"
    assert [c.value for c in _reduced_relative_heads(claim, "sq1", span)] == ["static friction"]
    assert _reduced_relative_heads("{sq1} is found between a surface and an object", "sq1", span) == []
    # a clause's own subject is no noun the participle follows
    assert _reduced_relative_heads(claim, "sq1", "Heat, generated between the plates, escapes.") == []


def test_an_original_name_is_the_name_a_thing_was_renamed_from() -> None:
    """SQuAD 2.0 "What was the Colonia Agrippina's original name?" abstained: the legions' names stood first in the
    span, and "renamed" said no "original name"."""
    from claimbound.verifier.text import renamed_from

    span = ("Between about AD 14 and 180, the assignment of legions was as follows: for the army of Germania Inferior, "
            "two legions at Vetera (Xanten), I Germanica and XX Valeria (Pannonian troops); two legions at oppidum "
            "Ubiorum (\"town of the Ubii\"), which was renamed to Colonia Agrippina, descending to Cologne.")
    assert [c.value for c in renamed_from("{sq1} was the Colonia Agrippina's original name", "sq1", span)] == [
        "oppidum Ubiorum"]
    assert [c.value for c in renamed_from("{sq1} was the original name of New York", "sq1",
                                          "In 1664 New Amsterdam was renamed New York.")] == ["New Amsterdam"]
    assert renamed_from("{sq1} was the original name of Boston", "sq1", span) == []  # renamed to something else
    assert renamed_from("{sq1} was the capital of Germania Inferior", "sq1", span) is None  # no such claim
    assert unsaid_words("oppidum Ubiorum was the Colonia Agrippina's original name", span) == []


def test_a_country_that_opens_the_claim_is_a_name_the_span_must_say() -> None:
    """MuSiQue "When did the country where the village of Clonbrook is located become a member of CARICOM?" bound
    "Guyana became a member of CARICOM in 4 July 1995" from a span about Suriname joining: a sentence's first word
    was no name to the entity check, even a country's."""
    from claimbound.verifier.checks import _entities, run_checks

    span = ("CARICOM has become multilingual in practice with the addition of Dutch - speaking Suriname on 4 July "
            "1995.")
    assert [f.check for f in run_checks("Guyana became a member of CARICOM in 4 July 1995", span)] == ["entity"]
    assert _entities("Guyana joined. Reducing costs helps.") == {"Guyana"}


def test_a_span_with_one_side_of_a_multiple_neither_proves_nor_refutes_it() -> None:
    """"The hotel cap in Paris is double the hotel cap in Lyon" against the Paris cap alone: the model's contradiction
    (0.50) stood, "No" from one side of the ratio."""
    claim = "The hotel cap in Paris is double the hotel cap in Lyon"
    found = [f for f in run_checks(claim, "The hotel cap in Paris is 220 EUR per night.") if f.check == "entity"]
    assert found and all(f.elsewhere for f in found)
    # a hyphenated word is no multiple
    from claimbound.verifier.checks import _MULTIPLE

    assert _MULTIPLE.search("a double-blind trial") is None and _MULTIPLE.search("half the cap") is not None


def test_an_adverb_before_a_bound_is_no_thing_the_rule_bounds() -> None:
    """"I can work remotely more than 4 days per week" against "may work remotely up to 3 days per week": the span
    refuses it (was read as a rule for another range of "remotely", partial, and abstained)."""
    found = kinds("I can work remotely more than 4 days per week",
                  "Boreal employees may work remotely up to 3 days per week.")
    assert found.get("threshold") == "contradict", found


def test_a_span_value_the_claim_also_names_is_no_other_value() -> None:
    """"Can I choose between 49 and 59 weeks of parental leave?" was "No": the span's 49 weeks was read against the
    claim's 59 weeks, though the claim names 49 too."""
    assert kinds("I can choose between 49 and 59 weeks of parental leave",
                 "Boreal offers 49 weeks of parental leave at full pay.") == {}
    assert kinds("Parental leave is 59 weeks", "Boreal offers 49 weeks of parental leave at full pay.") == {
        "number": "contradict"}
    # a value filled into the slot is no number the claim says itself ("2.5 days can work remotely four days a week")
    found = run_checks("2.5 days can work remotely four days a week",
                       "A 2024 survey found that hybrid employees work remotely 2.5 days per week on average.",
                       open_claim="{sq1} can work remotely four days a week")
    assert any(f.check == "number" for f in found)


def test_who_does_the_verb_is_no_object_of_it() -> None:
    """"I can choose {sq1}" against "Parents may instead choose 59 weeks ...": the parents choose, they are not chosen
    (was "Parents" for "What laptops can I choose?"); a passive's agent and the object itself stay."""
    from claimbound.verifier.text import span_agent_starts

    assert span_agent_starts("I can choose {sq1}", "sq1", "Parents may instead choose 59 weeks of parental leave.") == {0}
    assert span_agent_starts("Nolan directed {sq1}", "sq1", "Inception is a film directed by Christopher Nolan.") == set()
