"""Claim wording for bridge and comparison shapes: each claim is one declarative fact a single sentence can
entail, with the unknown (``{sqN}``) where the answer goes."""

from __future__ import annotations

import pytest

from claimbound.claims.models import Route
from claimbound.planner import RulePlanner
from claimbound.planner import text as tx

P = RulePlanner()


def pairs(question: str) -> list[tuple[str, str]]:
    plan = P.plan(question)
    return [(sq.text, c.text) for sq, c in zip(plan.sub_questions, plan.claims, strict=True)]


# --------------------------------------------------------------------------- subject questions


def test_relative_clause_with_coordinated_prepositions_keeps_the_subject_first() -> None:
    got = pairs("Who directed the film that was shot in or around Leland, North Carolina in 1986")
    assert got == [
        ("Which film was shot in or around Leland, North Carolina in 1986?",
         "{sq1} was shot in or around Leland, North Carolina in 1986"),
        ("Who directed {sq1}?", "{sq2} directed {sq1}"),
    ]


@pytest.mark.parametrize(
    ("question", "claim"),
    [
        ("Which band was formed in Seattle in 1990?", "{sq1} was formed in Seattle in 1990"),
        ("Which novel was written by Jane Austen?", "{sq1} was written by Jane Austen"),
        ("Which city was Obama born in?", "Obama was born in {sq1}"),
        ("In which city was Obama born?", "Obama was born in {sq1}"),
        # a share keeps the whole it is a share of
        ("What percentage of the population was Hispanic?", "{sq1} of the population was Hispanic"),
        ("What share of the vote did Labour win?", "Labour won {sq1} of the vote"),
        # a time or place question whose verb lost its preposition gets one
        ("What year did Acme dissolve?", "Acme dissolved in {sq1}"),
        ("What year was Acme founded?", "Acme was founded in {sq1}"),
        ("What day was Acme founded?", "Acme was founded on {sq1}"),
        ("What time do the MSPs vote?", "the MSPs vote at {sq1}"),
        ("Which region is Acme located?", "Acme is located in {sq1}"),
        ("Which team was Smith traded?", "Smith was traded {sq1}"),  # not a place or a time: no preposition guessed
        # 'state' is a verb too, but 'a state' is a noun phrase: 'who' is the subject of 'was president'
        ("Who was president when Iowa became a state?", "{sq1} was president when Iowa became a state"),
        # more common verbs
        ("What limits the Rankine cycle's temperatures?", "{sq1} limits the Rankine cycle's temperatures"),
        # a manner brings its own preposition ("by dating its layers", "through the IT helpdesk")
        ("How do geologists identify the age of a rock?", "geologists identify the age of a rock {sq1}"),
        # 'When was the last time ...' reads as a dated fact
        ("When was the last time the Olympics were held in Korea?", "the Olympics were last held in Korea in {sq1}"),
        ("When was the last time Brazil won?", "Brazil last won in {sq1}"),
    ],
)
def test_question_frames_read_as_claims(question: str, claim: str) -> None:
    """A participle after the auxiliary means a subject question; the other frames as commented."""
    assert tx.to_claim(question, "{sq1}") == claim


def test_coordinated_prepositions_are_not_dangling() -> None:
    ws = tx.words("shot in or around Leland")
    assert tx._dangling_prep(ws) is None
    assert tx._dangling_prep(tx.words("born in")) == 1


# --------------------------------------------------------------------------- in-situ wh inside a description


def test_whose_clause_with_in_situ_wh_becomes_a_bridge() -> None:
    got = pairs("The manuscript for Flute Sonata in C major, BWV 1033 is in the hand of a German musician "
                "whose godfather is whom?")
    assert got == [
        ("The manuscript for Flute Sonata in C major, BWV 1033 is in the hand of which German musician?",
         "The manuscript for Flute Sonata in C major, BWV 1033 is in the hand of {sq1}"),
        ("{sq1}'s godfather is whom?", "{sq1}'s godfather is {sq2}"),
    ]
    plan = P.plan("The manuscript for Flute Sonata in C major, BWV 1033 is in the hand of a German musician "
                  "whose godfather is whom?")
    assert plan.kind == "bridge" and plan.sub_questions[1].depends_on == ["sq1"]


def test_coordinated_relative_clause_keeps_the_wh_conjunct_with_its_head() -> None:
    got = pairs("Grace Krilanovich's first novel was published by an independent mom-and-pop publishing house "
                "that was founded in 2005, and is based where?")
    assert got == [
        ("Grace Krilanovich's first novel was published by which independent mom-and-pop publishing house?",
         "Grace Krilanovich's first novel was published by {sq1}"),
        ("{sq1} is based where?", "{sq1} is based in {sq2}"),
    ]
    assert not any(c.endswith((" and", ",")) for _, c in got)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("The runner-up in the 1999 World Drivers' Championship appears on the front cover of a racing video game "
         "developed by what company?",
         [("The runner-up in the 1999 World Drivers' Championship appears on the front cover of which racing video "
           "game?", "The runner-up in the 1999 World Drivers' Championship appears on the front cover of {sq1}"),
          ("{sq1} was developed by what company?", "{sq1} was developed by {sq2}")]),
        ("From 1945-1949 Dick Humbert played for an NFL team based in what state?",
         [("From 1945-1949 Dick Humbert played for which NFL team?", "From 1945-1949 Dick Humbert played for {sq1}"),
          ("{sq1} is based in what state?", "{sq1} is based in {sq2}")]),
        ("The Women's National Basketball League includes the Adelaide team that was formed in what year?",
         [("The Women's National Basketball League includes which Adelaide team?",
           "The Women's National Basketball League includes {sq1}"),
          ("{sq1} was formed in what year?", "{sq1} was formed in {sq2}")]),
    ],
)
def test_participle_and_relative_descriptions_with_in_situ_wh(question: str, expected: list[tuple[str, str]]) -> None:
    assert pairs(question) == expected


def test_copular_description_binds_to_the_subject() -> None:
    # 'X is a consultant who ...': X is the described entity, so there is nothing to look up first
    assert pairs("Scott Howell is a consultant who has worked with the mayor of what city?") == [
        ("Scott Howell has worked with the mayor of what city?", "Scott Howell has worked with the mayor of {sq1}"),
    ]


def test_wh_questions_are_left_to_the_bridge_rules() -> None:
    plan = P.plan("Who was the first president of the company that publishes the Journal of Psychotherapy Integration?")
    assert [c.text for c in plan.claims] == [
        "{sq1} publishes the Journal of Psychotherapy Integration",
        "{sq2} was the first president of {sq1}",
    ]


# --------------------------------------------------------------------------- comparisons


def test_comparison_entity_with_a_possessive_inside_its_name() -> None:
    got = pairs("Are both magazines, the Woman's Viewpoint and Pick Me Up, British publications?")
    assert got == [
        ("Is the Woman's Viewpoint a British publication?", "The Woman's Viewpoint is a British publication"),
        ("Is Pick Me Up a British publication?", "Pick Me Up is a British publication"),
    ]


def test_same_noun_comparison_drops_the_classifier_noun() -> None:
    got = pairs("Are Watertown International Airport and Alexandria International Airport both airports in the "
                "same state ?")
    assert got == [
        ("Which state is Watertown International Airport in?", "Watertown International Airport is in {sq1}"),
        ("Which state is Alexandria International Airport in?", "Alexandria International Airport is in {sq2}"),
    ]


@pytest.mark.parametrize(
    ("question", "claims"),
    [
        ("Are Christopher Nolan and Sathish Kalathil both film directors?",
         ["Christopher Nolan is a film director", "Sathish Kalathil is a film director"]),
        ("Are King Vidor and Géza von Cziffra both American directors?",
         ["King Vidor is an American director", "Géza von Cziffra is an American director"]),
        ("Which singer is American, Mark King or Nick Hexum?", ["Mark King is American", "Nick Hexum is American"]),
        ("Did Marie Curie and Pierre Curie both win Nobel Prizes?",
         ["Marie Curie won Nobel Prizes", "Pierre Curie won Nobel Prizes"]),
    ],
)
def test_per_entity_claims_keep_the_whole_name(question: str, claims: list[str]) -> None:
    plan = P.plan(question)
    assert plan.kind == "comparison"
    assert [c.text for c in plan.claims] == claims
    assert all(c.slot is None for c in plan.claims)


# --------------------------------------------------------------------------- relative clauses with their own subject


@pytest.mark.parametrize(
    ("question", "claim"),
    [
        ("Who directed the film in which Jung Joon-young made his big screen debut?",
         "Jung Joon-young made his big screen debut in {sq1}"),
        ("Who founded the political party that Sergio Tolento Hernández belongs to?",
         "Sergio Tolento Hernández belongs to {sq1}"),
        ("What is the population of the city where Karel Purkyně died?", "Karel Purkyně died in {sq1}"),
    ],
)
def test_relative_clause_with_its_own_subject_is_claimed_as_its_fact(question: str, claim: str) -> None:
    plan = P.plan(question)
    assert plan.kind == "bridge"
    assert plan.claims[0].text == claim and plan.claims[0].slot == "sq1"


def test_adverb_led_relative_clause_keeps_the_equating_claim() -> None:
    plan = P.plan("What actresses were involved in the scandal that temporarily separated the Hong Kong duo Twins in 2008?")
    assert plan.claims[0].text == "{sq1} is the scandal that temporarily separated the Hong Kong duo Twins in 2008"


def test_a_leading_preposition_with_nothing_after_the_subject_places_the_unknown_after_it() -> None:
    """'In what county is X?' asks where X is: '{sq2} is {sq1}' would equate the county with the city."""
    assert pairs("In what county is the city where Harris W. Fawell was born?")[1] == (
        "In what county is {sq1}?", "{sq1} is in {sq2}")
    assert tx.to_claim("In which state is Dodge City?", "{sq1}") == "Dodge City is in {sq1}"


def test_a_name_after_the_head_noun_ends_it() -> None:
    assert tx.wh_slot("What is the city Kevin Durant played for?") == "location"
    assert tx.wh_slot("What is the film score composer?") == "person"  # a compound noun keeps its last word


def test_within_what_time_asks_for_a_length_of_time() -> None:
    assert tx.wh_slot("Within what time must security incidents be reported?") == "duration"
    assert tx.wh_slot("What time does the office open?") == "date"  # a time of day


def test_the_wh_noun_stops_before_the_verb_and_plurals_become_singular() -> None:
    # an article after two nouns shows the second was the verb: the noun is 'process', not 'stimulate'
    assert tx.wh_slot("What pollution process stimulates the growth of nitrates?") == "process"
    assert tx.wh_slot("What substantial error put the IPCC research in doubt?") == "error"
    assert tx.wh_slot("What pollution process that X names is used?") == "process"
    assert tx.wh_slot("What three churches have colleges in Sydney?") == "organization"
    assert [tx.singular(w) for w in ("churches", "boxes", "classes", "cities", "films", "status", "analysis")] == [
        "church", "box", "class", "city", "film", "status", "analysis"]


def test_how_often_and_how_long_with_a_participle_put_the_unknown_after_the_verb() -> None:
    assert tx.to_claim("How often are acme laptops replaced?", "{sq1}") == "acme laptops are replaced {sq1}"
    assert tx.to_claim("How long was the bridge closed?", "{sq1}") == "the bridge was closed for {sq1}"
    assert tx.to_claim("How long is boreal's sabbatical?", "{sq1}") == "boreal's sabbatical is {sq1} long"
    assert tx.to_claim("How long did the Hundred Years War last?", "{sq1}") == "the Hundred Years War lasted for {sq1}"
    # a participle that is also an adjective ("paid leave") ends the question: still the passive's participle
    assert tx.to_claim("How often is the wellness stipend paid?", "{sq1}") == "the wellness stipend is paid {sq1}"
    assert tx.to_claim("How long is paid leave?", "{sq1}") == "paid leave is {sq1} long"


@pytest.mark.parametrize(("question", "claim"), [
    ("What can cobalt employees use the wellness stipend for?", "the wellness stipend can be used for {sq1}"),
    ("What can I use the training budget for?", "the training budget can be used for {sq1}"),
    ("What do employees use the stipends for?", "the stipends are used for {sq1}"),
    # a named agent stays; an irregular participle is not formed ("spent"): the active claim stays
    ("What can Ada use the budget for?", "Ada can use the budget for {sq1}"),
    ("What can employees spend the budget on?", "employees can spend the budget on {sq1}"),
])
def test_a_generic_agent_with_a_stranded_preposition_becomes_the_passive(question: str, claim: str) -> None:
    assert tx.to_claim(question, "{sq1}") == claim


@pytest.mark.parametrize(("question", "claim"), [
    # a handbook's agentless passive: "Travel must be booked through the acme travel portal"
    ("Where must employees book travel?", "travel must be booked in {sq1}"),
    ("Where should I submit expense reports?", "expense reports should be submitted in {sq1}"),
    # an irregular participle the lists lack is not guessed ("keeped"); an agent who is no one in general stays
    ("Where must staff keep receipts?", "staff must keep receipts in {sq1}"),
    ("Where must visitors register?", "visitors must register in {sq1}"),
])
def test_where_after_a_modal_with_a_generic_agent_is_the_passive(question: str, claim: str) -> None:
    assert tx.to_claim(question, "{sq1}") == claim


@pytest.mark.parametrize(("question", "claim"), [
    # a participle right after "how many" modifies the counted noun
    ("How many unused annual leave days can I carry over?", "I can carry over {sq1} unused annual leave days"),
    ("How many died in the war?", None),  # still the verb (no claim is formed for a bare count of people)
    # the amount is the verb's object, before the adverbial
    ("How much can I spend on a hotel in Berlin?", "I can spend {sq1} on a hotel in Berlin"),
    ("How many days must cobalt employees spend in the office?", "cobalt employees must spend {sq1} in the office"),
    # the counted are the subject of a known verb
    ("How many people can attend the meeting?", "{sq1} people can attend the meeting"),
    ("How many days can staff work remotely?", "staff can work remotely {sq1}"),
    ("How much do I get for meals per day?", "I get {sq1} for meals per day"),
    ("How much does boreal reimburse for parking?", "boreal reimburses {sq1} for parking"),
    # a phrase of the counted noun that runs to the auxiliary stays with it
    ("How many weeks of parental leave at full pay does boreal offer?",
     "boreal offers {sq1} of parental leave at full pay"),
    ("How many people in Norway own cars?", "{sq1} people in Norway own cars"),
])
def test_how_many_after_a_modal(question: str, claim: str | None) -> None:
    claims = [c.text for c in RulePlanner().plan(question).claims]
    assert claims == ([claim] if claim else [])


def test_a_use_is_asked_as_a_purpose_and_a_stranded_passive_names_no_answer_noun() -> None:
    assert tx.wh_slot("What is the wellness stipend used for?") == "purpose"
    assert tx.wh_slot("What can I use the training budget for?") == "purpose"
    assert tx.wh_slot("What is the city known for?") == "entity"  # not "city": the city is the subject
    # a name between the noun and the verb: a relative clause, the noun names the answer
    assert tx.wh_slot("What is the city Kevin Durant played for?") == "location"


def test_a_number_keeps_its_thousands_separator() -> None:
    assert tx.to_claim("Who must approve expenses above 1,000 USD?", "{sq1}") == (
        "{sq1} must approve expenses above 1,000 USD")
    assert tx.words("Paris, France has 2,100,000 people") == ["Paris", ",", "France", "has", "2,100,000", "people"]


def test_a_linking_verb_is_no_noun_of_the_subject() -> None:
    """'When did Senegal become independent?' was "Senegal become independented in {sq1}"."""
    assert pairs("When did Senegal become independent?") == [
        ("When did Senegal become independent?", "Senegal became independent in {sq1}")]
    assert pairs("When did the company become public?")[0][1] == "the company became public in {sq1}"
    assert pairs("Does parental leave apply to fathers?")[0][1] == "Parental leave applies to fathers"


def test_a_relative_clause_ends_at_the_base_verb_after_did() -> None:
    """'become' is also a participle, so the clause 'where X is located' used to run on into the main verb."""
    assert pairs("When did the state where Pocahontas Mounds is located become part of the United States?") == [
        ("In which state is Pocahontas Mounds located?", "Pocahontas Mounds is located in {sq1}"),
        ("When did {sq1} become part of the United States?", "{sq1} became part of the United States in {sq2}"),
    ]
    assert [sq.text for sq in P.plan("When did the band whose singer has become famous release Hello?").sub_questions][
        0] == "What is the band whose singer has become famous?"  # 'has become' stays inside the clause
    # the comma that closed the clause goes with it ('{sq1} ed become' before)
    assert pairs("When did the country where the village of Clonbrook is located, become a member of CARICOM?")[1] == (
        "When did {sq1} become a member of CARICOM?", "{sq1} became a member of CARICOM in {sq2}")


def test_a_second_participle_before_a_stranded_preposition_is_the_main_clauses_passive() -> None:
    """'What is the country where Baure is located named after?' was one claim ("{sq1} is the country where Baure is
    located named after"): the clause ends at 'named', the passive the question asks about."""
    assert pairs("What is the country where Baure is located named after?") == [
        ("In which country is Baure located?", "Baure is located in {sq1}"),
        ("What is {sq1} named after?", "{sq1} is named after {sq2}"),
    ]
    assert [c.text for c in P.plan("What is the city where Obama was born?").claims] == [
        "{sq1} is the city where Obama was born"]  # no second participle: the description is what is asked for


@pytest.mark.parametrize(
    ("question", "claim"),
    [
        # an inflected verb right after what: the wh-word is the subject, the verb stays in the claim
        ("What caused the fire?", "{sq1} caused the fire"),
        ("What led to the war?", "{sq1} led to the war"),
        ("What happens to waste heat in the Rankine cycle?", "waste heat in the Rankine cycle {sq1}"),  # a predicate
        ("What causes cancer?", "{sq1} causes cancer"),
        ("What happened when a commission reached a decision?",
         "{sq1} happened when a commission reached a decision"),  # a clause after the verb
        ("What can't work to even the distribution of wealth?",
         "{sq1} can't work to even the distribution of wealth"),
        # the question's only verb, in -s, before a bare noun (it was read as the wh-phrase's noun and dropped)
        ("What requires approval from the chief people officer?",
         "{sq1} requires approval from the chief people officer"),
        ("What makes it easier for the government to target tribal territories?",
         "{sq1} makes it easier for the government to target tribal territories"),
        # the words skipped as the wh-phrase's noun held the verb
        ("What substantial error put the IPCC research in doubt?", "{sq1} put the IPCC research in doubt"),
        ("What pollution process stimulates the growth of nitrates?", "{sq1} stimulates the growth of nitrates"),
        ("What encoding decision needs to be made in order to decide?", "{sq1} needs to be made in order to decide"),
        # nouns stay nouns
        ("What troops defended Fort William Henry in early 1757?", "{sq1} defended Fort William Henry in early 1757"),
        ("What parts of the city flooded?", "{sq1} flooded"),
        ("What states border Texas?", "{sq1} border Texas"),
        ("What instrument does he play?", "he plays {sq1}"),
        ("What residents moved to the suburbs?", "{sq1} moved to the suburbs"),
        # an irregular past tense is never the wh-phrase's noun
        ("What drove residents to quieter suburban housing?", "{sq1} drove residents to quieter suburban housing"),
    ],
)
def test_the_verb_after_the_wh_phrase_is_never_dropped(question: str, claim: str) -> None:
    assert tx.to_claim(question, "{sq1}") == claim


def test_a_possessive_keeps_its_head_noun_in_the_subject() -> None:
    assert tx.to_claim("What year was North America's first printing press started?", "{sq1}") == (
        "North America's first printing press was started in {sq1}"
    )


def test_a_possessive_role_keeps_its_of_phrase() -> None:
    # "Cobalt's head of finance" is the head of finance of Cobalt, not the head of Cobalt
    assert [c for _q, c in pairs("What does Cobalt's head of finance approve?")] == [
        "{sq1} is the head of finance of Cobalt", "{sq1} approves {sq2}"]
    assert [c for _q, c in pairs("Where was Apple's head of design born?")] == [
        "{sq1} is the head of design of Apple", "{sq1} was born in {sq2}"]
    # a person noun with no of-phrase stays a hop of its own
    assert [c for _q, c in pairs("When was Obama's mother born?")] == [
        "{sq1} is the mother of Obama", "{sq1} was born in {sq2}"]


def test_a_word_between_the_article_and_its_noun_modifies_it() -> None:
    # "head" can be a verb, but between "the" and a noun that ends the phrase it modifies the noun
    assert [c for _q, c in pairs("Where is the head office of acme?")] == ["the head office of acme is in {sq1}"]
    assert [c for _q, c in pairs("Where is the head office?")] == ["the head office is in {sq1}"]
    # not when a verb may follow: the do-question's subject still ends before its verb
    assert [c for _q, c in pairs("What does the travel policy apply to?")] == ["the travel policy applies to {sq1}"]


def test_a_do_question_subject_runs_over_its_prepositional_phrase_to_the_verb() -> None:
    assert tx.to_claim("What did the man in the hat say to the crowd?", "{sq1}") == (
        "the man in the hat said {sq1} to the crowd"
    )


@pytest.mark.parametrize(
    ("question", "claim"),
    [
        # the unknown object comes right after its verb, before an adverbial phrase
        ("What did Tom buy at the market?", "Tom bought {sq1} at the market"),
        ("What leave can employees take after adoption?", "employees can take {sq1} after adoption"),
        ("Which laptop may contractors use at home?", "contractors may use {sq1} at home"),
        ("What did the company rely on in 2010?", "the company relied on {sq1} in 2010"),  # a verb the lists lack
        ("What can boreal employees choose from an approved list?", "boreal employees can choose {sq1} from an approved list"),
        ("What does boreal reimburse up to 800 NOK per month?", "boreal reimburses {sq1} up to 800 NOK per month"),
        ("What must staff submit within 30 days?", "staff must submit {sq1} within 30 days"),
        ("What did he choose?", "he chose {sq1}"),
        ("Which fees does boreal not reimburse?", "boreal does not reimburse {sq1}"),  # do-support stays with "not"
        ("How often are salary bands reviewed at boreal?", "salary bands are reviewed at boreal {sq1}"),
        ("How often are acme laptops replaced?", "acme laptops are replaced {sq1}"),
        ("How much is the hotel cap in Berlin?", "the hotel cap in Berlin is {sq1}"),  # the phrase names which cap
        ("What did the 2024 remote work policy replace at boreal?", "the 2024 remote work policy replaced {sq1} at boreal"),
        # unchanged: a dangling preposition takes the unknown; a when-question keeps it last; a subject question
        ("Which city did he move to in 1990?", "he moved to {sq1} in 1990"),
        ("When did the firm rely on loans?", "the firm relied on loans in {sq1}"),
        ("What can cause fires in homes?", "{sq1} can cause fires in homes"),
        ("What implication can be derived for P?", "{sq1} can be derived for P"),
        # a modal and a passive with no subject between: the counted phrase is the subject
        ("How many days of annual leave can be carried over?", "{sq1} of annual leave can be carried over"),
        ("How many weeks of leave can be taken?", "{sq1} of leave can be taken"),
        # a noun that can be a verb, a phrase qualifying it, then the verb before its stranded preposition
        ("What does parental leave at cobalt apply to?", "parental leave at cobalt applies to {sq1}"),
        ("What does parental leave apply to?", "parental leave applies to {sq1}"),
        ("What kind of leave does acme offer for 20 weeks?", "acme offers {sq1} for 20 weeks"),  # no number between
    ],
)
def test_an_object_question_puts_the_unknown_after_its_verb(question: str, claim: str) -> None:
    assert tx.to_claim(question, "{sq1}") == claim


@pytest.mark.parametrize(
    ("question", "answer_type"),
    [("What kind of leave can staff take after adoption?", "kind of leave"),
     ("Policies support what type of growth?", "kind of growth"), ("What sorts of cars did she sell?", "kind of car"),
     ("What leave can staff take?", "leave"), ("What kind of person was he?", "kind of person"),
     # the plural of a money noun asks which kinds ("Parking fees"); the singular asks for a sum
     ("Which fees does boreal not reimburse?", "kind of fee"), ("What is the fee?", "fee"),
     ("Which expenses require approval from a director?", "kind of expense")],  # 'require' is the plural's verb
)
def test_a_kind_of_question_asks_for_the_noun_after_of(question: str, answer_type: str) -> None:
    assert tx.answer_type(question, tx.wh_slot(question)) == answer_type


@pytest.mark.parametrize(
    ("question", "claim"),
    [
        ("How quickly can an algorithm solve an NP-complete knapsack problem?",
         "an algorithm can solve an NP-complete knapsack problem {sq1}"),
        ("How long can a person survive without water?", "a person can survive without water for {sq1}"),
        ("How far did the army march?", "the army marched {sq1}"),
    ],
)
def test_how_adverb_questions_with_a_modal_or_do_keep_subject_verb_order(question: str, claim: str) -> None:
    assert tx.to_claim(question, "{sq1}") == claim


def test_an_unknown_verb_before_to_is_not_taken_into_the_subject() -> None:
    assert tx.to_claim("What did the committee decide to do?", "{sq1}") == "the committee decided to do {sq1}"
    assert tx.to_claim("What planet did astrophysicists predict to explain the orbit?", "{sq1}") == (
        "astrophysicists predicted {sq1} to explain the orbit"  # the infinitive of purpose has its own object
    )


def test_an_adverb_before_the_verb_of_a_do_question_keeps_the_tense_on_the_verb() -> None:
    assert tx.to_claim("In what year did the university first see a drop in applications?", "{sq1}") == (
        "the university first saw a drop in applications in {sq1}"
    )


@pytest.mark.parametrize(("question", "claim"), [
    # the subject runs on to the verb past 'both', a prepositional phrase, or a quoted pair of sources
    ("Do both articles from The Verge discuss holiday shopping?", "Both articles from The Verge discuss holiday shopping"),
    ("Does the TechCrunch article on Meta suggest a bias?", "The TechCrunch article on Meta suggests a bias"),
    ("Do 'The Age' and 'FOX News - Lifestyle' suggest that parents matter?",
     "'The Age' and 'FOX News - Lifestyle' suggest that parents matter"),
    # expletive 'there'
    ("Was there a change in the narrative?", "There was a change in the narrative"),
    ("Is there no ranking change?", "There is no ranking change"),
    # after a modal the bare verb ends the subject: past plain words the noun phrase stopped at, back from a plural
    # noun's verb it took, never past a pronoun
    ("Can unused training budget carry over?", "Unused training budget can carry over"),
    ("Can unused annual leave days be carried over?", "Unused annual leave days can be carried over"),  # to 'be'
    ("Must visitors register at the Bergen office?", "Visitors must register at the Bergen office"),
    ("Can I book travel through a travel agency?", "I can book travel through a travel agency"),
    ("May new employees work remotely?", "New employees may work remotely"),
    # after has / have / had the participle ends it, past nouns that can be verbs ('travel', 'leave')
    ("Has the travel policy changed?", "The travel policy has changed"),
    ("Has the parental leave policy changed?", "The parental leave policy has changed"),
    ("Has the meal cap been raised?", "The meal cap has been raised"),
    ("Has Acme changed its CEO?", "Acme has changed its CEO"),
    # an "any" that asks whether there is some is "some" (the model read "I can carry any days over" as refuted by
    # "Up to 5 unused annual leave days can be carried over"); a free choice stays
    ("Can I carry any days over?", "I can carry some days over"),
    ("Can I carry any over?", "I can carry some over"),
    ("Are there any limits on remote work?", "There are some limits on remote work"),
    ("Can I use any laptop?", "I can use any laptop"),
])
def test_yes_no_claims_keep_their_subject_and_verb(question: str, claim: str) -> None:
    assert tx.yes_no_claim(question) == claim


@pytest.mark.parametrize(("question", "claim"), [
    ("What condenses at 54.36 K?", "{sq1} condenses at 54.36 K"),  # an -s word the verb list lacks
    ("What melts at 100 degrees?", "{sq1} melts at 100 degrees"),
    ("What animals at the zoo eat meat?", "{sq1} at the zoo eat meat"),  # the question goes on: 'animals' is a noun
    # do-questions: a verb the list used to lack, and plain words of the subject before it
    ("Whose occupation did Iraq military personnel seek to end?", "Iraq military personnel sought to end {sq1}"),
    ("When did Dyrrachium fall to the Normans?", "Dyrrachium fell to the Normans in {sq1}"),
    ("What did the brackish lagoon change into?", "the brackish lagoon changed into {sq1}"),
])
def test_the_question_verb_stays_in_the_claim(question: str, claim: str) -> None:
    assert tx.to_claim(question, "{sq1}") == claim


@pytest.mark.parametrize(("question", "claim"), [
    # a leading phrase before the wh-question stays in front of the claim, and the verb stays in it
    ("Within the EU, which court believes they have the final word?", "Within the EU, {sq1} believes they have the final word"),
    ("In 1990, who won the cup?", "In 1990, {sq1} won the cup"),
    # a preposition before the wh-phrase after the lead
    ("After the Oligocene period, under what period did the amazon rainforest begin to expand?",
     "After the Oligocene period, the amazon rainforest began to expand under {sq1}"),
    ("In 2010, in which city did the team play?", "In 2010, the team played in {sq1}"),
    ("What is X, which was founded in 1990?", "{sq1} is X, which was founded in 1990"),  # a relative clause
    # 'What was the N ... PREP': the unknown is the preposition's object unless a relative clause holds the preposition
    ("What was the USSR more worried about?", "the USSR was more worried about {sq1}"),
    ("What is the company known for?", "the company is known for {sq1}"),
    ("What was the team that Smith played for?", "{sq1} was the team that Smith played for"),
    ("What is the city Kevin Durant played for?", "{sq1} is the city Kevin Durant played for"),
    # a phrase of one preposition qualifies the noun: the whole is the subject
    ("What was the protest in Antigone about?", "the protest in Antigone was about {sq1}"),
    ("What is the city in Texas Smith moved to?", "{sq1} is the city in Texas Smith moved to"),  # a clause holds it
    ("What is the capital of France?", "{sq1} is the capital of France"),
    # an adjective with its own preposition is the predicate, not part of the noun phrase
    ("What is the city famous for?", "the city is famous for {sq1}"),
    ("What are employees eligible for?", "employees are eligible for {sq1}"),
    # irregular participles open a passive predicate
    ("How was the civil disobedience shown in Antigone?", "the civil disobedience was shown in Antigone {sq1}"),
    ("What was the war fought over?", "the war was fought over {sq1}"),
    # "of" leads a wh-phrase as other prepositions do
    ("Of which country is Paris the capital?", "Paris is the capital of {sq1}"),
    ("Of what church is the Diocese of Fredericton?", "the Diocese of Fredericton is a part of {sq1}"),
    # a phrase of the subject's own between it and the participle
    ("Why are the small lakes in the parks emptied before winter?",
     "the small lakes in the parks are emptied before winter because of {sq1}"),
])
def test_leading_phrases_and_dangling_prepositions(question: str, claim: str) -> None:
    assert tx.to_claim(question, "{sq1}") == claim


def test_attribute_questions_put_the_named_subject_first_and_type_the_slot() -> None:
    plan = P.plan("What nationality was Géza von Cziffra?")
    assert plan.claims[0].text == "Géza von Cziffra was {sq1}" and plan.sub_questions[0].slot == "nationality"
    assert P.plan("What is William Rankine's nationality?").sub_questions[0].slot == "nationality"
    # the possessed noun's modifiers and a place after it: "acme's mileage rate in Germany" asks for a rate
    assert P.plan("What is acme's mileage rate in Germany?").sub_questions[0].slot == "rate"
    # a place noun before a compound modifies it: "Norway's state mileage rate" is one thing, no state of Norway
    plan = P.plan("What is Norway's state mileage rate?")
    assert [c.text for c in plan.claims] == ["{sq1} is Norway's state mileage rate"]
    assert [c.text for c in P.plan("What is the population of Texas's capital?").claims] == [
        "{sq1} is the capital of Texas", "{sq2} is the population of {sq1}"]
    # a possessive inside a prepositional phrase is not the thing asked for
    assert P.plan("What is the fee range for accessing BSkyB's EPG?").sub_questions[0].slot == "range"


@pytest.mark.parametrize(("question", "claim"), [
    ("What type of ideals generalize prime elements?", "{sq1} generalize prime elements"),  # was the fallback
    ("Who does the statue of Little Insurgent commemorate?", "the statue of Little Insurgent commemorates {sq1}"),
    ("What did the tower transmit?", "the tower transmitted {sq1}"),  # the final consonant doubles
])
def test_verbs_the_list_lacked(question: str, claim: str) -> None:
    assert tx.to_claim(question, "{sq1}") == claim


def test_which_of_the_n_types_the_slot_from_n() -> None:
    assert tx.wh_slot("Which of the founders of the Institute contributed to the Act?") == "person"
    assert tx.wh_slot("Which of the two films was released first?") == "film"
    assert tx.wh_slot("Which of these is larger?") == "entity"


def test_the_head_noun_of_an_equative_question_is_its_last_word_that_is_no_name() -> None:
    assert tx.wh_slot("What was the first Huguenot outpost in South Carolina?") == "outpost"
    assert tx.wh_slot("What is the Los Angeles rail system?") == "system"
    assert tx.wh_slot("What was the Colonia Agrippina's original name?") == "name"
    assert tx.wh_slot("What is the Rhine?") == "rhine"  # only names: the last one, as before


def test_the_name_of_a_thing_is_asked_as_the_thing() -> None:
    plan = P.plan("What was the name of the first Huguenot outpost in South Carolina?")
    assert [(c.text, c.answer_type) for c in plan.claims] == [
        ("{sq1} was the first Huguenot outpost in South Carolina", "outpost")]
    bridge = P.plan("What is the name of the pop band founded by one of the stars of Aisa Yeh Jahaan?")
    assert len(bridge.sub_questions) == 1 and bridge.claims[0].answer_type == "organization"
    kept = P.plan("What was the English name of Gou's math?")  # the adjective says which name: the word stays
    assert kept.claims[0].text == "{sq1} was the English name of Gou's math"


def test_a_listed_wh_noun_is_one_unknown() -> None:
    # 'by which rapper, actor, and model from Harlem': one person described three ways, not a relative clause
    plan = P.plan("The album featured a guest appearance by which rapper, actor, and model from Harlem?")
    assert [c.text for c in plan.claims] == ["The album featured a guest appearance by {sq1} from Harlem"]
    assert plan.claims[0].answer_type == "person"


@pytest.mark.parametrize(
    ("question", "claim"),
    [
        # a participle between the article and its noun modifies the noun, as an acronym after it does
        ("What base model is the embedded NLI model fine-tuned from?", "the embedded NLI model is fine-tuned from {sq1}"),
        ("Which river is the rebuilt bridge located on?", "the rebuilt bridge is located on {sq1}"),
        # an acronym right after the article is the subject itself
        ("Who did the US refuse aid to, to fight against the Soviet Union?",
         "the US refused aid to {sq1}, to fight against the Soviet Union"),
    ],
)
def test_a_modifier_inside_the_subject_stays_in_it(question: str, claim: str) -> None:
    assert P.plan(question).claims[0].text == claim


@pytest.mark.parametrize(("question", "claim"), [("What does the scope guard do?", "the scope guard {sq1}"),
                                                 ("What did Marie Curie do?", "Marie Curie {sq1}")])
def test_what_does_x_do_asks_for_an_action(question: str, claim: str) -> None:
    plan = P.plan(question)
    assert [(c.text, c.slot, c.answer_type) for c in plan.claims] == [(claim, "sq1", "action")]


def test_a_model_with_a_modifier_is_a_thing() -> None:
    assert P.plan("What base model is the embedded NLI model fine-tuned from?").claims[0].answer_type == "model"
    assert P.plan("Which model married the actor?").claims[0].answer_type == "person"
    assert P.plan("Which rapper, actor, and model from Harlem appeared?").claims[0].answer_type == "person"
    # 'What is the ... model': a thing; 'Who is the model': a person
    assert P.plan("What is the base model of the embedded NLI model?").claims[0].answer_type == "model"
    assert P.plan("Who is the model on the cover of Vogue?").claims[0].answer_type == "person"


@pytest.mark.parametrize(("question", "claim"), [
    ("How many remote days do I get per week?", "I get {sq1} remote days per week"),
    ("How much land does Cambridge own in Allston?", "Cambridge owns {sq1} land in Allston"),
    ("How many times did Brazil win the World Cup?", "Brazil won the World Cup {sq1}"),
    ("What's the daily meal allowance?", "{sq1} is the daily meal allowance"),
    ("Who’s the head of finance at cobalt?", "{sq1} is the head of finance at cobalt"),
])
def test_counts_go_after_their_verb_and_a_leading_contraction_is_read_in_full(question: str, claim: str) -> None:
    assert P.plan(question).claims[0].text == claim


def test_two_places_after_one_repeated_preposition_are_two_questions() -> None:
    assert [c.text for c in P.plan("What is the hotel cap in Berlin and in Lyon?").claims] == [
        "{sq1} is the hotel cap in Berlin", "{sq2} is the hotel cap in Lyon"]


@pytest.mark.parametrize(("question", "claim"), [
    # a condition after the question follows its claim
    ("What color does the flag have if it is old?", "the flag has {sq1} if it is old"),
    ("What period does 1/p have if p is not 2 or 5?", "1/p has {sq1} if p is not 2 or 5"),
    # a frequency adverb between the subject and the verb stays an adverb; 'have' takes its object with no preposition
    ("What period does 1/p always have?", "1/p always has {sq1}"),
    ("What does the company usually buy?", "the company usually buys {sq1}"),
    ("What year did the band dissolve?", "the band dissolved in {sq1}"),
    # 'What is X called': X is called {ref}, an adverb after the verb 'be'
    ("What is the training script called?", "the training script is called {sq1}"),
    ("What was the city formerly known as?", "the city was formerly known as {sq1}"),
    ("What was the view not called?", "the view was not called {sq1}"),
])
def test_conditions_and_frequency_adverbs(question: str, claim: str) -> None:
    assert tx.to_claim(question, "{sq1}") == claim


@pytest.mark.parametrize("question", [
    "What period does 1/p have if p is not 2 or 5?",
    "According to Fermat's theorem, what period does 1/p always have assuming p is prime that is not 2 or 5?",
    "Which players are not from Spain or France?",
])
def test_or_inside_a_condition_or_a_negation_is_no_choice(question: str) -> None:
    plan = P.plan(question)
    assert len(plan.claims) == 1 and plan.claims[0].slot is not None
    assert " or " in plan.claims[0].text


def test_a_choice_with_a_comma_still_asks_each_option() -> None:
    plan = P.plan("Which band was formed first, Oasis or Blur?")
    assert [c.text for c in plan.claims] == ["Oasis was formed in {sq1}", "Blur was formed in {sq2}"]


@pytest.mark.parametrize(
    ("question", "claim"),
    [
        ("Is the meal allowance at acme higher than 50 EUR?", "The meal allowance at acme is higher than 50 EUR"),
        ("Is the meal allowance higher than 50 EUR?", "The meal allowance is higher than 50 EUR"),
        ("Is the hotel cap in Paris 220 EUR?", "The hotel cap in Paris is 220 EUR"),
        ("Is the hotel cap in Paris above 200 EUR?", "The hotel cap in Paris is above 200 EUR"),
        ("Is the budget at acme more generous than 1,000 EUR?", "The budget at acme is more generous than 1,000 EUR"),
        ("Is the office in Bergen open on weekends?", "The office in Bergen is open on weekends"),
        ("Is the office in Bergen?", "The office is in Bergen"),  # the phrase is the predicate
        ("Is the boreal training budget at least 25,000 NOK per year?",
         "The boreal training budget is at least 25,000 NOK per year"),
        ("Is parental leave paid in full?", "Parental leave is paid in full"),
    ],
)
def test_a_yes_no_subject_keeps_its_phrase_before_a_number_comparative_or_participle(question: str, claim: str) -> None:
    assert tx.yes_no_claim(question) == claim


@pytest.mark.parametrize(("question", "claim", "slot"), [
    ("What is a hotel cap?", "a hotel cap is {sq1}", "definition"),
    ("What is parental leave?", "parental leave is {sq1}", "definition"),  # was 'parental is leave {sq1}'
    ("What does per diem mean?", "per diem means {sq1}", "definition"),
    ("What does 'Pax Mongolica' mean?", "'Pax Mongolica' means {sq1}", "definition"),  # quoted words of any case
    # a name: what the documents say it is ("a city in France", or "The health insurance provider of acme" from a
    # sentence that ends with the name)
    ("What is Lyon?", "Lyon is {sq1}", "definition"),
    ("What is Mutuelle Horizon?", "Mutuelle Horizon is {sq1}", "definition"),
    ("Who is Claire Dubois?", "Claire Dubois is {sq1}", "definition"),  # a full name
    # a value, one bare word: no definition asked
    ("What is the hotel cap?", "{sq1} is the hotel cap", "cap"),
    ("What is love?", "{sq1} is love", "entity"),
])
def test_a_question_about_what_words_mean_asks_for_their_definition(question: str, claim: str, slot: str) -> None:
    assert (tx.to_claim(question, "{sq1}"), tx.wh_slot(question)) == (claim, slot)


@pytest.mark.parametrize(("question", "claim"), [
    # the unit goes with the value ("12 months"), as for 'How many weeks of leave'
    ("Within how many months must parental leave be taken?", "parental leave must be taken within {sq1}"),
    ("For how many weeks is parental leave paid?", "parental leave is paid for {sq1}"),
    # what the count is of goes after it (was "Within {sq1} months of birth must parental leave be taken")
    ("Within how many months of birth must parental leave be taken?",
     "parental leave must be taken within {sq1} of birth"),
])
def test_a_preposition_before_how_many_goes_with_the_value(question: str, claim: str) -> None:
    assert tx.to_claim(question, "{sq1}") == claim


def test_what_happens_to_a_thing_asks_for_a_predicate_and_time_off_is_no_unit() -> None:
    assert (tx.to_claim("What happens to unused annual leave days?", "{sq1}"),
            tx.wh_slot("What happens to unused annual leave days?")) == ("unused annual leave days {sq1}", "action")
    # 'time off' is what is counted, not a unit of time ("20 days of paid time off")
    assert tx.to_claim("How much time off do cobalt employees get?", "{sq1}") == "cobalt employees get {sq1} of time off"


@pytest.mark.parametrize(("question", "several"), [
    ("Which cities does acme have offices in?", True), ("What three churches have colleges in Sydney?", True),
    ("Which of the two tornado outbreaks killed the most people?", False), ("Which expenses require approval?", True),
    ("In which years did acme win?", True), ("Where are acme's offices?", True), ("Where is Bergen?", False), ("Which city hosts the games?", False),
    ("What is the capital of France?", False),
    ("What news did acme share?", False), ("What does acme cover?", False),
    ("What status does acme have?", False),
])
def test_a_plural_wh_noun_asks_for_several_values(question: str, several: bool) -> None:
    assert tx.asks_for_several(question) is several
    plan = RulePlanner().plan(question)
    assert [c.several for c in plan.claims if c.slot] == [several]


@pytest.mark.parametrize(("question", "claim"), [
    # a word between a determiner and "of" is a noun ("head" was read as the verb: "the heads of finance approve")
    ("What does the head of finance approve?", "the head of finance approves {sq1}"),
    ("Who does the head of finance report to?", "the head of finance reports to {sq1}"),
    # "need" is a verb (the wh-noun phrase ran on to "approval")
    ("Which expenses need approval from a department head?", "{sq1} need approval from a department head"),
    ("What approval do hotel bookings above the cap need?", "hotel bookings above the cap need {sq1}"),
    # where something is: in a place (was "{sq1} is Bergen", "the Bergen is office in {sq1}")
    ("Where is Bergen?", "Bergen is in {sq1}"),
    ("Where is the Bergen office?", "the Bergen office is in {sq1}"),
    ("Where is cobalt's headquarters?", "cobalt's headquarters is in {sq1}"),
    # "leave" reads as a verb, but no verb stands between a modal's subject and "be"
    ("How quickly must parental leave be requested?", "parental leave must be requested {sq1}"),
    ("How long can parental leave be taken?", "parental leave can be taken for {sq1}"),
    # after a modal, a plural noun's plain last word is the verb (was "{sq1} must visitors register")
    ("Where must visitors register?", "visitors must register in {sq1}"),
    ("Where can employees park?", "employees can park in {sq1}"),
    # after a word for people, a plain word before the object is the verb (was "employees book must travel in {sq1}";
    # a generic agent's is now the passive: test_where_after_a_modal_with_a_generic_agent_is_the_passive)
    ("Where must new hires book travel?", "new hires must book travel in {sq1}"),
    ("Where must visitors sign the register?", "visitors must sign the register in {sq1}"),
    # a participle after "What is" is a passive, not a term to define (was "replaced every three years is {sq1}")
    ("What is replaced every three years?", "{sq1} is replaced every three years"),
    # an unknown verb in -s before a list of nouns (was "{sq1} to birth, adoption and foster placement")
    ("What applies to birth, adoption and foster placement?", "{sq1} applies to birth, adoption and foster placement"),
])
def test_nouns_that_can_be_verbs_need_as_a_verb_and_where_something_is(question: str, claim: str) -> None:
    assert tx.to_claim(question, "{sq1}") == claim


def test_how_quickly_asks_for_a_speed() -> None:
    for q in ("How quickly can an algorithm solve the knapsack problem?", "How fast must incidents be reported?",
              "As of 2014 how quickly is building material being printed?"):
        assert tx.wh_slot(q) == "speed"
    assert tx.wh_slot("How are incidents reported?") == "manner"


def test_a_bare_verb_after_is_is_a_noun() -> None:
    assert tx.to_claim("What is acme's parental leave?", "{sq1}") == "{sq1} is acme's parental leave"  # not "is leave"
    assert tx.to_claim("What is the team called?", "{sq1}") == "the team is called {sq1}"  # a participle stays one



@pytest.mark.parametrize(("question", "claim"), [
    # the plain word before the stranded preposition is the verb, though no word list knows "apply" ("travel" does)
    ("What does the acme travel policy apply to?", "the acme travel policy applies to {sq1}"),
    ("What does the travel policy apply to?", "the travel policy applies to {sq1}"),
    ("What does parental leave at cobalt apply to?", "parental leave at cobalt applies to {sq1}"),
    ("What did the French travel agency depend on?", "the French travel agency depended on {sq1}"),
])
def test_a_plain_word_before_a_stranded_preposition_is_the_verb(question: str, claim: str) -> None:
    assert tx.to_claim(question, "{sq1}") == claim


@pytest.mark.parametrize(("question", "claim"), [
    # a verb of finding or saying is no noun a phrase qualifies (was "the survey find about remote worked {sq1}")
    ("What did the survey find about remote work?", "the survey found {sq1} about remote work"),
    # a bare verb after a preposition other than 'of' is a noun (was "the report says about {sq1} leave")
    ("What does the report say about leave?", "the report says {sq1} about leave"),
    # 'each' opens a noun phrase (was "each acmes employee have {sq1}")
    ("What does each acme employee have?", "each acme employee has {sq1}"),
    # 'every' and a unit of time open an adverbial after the unknown (was "... get every four years {sq1}")
    ("What do boreal employees get every four years?", "boreal employees get {sq1} every four years"),
    ("What does each acme employee have every three years?", "each acme employee has {sq1} every three years"),
])
def test_do_questions_with_a_reporting_verb_a_quantifier_or_a_frequency(question: str, claim: str) -> None:
    assert tx.to_claim(question, "{sq1}") == claim


@pytest.mark.parametrize(("question", "claim"), [
    # who is the subject of a modal's verb (were "approve must fully remote work {sq1}", "to has approve ...")
    ("Who must approve fully remote work?", "{sq1} must approve fully remote work"),
    ("Who has to approve fully remote work?", "{sq1} has to approve fully remote work"),
    # ... or its object, after a one-word subject and a verb the word lists may not know
    ("Who should employees contact?", "employees should contact {sq1}"),
    ("Who can employees ask for help?", "employees can ask {sq1} for help"),
    ("Who can Mary marry?", "Mary can marry {sq1}"),
    # a subject that names someone, after words that modify it, then a verb before a preposition or the end (were
    # "{sq1} should I contact", "{sq1} should new hires contact", "staff contact should about {sq1} leave")
    ("Who should I contact?", "I should contact {sq1}"),
    ("Who should I contact about leave?", "I should contact {sq1} about leave"),
    ("Who should staff contact about leave?", "staff should contact {sq1} about leave"),
    ("Who should new hires contact?", "new hires should contact {sq1}"),
    ("Who should cobalt employees contact about travel?", "cobalt employees should contact {sq1} about travel"),
    ("Whom should managers inform?", "managers should inform {sq1}"),
    # a plain word that names no one is who's own verb, though the word lists do not know it (were "book can travel
    # {sq1}", "register should visitors {sq1}")
    ("Who can book travel?", "{sq1} can book travel"),
    ("Who must book travel through the portal?", "{sq1} must book travel through the portal"),
    ("Who should register visitors?", "{sq1} should register visitors"),
    ("Who must register visitors at reception?", "{sq1} must register visitors at reception"),
    # ... but not before a passive
    ("Who must remote work days be agreed with?", "remote work days must be agreed with {sq1}"),
    # an adverb after the verb stays after the unknown (was "parents choose can instead {sq1}")
    ("What can parents choose instead?", "parents can choose {sq1} instead"),
    ("What can parents choose?", "parents can choose {sq1}"),
])
def test_modal_questions_put_the_unknown_where_it_stands(question: str, claim: str) -> None:
    assert tx.to_claim(question, "{sq1}") == claim


def test_a_wh_word_alone_or_with_one_word_plans_without_error() -> None:
    """wh_slot reads 'What applies to ...' through _unknown_s_verb, which must not index past a short question."""
    assert tx.wh_slot("What?") == "entity"  # raised IndexError at 92ae770
    for q in ("What?", "What applies?"):
        assert tx._unknown_s_verb(tx.words(tx.strip_q(q))) is False


@pytest.mark.parametrize(("question", "claim"), [
    # a noun that can be a verb, before the real verb (was "Parental leaves apply to adoption")
    ("Does parental leave apply to adoption?", "Parental leave applies to adoption"),
    ("Does parental leave at cobalt apply to adoption?", "Parental leave at cobalt applies to adoption"),
    ("Does remote work need approval?", "Remote work needs approval"),
    # a verb the lists lack before a preposition (was "the hotel cap apply does to Paris")
    ("Does the hotel cap apply to Paris?", "The hotel cap applies to Paris"),
    # the first word is the verb when what follows is its object
    ("Does boreal reimburse parking fees?", "Boreal reimburses parking fees"),
    ("Does the policy cover dental care?", "The policy covers dental care"),
    ("Did the news source maintain consistency in its reporting?", "The news source maintained consistency in its reporting"),
])
def test_a_do_question_finds_its_verb_after_a_noun_that_can_be_one(question: str, claim: str) -> None:
    assert tx.yes_no_claim(question) == claim

@pytest.mark.parametrize(("question", "claim"), [
    # a year after the article: the subject is read as without it (was "The 2023 travel is policy valid")
    ("Is the 2023 travel policy valid?", "The 2023 travel policy is valid"),
    ("Is the 2021 parental leave policy in effect?", "The 2021 parental leave policy is in effect"),
    ("Is the 2024 survey reliable?", "The 2024 survey is reliable"),
    # a noun that can be a verb after the article's modifier, before a last word (was "The remote is work policy
    # strict")
    ("Is the remote work policy strict?", "The remote work policy is strict"),
    ("Is the remote work allowed?", "The remote work is allowed"),
    # a gerund's phrase runs up to the leave asked of it (was "Working remotely is 5 days a week allowed")
    ("Is working remotely 5 days a week allowed?", "Working remotely 5 days a week is allowed"),
    ("Is booking travel outside the portal allowed?", "Booking travel outside the portal is allowed"),
    # so does a comparison that the leave follows, and an adjective in -al with its noun before the last word
    ("Are flights longer than eight hours allowed in business class?",
     "Flights longer than eight hours are allowed in business class"),
    ("Is parental leave unpaid?", "Parental leave is unpaid"),
])
def test_a_subject_runs_past_a_year_or_a_noun_that_can_be_a_verb(question: str, claim: str) -> None:
    assert tx.yes_no_claim(question) == claim



@pytest.mark.parametrize(("question", "claim"), [
    # a subject, "be" and an adjective after the modal: the unknown after the adjective (was "{sq1} must I be ...")
    ("What hours must I be reachable when working remotely?", "I must be reachable {sq1} when working remotely"),
    ("What hours must employees be reachable?", "employees must be reachable {sq1}"),
    ("What must employees working remotely be?", "employees working remotely must be {sq1}"),
    # the asker's verb the lists lack, then an adverbial: the object before it (was "I must list on a mileage claim
    # {sq1}")
    ("What must I list on a mileage claim?", "I must list {sq1} on a mileage claim"),
    # who as the object of a do-question's verb, before the adverbial
    ("Who do I ask for approval of a 2,000 USD expense?", "I ask {sq1} for approval of a 2,000 USD expense"),
    ("Who did Obama meet in Paris?", "Obama met {sq1} in Paris"),
])
def test_the_unknown_stands_where_the_answer_goes_after_a_modal_or_do(question: str, claim: str) -> None:
    assert tx.to_claim(question, "{sq1}") == claim


def test_how_far_in_advance_asks_how_long_before() -> None:
    plan = RulePlanner().plan("How far in advance must I request parental leave?")
    assert [(c.text, c.answer_type) for c in plan.claims] == [
        ("I must request parental leave {sq1} in advance", "duration")]  # was "{sq1} far in advance must I ...", a distance
    assert tx.to_claim("How far in advance must parental leave be requested?", "{sq1}") == (
        "parental leave must be requested {sq1} in advance")


def test_a_notice_period_is_a_length_of_time_not_a_date() -> None:
    # a date slot takes no "three months", so the question abstained on a span that states it
    assert tx.wh_slot("What is the notice period for cobalt employees?") == "duration"
    assert tx.wh_slot("What is the response time for security incidents?") == "duration"
    assert tx.wh_slot("What is the period of the Ming dynasty?") == "date"
    assert tx.wh_slot("What period did the dinosaurs live in?") == "date"
    # "time off" ends in a particle: the answer is an amount of time ("20 days"), not an "off" (it answered "HR")
    assert tx.wh_slot("What is the paid time off?") == "duration"
    assert tx.wh_slot("What is the time off for cobalt employees?") == "duration"


def test_the_level_of_pay_is_a_rate_not_a_length_of_leave() -> None:
    # "What is the level of parental leave pay?" answered "20 weeks" (of "20 weeks of paid parental leave")
    assert tx.wh_slot("What is the level of parental leave pay?") == "rate"
    assert tx.wh_slot("What is the rate of sick pay?") == "rate"
    assert tx.wh_slot("What is the level of the river?") == "level"  # no pay: the noun itself


@pytest.mark.parametrize(("question", "claim"), [
    # a share before the participle opens the predicate (was "Parental is leave 100% paid")
    ("Is parental leave 100% paid?", "Parental leave is 100% paid"),
    ("Is parental leave 80 percent paid?", "Parental leave is 80 percent paid"),
    # a bound before an amount opens the predicate, after a name's nouns too (was "The New York is hotel cap above")
    ("Is the hotel cap above 300 USD?", "The hotel cap is above 300 USD"),
    ("Is the New York hotel cap above 300 USD?", "The New York hotel cap is above 300 USD"),
    ("Is the New York office in Manhattan?", "The New York office is in Manhattan"),
    ("Was the Apollo program successful in 1969?", "The Apollo program was successful in 1969"),
    # after a bare modifier, a noun the lists read as a verb, before an amount (was "Parental is leave at cobalt ...")
    ("Is parental leave at cobalt 16 weeks?", "Parental leave at cobalt is 16 weeks"),
    ("Is parental leave 20 weeks?", "Parental leave is 20 weeks"),
])
def test_a_yes_no_subject_ends_before_an_amount_or_a_share(question: str, claim: str) -> None:
    assert tx.yes_no_claim(question) == claim


def test_a_subjects_own_phrase_an_adverb_of_time_and_a_relative_with_have() -> None:
    # a phrase of the subject's own before a passive predicate (was "Parental is leave at acme paid in full")
    assert tx.yes_no_claim("Is parental leave at acme paid in full?") == "Parental leave at acme is paid in full"
    assert tx.yes_no_claim("Must parental leave at cobalt be requested in advance?") == (
        "Parental leave at cobalt must be requested in advance")
    # "now" is an adverb after the unknown (was "cobalt offer nows {sq1} of parental leave")
    assert tx.to_claim("How many weeks of parental leave does cobalt offer now?", "{sq1}") == (
        "cobalt offers {sq1} of parental leave now")
    # "has" before a noun is the verb of a where-clause (was "acme its headquarters has in {sq1}")
    plan = RulePlanner().plan("What is the hotel cap in the city where acme has its headquarters?")
    assert [c.text for c in plan.claims] == ["acme has its headquarters in {sq1}", "{sq2} is the hotel cap in {sq1}"]
    plan = RulePlanner().plan("What is the population of the city where the company has been based since 1990?")
    assert plan.sub_questions[0].text == "In which city has the company been based since 1990?"


def test_its_after_a_role_of_an_owner_is_the_owners() -> None:
    plan = RulePlanner().plan("Who is the CEO of boreal and where is its headquarters?")
    assert [s.text for s in plan.sub_questions] == ["Who is the CEO of boreal?", "Where is boreal's headquarters?"]


@pytest.mark.parametrize(("question", "claim"), [
    # a verb the word lists lack, after a noun phrase the -ing modifier cut short or that swallowed it
    ("Does unused training budget roll over?", "Unused training budget rolls over"),
    ("Does the unused training budget roll over?", "The unused training budget rolls over"),
    ("Does the company review salary bands?", "The company reviews salary bands"),
    ("Does boreal review salary bands?", "Boreal reviews salary bands"),
    ("Do remote workers check email?", "Remote workers check email"),
])
def test_a_yes_no_do_question_finds_a_verb_the_lists_lack(question: str, claim: str) -> None:
    assert tx.yes_no_claim(question) == claim


@pytest.mark.parametrize(("question", "claim"), [
    ("How often does boreal review salary bands?", "boreal reviews salary bands {sq1}"),
    ("How often does the company review salary bands?", "the company reviews salary bands {sq1}"),
    ("How frequently are card statements reconciled?", "card statements are reconciled {sq1}"),
    ("How many leave days can roll over into next year?", "{sq1} leave days can roll over into next year"),
    # a unit counted is the subject too: the bound value carries it ("5 days"), was "carry can over {sq1}"
    ("How many days can carry over?", "{sq1} can carry over"),
    ("How many weeks can parents take?", "parents can take {sq1}"),
    ("How much paid time off do cobalt employees get each year?", "cobalt employees get {sq1} paid time off each year"),
    ("What percentage of pay do parents get for 59 weeks of leave?", "parents get {sq1} of pay for 59 weeks of leave"),
    # a plural noun right before the auxiliary ends the phrase ("costs" is no verb here)
    ("How much of medical costs does acme's health insurance cover?", "acme's health insurance covers {sq1} of medical costs"),
    # a bound's own preposition, and a particle the question ends with
    ("By when must receipts be submitted?", "receipts must be submitted by {sq1}"),
    ("By when must receipts be handed in?", "receipts must be handed in by {sq1}"),
    ("Until when is the office open?", "the office is open until {sq1}"),
    # where something is sent: to a place
    ("Where do training requests go?", "training requests go to {sq1}"),
    ("Where are receipts sent?", "receipts are sent to {sq1}"),
    ("Where did he go to school?", "he went to school in {sq1}"),
])
def test_frequency_adverbs_bounds_and_verbs_of_sending(question: str, claim: str) -> None:
    assert tx.to_claim(question, "{sq1}") == claim


def test_what_number_asks_for_an_identifier_and_how_frequently_for_a_frequency() -> None:
    plan = RulePlanner().plan("What number do I call to report a security incident?")
    assert [(c.text, c.answer_type) for c in plan.claims] == [("I call {sq1} to report a security incident", "identifier")]
    assert RulePlanner().plan("What number of people live in Lyon?").claims[0].answer_type == "number"
    assert RulePlanner().plan("How frequently are card statements reconciled?").claims[0].answer_type == "frequency"


@pytest.mark.parametrize(("question", "claim"), [
    ("Does parental leave at acme pay full salary?", "Parental leave at acme pays full salary"),
    ("Does the direct manager approve expenses of 400 EUR?", "The direct manager approves expenses of 400 EUR"),
    ("Is the boreal training budget 20,000 NOK per year?", "The boreal training budget is 20,000 NOK per year"),
    ("Is the meal allowance 60 EUR?", "The meal allowance is 60 EUR"),
    ("Is the 2024 survey about remote work?", "The 2024 survey is about remote work"),
    ("Is Windows 10 free?", "Windows 10 is free"),
    # a noun of an amount that the word lists read as a verb stays in the subject
    ("Is the corporate card limit 25,000 EUR?", "The corporate card limit is 25,000 EUR"),
    ("Is the Oslo hotel cap 1,800 NOK?", "The Oslo hotel cap is 1,800 NOK"),
    ("Is the office open 5 days a week?", "The office is open 5 days a week"),
    ("Is Bergen's family policy generous?", "Bergen's family policy is generous"),
    # an adverb between the subject and its predicate ends the subject
    ("Is parental leave fully paid?", "Parental leave is fully paid"),
    ("Is the meal allowance always paid?", "The meal allowance is always paid"),
    ("Was the policy recently updated?", "The policy was recently updated"),
    ("Is remote work strictly limited?", "Remote work is strictly limited"),
    ("Can receipts always be submitted late?", "Receipts can always be submitted late"),
    ("Can boreal employees work fully remotely?", "Boreal employees can work fully remotely"),
    ("Is the monthly limit 25,000 EUR?", "The monthly limit is 25,000 EUR"),
    # an adjective in -al before a word that is also a verb: its noun (was "Parental is leave at full pay 49 weeks")
    ("Is parental leave at full pay 49 weeks?", "Parental leave at full pay is 49 weeks"),
    ("Is parental leave at full pay?", "Parental leave is at full pay"),
    ("Is parental leave at 80 percent pay longer?", "Parental leave at 80 percent pay is longer"),
    ("Is the wellness stipend $50 a month?", "The wellness stipend is $50 a month"),  # was "... $50 a is month"
])
def test_yes_no_claims_find_the_verb_past_a_phrase_a_modifier_or_an_amount(question: str, claim: str) -> None:
    assert tx.yes_no_claim(question) == claim


def test_a_name_said_to_be_a_description_is_one_claim_and_of_the_same_noun_asks_for_it() -> None:
    plan = RulePlanner().plan("Is Austin the capital of Texas?")
    assert (plan.kind, [c.text for c in plan.claims]) == ("yes_no", ["Austin is the capital of Texas"])
    same = RulePlanner().plan("Were Scott Derrickson and Ed Wood of the same nationality?")
    assert [c.text for c in same.claims] == ["Scott Derrickson was {sq1}", "Ed Wood was {sq2}"]


def test_an_alternative_that_states_the_other_answer_is_left_out_and_noted() -> None:
    plan = P.plan("Do the Verge and TechCrunch both suggest that dress-up engages children, or do they propose "
                  "different strategies?")
    assert [c.text for c in plan.claims] == ["The Verge suggests that dress-up engages children",
                                             "TechCrunch suggests that dress-up engages children"]
    assert any("or do they propose different strategies" in n for n in plan.notes)
    # an alternative about another subject is a question of its own: kept
    kept = P.plan("Does the Verge say that dress-up engages children, or does TechCrunch say it?")
    assert any("TechCrunch" in c.text for c in kept.claims)


@pytest.mark.parametrize("question, claim", [
    ("Does the article from CBSSports.com credit Jonathan Smith with nine victories?",
     "The article from CBSSports.com credits Jonathan Smith with nine victories"),
    # "apply" is a verb: "What pay range applies to X" planned the claim "{sq1} to X"
    ("Do government per diem rates apply to private employees?", "Government per diem rates apply to private employees"),
    ("What pay range applies to senior engineers at boreal?", "{sq1} applies to senior engineers at boreal"),
])
def test_verbs_an_article_uses_and_apply_are_verbs(question: str, claim: str) -> None:
    plan = P.plan(question)
    assert [c.text for c in plan.claims] == [claim]


@pytest.mark.parametrize("question, claims", [
    ("Who wrote the novel Pride and Prejudice?", ["{sq1} wrote the novel Pride and Prejudice"]),
    ("Who starred in the television film In Love and War?", ["{sq1} starred in the television film In Love and War"]),
    # a plural noun lists several works: one question each
    ("Who directed the films Titanic and Inception?", ["{sq1} directed the films Titanic",
                                                       "{sq2} directed the films Inception"]),
])
def test_a_titled_a_and_b_after_a_work_noun_is_one_name(question: str, claims: list[str]) -> None:
    assert [c.text for c in P.plan(question).claims] == claims


@pytest.mark.parametrize(
    ("question", "claim"),
    [
        ("What does a new cobalt employee receive on day one?", "a new cobalt employee receives {sq1} on the first day"),
        ("Do new cobalt employees get a laptop on day one?", "New cobalt employees get a laptop on the first day"),
    ],
)
def test_day_one_is_the_first_day(question: str, claim: str) -> None:
    """Documents write "on their first day"; the NLI model judged "on day one" a contradiction of it (a wrong "No.")."""
    assert [c.text for c in RulePlanner().plan(question).claims] == [claim]
    assert tx.ordinal_idioms("from day one to week two") == "from the first day to the second week"
    for kept in ("the year two thousand", "the film Year One", "year one-and-a-half"):
        assert tx.ordinal_idioms(kept) == kept


@pytest.mark.parametrize(
    ("question", "claim"),
    [
        ("Is the health insurer Mutuelle Horizon?", "The health insurer is Mutuelle Horizon"),
        ("Is the CEO Claire Dubois?", "The CEO is Claire Dubois"),
        ("Is the head of finance Mira Patel?", "The head of finance is Mira Patel"),
        ("Is the employer IBM?", "The employer is IBM"),
        ("Is the meal allowance 60 EUR?", "The meal allowance is 60 EUR"),  # an amount, no name
        ("Is the University of Oxford old?", "The University of Oxford is old"),
    ],
)
def test_a_name_ending_the_question_is_its_predicate(question: str, claim: str) -> None:
    """Was "The health insurer Mutuelle is Horizon", "The CEO Claire is Dubois": the subject ran into the name."""
    assert [c.text for c in RulePlanner().plan(question).claims] == [claim]


def test_signing_in_is_registering() -> None:
    """A policy registers visitors ("Visitors must be registered at the Bergen office reception"); "Do visitors need
    to sign in?" abstained."""
    assert [c.text for c in RulePlanner().plan("Do visitors need to sign in?").claims] == ["Visitors need to register"]
    assert tx.policy_idioms("Must visitors sign in at reception?") == "Must visitors register at reception?"
    for kept in ("How do I sign in to the portal?", "Can I sign in with my badge?", "Who signs off expenses?"):
        assert "register" not in tx.register_idioms(kept)


def test_a_sum_that_can_pay_for_a_thing_can_be_used_for_it() -> None:
    """A policy writes what a stipend "can be used for"; the model read "can pay for a gym" against "The wellness
    stipend can be used for gym memberships" as a contradiction under its title ("No", where the policy says yes)."""
    assert [c.text for c in RulePlanner().plan("Can the wellness stipend pay for a gym?").claims] == [
        "The wellness stipend can be used for a gym"]
    assert tx.use_of_money("Can my training budget cover conference travel?") == (
        "Can my training budget be used for conference travel?")
    assert tx.use_of_money("The stipend may pay for yoga") == "The stipend may be used for yoga"
    # no sum, no modal, or a sum paid: left as asked
    for kept in ("Can the company pay for a gym?", "Does the stipend cover yoga?", "The allowance pays 60 EUR",
                 "Can I pay for a hotel with the stipend?"):
        assert tx.use_of_money(kept) == kept


@pytest.mark.parametrize(
    ("question", "claims"),
    [
        # a known verb ending a do-question after a noun no verb is shaped like (was "The traveled policy change")
        ("Did the travel policy change?", ["The travel policy changed"]),
        ("Did the remote work policy change?", ["The remote work policy changed"]),
        ("Does boreal review salary bands?", ["Boreal reviews salary bands"]),
        ("Do remote workers check email?", ["Remote workers check email"]),
        ("Did parental leave increase?", ["Parental leave increased"]),  # a verb of change (was "Parental left ...")
        ("Is the hotel cap in Paris double the one in Lyon?", ["The hotel cap in Paris is double the hotel cap in Lyon"]),
        # "she" is the role asked without its article, or the person named (was "she approves {sq2}", "1,000 USD")
        ("Who is head of finance at cobalt and what does she approve?",
         ["{sq1} is head of finance at cobalt", "the head of finance at cobalt approves {sq2}"]),
        ("Who is Mira Patel and what does she approve?", ["Mira Patel is {sq1}", "Mira Patel approves {sq2}"]),
        # "the Paris one": the noun the first question asked of (was "{sq2} is the Paris one", bound to "Berlin")
        ("What's the Lyon hotel cap, and what's the Paris one?",
         ["{sq1} is the Lyon hotel cap", "{sq2} is the Paris hotel cap"]),
        ("What is the hotel cap in Lyon and what is the one in Paris?",
         ["{sq1} is the hotel cap in Lyon", "{sq2} is the hotel cap in Paris"]),
        ("Is the Oslo hotel cap more than the Bergen one?",
         ["{sq1} is the Oslo hotel cap", "{sq2} is the Bergen hotel cap"]),
        ("Does the 2025 policy replace the 2023 one?", ["The 2025 policy replaces the 2023 policy"]),  # was "No"
        ("Is the 2024 survey newer than the 2020 one?", ["The 2024 survey is newer than the 2020 survey"]),
        # the limit's amount, asked of its earlier version too (the model contradicted "The previous remote work was
        # limited to 2 days")
        ("Was remote work limited to 2 days before?", ["The previous remote work limit was 2 days"]),
        ("Is the meal allowance limited to 60 EUR?", ["The meal allowance is limited to 60 EUR"]),
        # a state after the subject (was "Receipts due are within 30 days", "{sq1} are receipts due")
        ("Are receipts due within 30 days?", ["Receipts are due within 30 days"]),
        ("When are receipts due?", ["receipts are due {sq1}"]),
        # a name ending the question after a possessive subject (was "Acme's insurer Mutuelle is Horizon")
        ("Is acme's insurer Mutuelle Horizon?", ["Acme's insurer is Mutuelle Horizon"]),
        # a lead time in the words policies write (the model read "30 days before" against "30 days in advance" as a
        # contradiction)
        ("Do I need to request parental leave 30 days before?", ["I need to request parental leave 30 days in advance"]),
        ("Do I request leave 30 days before the birth?", ["I request leave 30 days before the birth"]),
        # working from home is working remotely (the model contradicted "approval to work from home")
        ("Do I need approval to work from home?", ["I need approval to work remotely"]),
    ],
)
def test_claims_read_as_the_question_means_them(question: str, claims: list[str]) -> None:
    assert [c.text for c in RulePlanner().plan(question).claims] == claims


def test_a_past_doubles_the_last_consonant_of_one_short_syllable() -> None:
    assert [tx.past(w) for w in ("drop", "plan", "cut", "work", "open", "visit")] == [
        "dropped", "planned", "cut", "worked", "opened", "visited"]  # was "droped", "planed", "cuted"


@pytest.mark.parametrize("question", ["Tell me about remote work.", "What about parental leave?",
                                      "Can you tell me about the travel policy?"])
def test_a_topic_one_asks_to_be_told_about_is_asked_back(question: str) -> None:
    """Was the claim "{sq1} is about remote work", answered "direct manager"."""
    plan = RulePlanner().plan(question)
    assert plan.route == Route.CLARIFY and "names a topic" in (plan.clarification or "")


def test_an_amount_one_asks_to_be_told_about_is_the_question_of_its_value() -> None:
    assert [c.text for c in RulePlanner().plan("Tell me about the hotel cap in Paris").claims] == [
        "{sq1} is the hotel cap in Paris"]
    assert RulePlanner().plan("What is about to happen?").route != Route.CLARIFY


@pytest.mark.parametrize(("question", "claim"), [
    ("Which document says receipts must be submitted within 30 days?", "Receipts must be submitted within 30 days"),
    ("What rule says that employees get 27 days of annual leave?", "Employees get 27 days of annual leave"),
    ("Which policy sets the hotel cap in Paris?", "{sq1} is the hotel cap in Paris"),
    ("Which document sets the per diem?", "{sq1} is the per diem"),  # "per" opens no phrase after the head here
    ("Where is the mileage rate stated?", "{sq1} is the mileage rate"),
    ("Which policy states who approves remote work?", "{sq1} approves remote work"),  # the question it embeds
    ("Which policy says what the meal allowance is?", "{sq1} is the meal allowance"),
    ("Which policy says what I can spend on a hotel in Paris?", "I can spend {sq1} on a hotel in Paris"),
    ("Where is the training budget written down?", "{sq1} is the training budget"),
    # which document replaced another: the one that says it replaces it (was "{sq1} replaced ...", abstained)
    ("Which policy replaced the 2023 travel policy?", "The 2023 travel policy was replaced"),
    ("What replaced the 2023 travel policy?", "The 2023 travel policy was replaced"),
    ("Which travel policy replaced the 2023 one?", "The 2023 one was replaced"),  # the wh-phrase names a document
])
def test_which_document_states_a_fact_proves_the_fact(question: str, claim: str) -> None:
    plan = RulePlanner().plan(question)
    assert plan.kind == "source" and [c.text for c in plan.claims] == [claim]


def test_what_replaced_a_thing_that_is_no_document_asks_for_the_thing() -> None:
    plan = RulePlanner().plan("What replaced the steam engine?")
    assert plan.kind != "source" and [c.text for c in plan.claims] == ["{sq1} replaced the steam engine"]


@pytest.mark.parametrize("question", ["Which policy covers parental leave?",
                                      "Where can I find the rules on mileage claims?"])
def test_which_document_covers_a_topic_is_asked_back(question: str) -> None:
    plan = RulePlanner().plan(question)
    assert plan.route == Route.CLARIFY and "names a topic" in (plan.clarification or "")


def test_a_period_after_the_noun_is_no_head_of_the_answer() -> None:
    """'the equipment budget | every four years' asks for a budget (was a date, which no sum answers)."""
    for q, t in (("What's the equipment budget every four years?", "budget"),
                 ("What's the hotel cap a night in Paris?", "cap")):
        assert [c.answer_type for c in RulePlanner().plan(q).claims] == [t]


def test_a_cabin_is_its_class() -> None:
    """"fly business" is "fly business class", the words a policy writes (was abstained on "Can I fly business on a 6
    hour flight?", which "Economy class is required for flights shorter than eight hours" refutes)."""
    assert [c.text for c in RulePlanner().plan("Can I fly business on a 6 hour flight?").claims] == [
        "I can fly business class on a 6 hour flight"]
    for kept in ("Can I fly business class?", "Is business-class travel allowed?", "Is my business trip booked?"):
        assert tx.cabin_classes(kept) == kept


@pytest.mark.parametrize(("question", "claim"), [
    ("Does foster placement count for parental leave?", "Foster placement counts for parental leave"),
    ("How often does the equipment budget reset?", "the equipment budget resets {sq1}"),
])
def test_a_verb_a_handbook_uses_is_read_as_a_verb(question: str, claim: str) -> None:
    """Were "Foster placement count for parental leaves", "the equipment budgets reset {sq1}": the verb was read as a
    noun and the plural's -s went to the wrong word."""
    assert [c.text for c in RulePlanner().plan(question).claims] == [claim]


@pytest.mark.parametrize(
    ("question", "claim"),
    [
        ("Do I need my manager's OK for a 300 EUR expense?", "I need my manager's approval for a 300 EUR expense"),
        ("Whose OK do I need for a 2,000 EUR expense?", "I need approval from {sq1} for a 2,000 EUR expense"),
        ("Who gives the go-ahead for remote work?", "{sq1} gives the approval for remote work"),
        ("Do I need the managers' okay for travel?", "I need the managers' approval for travel"),
    ],
)
def test_someones_ok_is_their_approval(question: str, claim: str) -> None:
    """Policies write "approved by" / "requires approval"; the model read a manager's "OK" against "Expenses of 500 EUR
    or less are approved by the direct manager" as not entailed (0.34), "approval" as entailed (0.90)."""
    assert [c.text for c in RulePlanner().plan(question).claims] == [claim]
    assert tx.approval_idioms("Do I need an OK from HR?") == "Do I need approval from HR?"
    for kept in ("Is it OK to fly business?", "It's OK to fly business?", "That's okay?", "Is the meal allowance OK?",
                 "Is an OK-looking receipt fine?"):
        assert tx.approval_idioms(kept) == kept


@pytest.mark.parametrize(
    ("question", "claims"),
    [
        ("Who is the spouse of the director of Jump for Glory?",
         ["{sq1} is the director of Jump for Glory", "{sq2} is the spouse of {sq1}"]),
        ("Who is the director of Gone with the Wind?", ["{sq1} is the director of Gone with the Wind"]),
        # "on" and "in" still end a name: the sitcom is on the network, not part of Rosie's name
        ("Jean Vander Pyl provided the voice of Rosie on the Hanna-Barbera animated sitcom that originally premiered "
         "on which date?", ["{sq1} is the voice of Rosie",
                            "Jean Vander Pyl provided {sq1} on the Hanna-Barbera animated sitcom that originally "
                            "premiered on {sq2}"]),
    ],
)
def test_a_title_with_for_or_with_between_capitals_is_one_name(question: str, claims: list[str]) -> None:
    """An unquoted title ("Jump for Glory") was cut at its "for", which became a hop of its own ("{sq3} is {sq2} for
    Glory") and left "the director of Jump" to bind."""
    assert [c.text for c in RulePlanner().plan(question).claims] == claims


@pytest.mark.parametrize(
    ("question", "claims"),
    [
        ("What is generated between a surface and an object that is being pushed?",
         ["{sq1} is generated between a surface and an object that is being pushed"]),
        ("What is an American company that designs, manufactures, and distributes small arms?",
         ["{sq1} is an American company that designs, manufactures, and distributes small arms"]),
        # a definite head still names one thing to find first
        ("In what county is the city where Harris W. Fawell was born?",
         ["Harris W. Fawell was born in {sq1}", "{sq1} is in {sq2}"]),
    ],
)
def test_an_indefinite_head_with_a_relative_clause_is_no_hop(question: str, claims: list[str]) -> None:
    """"an object that is being pushed" describes any such object; it names no entity to resolve first (it was
    planned as "{sq1} is being pushed", which bound "The second object")."""
    assert [c.text for c in RulePlanner().plan(question).claims] == claims


@pytest.mark.parametrize(
    ("question", "claims"),
    [
        ('The writer of the song "Death of Samantha" was the second wife of what singer?',
         ['{sq1} is the writer of the song "Death of Samantha"', "{sq1} was the second wife of {sq2}"]),
        ("The director of the film Jaws was born in what city?",
         ["{sq1} is the director of the film Jaws", "{sq1} was born in {sq2}"]),
        # the word before the name is one word: "the director of Jump for Glory" stays a hop of its own
        ("Who is the spouse of the director of Jump for Glory?",
         ["{sq1} is the director of Jump for Glory", "{sq2} is the spouse of {sq1}"]),
    ],
)
def test_a_role_of_a_name_after_its_kind_is_a_hop(question: str, claims: list[str]) -> None:
    """'the writer of the song "Death of Samantha"': the song's kind between "the" and its name did not stop the
    role-of reading, so the whole question stayed one claim that no single span states."""
    assert [c.text for c in RulePlanner().plan(question).claims] == claims


def test_a_past_form_the_verb_lists_lack_is_not_put_in_the_past_again() -> None:
    """'did ... considered ...' once gave "considereded"; a base form ending in -eed still takes -ed."""
    assert tx.past("considered") == "considered"
    assert tx.past("succeed") == "succeeded"
    assert tx.past("publish") == "published"
    assert "considereded" not in " ".join(c.text for c in RulePlanner().plan(
        "When did the group ruling the country considered one of NATO's creators during the reign of terror start?"
    ).claims)


@pytest.mark.parametrize(("question", "slot"), [
    # the object of a stranded preposition is no instance of the noun before it
    ("What was the protest in Antigone about?", "entity"), ("What is the book about?", "entity"),
    ("What was the USSR more worried about?", "entity"),
    # a clause holds the preposition: the noun describes the answer
    ("What is the city Kevin Durant played for?", "location"), ("What is the city in Texas Smith moved to?", "location"),
    ("What was the team that Smith played for?", "organization"),
])
def test_a_stranded_preposition_asks_for_its_own_object(question: str, slot: str) -> None:
    assert tx.wh_slot(question) == slot


@pytest.mark.parametrize(("question", "slot"), [
    # a clause of condition is no part of the noun the question asks for (was the slot "if", and "i")
    ("What is the parental leave pay if I take 59 weeks?", "pay"),
    ("What if I need a hotel in Madrid?", "entity"),
])
def test_a_clause_of_condition_ends_the_noun_asked_for(question: str, slot: str) -> None:
    assert tx.wh_slot(question) == slot


@pytest.mark.parametrize(("question", "claims"), [
    ("Which Danish heavy metal band from Copenhagen released a compilation album of rare demo tracks?",
     ["{sq1} released a compilation album of rare demo tracks", "{sq1} is from Copenhagen"]),
    ("What landlocked country located in Southern Africa is the birth place of the Swedish performance artist Ayesha?",
     ["{sq1} is the birth place of the Swedish performance artist Ayesha", "{sq1} is located in Southern Africa"]),
])
def test_the_place_of_a_wh_phrase_is_a_check_of_its_own(question: str, claims: list[str]) -> None:
    """"{sq1} from Copenhagen released ..." needed one span to say both what the band released and where it is from."""
    plan = P.plan(question)
    assert [c.text for c in plan.claims] == claims and plan.kind == "intersection"
    assert plan.sub_questions[1].depends_on == ["sq1"]


def test_a_participle_before_a_noun_of_a_kind_types_the_slot() -> None:
    """'landlocked' read as the verb, so 'What landlocked country ...' asked for any thing and bound a person."""
    plan = P.plan("What landlocked country located in Southern Africa is the birth place of the Swedish performance "
                  "artist Ayesha?")
    assert plan.claims[0].answer_type == "country"  # was "entity", which bound "Ayesha Quraishi"
    assert P.plan("Which team from Boston did Smith join?").kind != "intersection"  # the wh-phrase is the object


@pytest.mark.parametrize(("question", "claim", "answer_type"), [
    ("What typically sits Tuesdays?", "{sq1} typically sits Tuesdays", "entity"),
    ("What often causes floods?", "{sq1} often causes floods", "entity"),
    ("Which company, recently discussed in the press, bought Figma?", None, "organization"),
    ("Which company also announced a new CEO?", None, "organization"),
])
def test_an_adverb_after_the_wh_word_is_no_noun_of_the_answer(question: str, claim: str | None,
                                                              answer_type: str) -> None:
    """'What typically sits ...' asked for a "typically" and dropped the adverb from the claim; 'Which company,
    recently discussed ...' asked for a "recently", not a company."""
    plan = P.plan(question)
    assert plan.claims[0].answer_type == answer_type
    if claim is not None:
        assert plan.claims[0].text == claim


def test_a_personal_pronoun_is_a_yes_no_questions_whole_subject() -> None:
    from claimbound.planner.text import yes_no_claim

    assert yes_no_claim("Is it paid at full salary?") == "It is paid at full salary"
    assert yes_no_claim("Are they reimbursed by boreal?") == "They are reimbursed by boreal"


def test_per_diem_is_one_noun_for_a_sum_of_money() -> None:
    assert tx.wh_slot("What is the per diem for meals?") == "per-diem"
    assert RulePlanner().plan("What's the per diem for meals?").claims[0].answer_type == "per-diem"
    assert tx.wh_slot("What is the government per diem in Texas?") == "per-diem"
    assert tx.wh_slot("What is the rate per day?") == "rate"


def test_a_later_clause_opening_with_a_contraction_is_its_own_question() -> None:
    assert tx.expand_contractions("Who approves X and what's the meal allowance?") == (
        "Who approves X and what is the meal allowance?")
    assert tx.expand_contractions("What is X, and who's the CEO?") == "What is X, and who is the CEO?"
    # "who's" for "whose" inside a question stays
    assert tx.expand_contractions("the singer who is known and who's third album is X") == (
        "the singer who is known and who's third album is X")
    plan = RulePlanner().plan("Who approves expenses above 1,000 USD and what's the meal allowance?")
    assert [c.text for c in plan.claims] == ["{sq1} approves expenses above 1,000 USD", "{sq2} is the meal allowance"]


@pytest.mark.parametrize("question", [
    "Who approves expenses above 1,000 USD, and what is their name?",
    "Who approves expenses above 1,000 USD and what's his name?",
    "Who approves expenses above 1,000 USD, and who is that?",
])
def test_asking_the_name_of_whoever_a_who_question_asks_for_adds_no_question(question: str) -> None:
    # the first question's answer is that name, or the holder of the role it gives (the controller's hop)
    plan = RulePlanner().plan(question)
    assert [c.text for c in plan.claims] == ["{sq1} approves expenses above 1,000 USD"]
    # a name of something else is a question of its own
    other = RulePlanner().plan("Who approves expenses above 1,000 USD, and what is the company's name?")
    assert len(other.claims) == 2


@pytest.mark.parametrize(("question", "claim"), [
    ("Which city has the highest hotel cap?", "{sq1} is the hotel cap"),
    ("Which country has the highest meal allowance abroad?", "{sq1} is the meal allowance abroad"),
    ("Where is the hotel cap lowest?", "{sq1} is the hotel cap"),
    ("In which country is the meal allowance abroad the lowest?", "{sq1} is the meal allowance abroad"),
    ("What is the highest hotel cap at cobalt?", "{sq1} is the hotel cap at cobalt"),
])
def test_a_superlative_of_an_amount_set_per_case_is_the_lookup_of_every_case(question: str, claim: str) -> None:
    plan = RulePlanner().plan(question)
    assert (plan.kind, [c.text for c in plan.claims]) == ("superlative", [claim])


@pytest.mark.parametrize("question", [
    "Which city has the largest population?",  # no amount a policy sets per case: a fact to look up
    "Which city has the lowest hotel cap, Paris or Berlin?",  # two options: a comparison
    "Which employee has the highest salary?",  # asked of no place
    "Which city has the most hotels?",
])
def test_other_superlatives_are_not_planned_over_cases(question: str) -> None:
    assert RulePlanner().plan(question).kind != "superlative"


def test_a_comparison_joined_to_a_question_looks_up_the_other_amount_and_bounds_the_first_by_it() -> None:
    plan = RulePlanner().plan("What is the hotel cap in Berlin, and is it higher than in Lyon?")
    assert [(c.text, c.required) for c in plan.claims] == [
        ("{sq1} is the hotel cap in Berlin", True), ("{sq2} is the hotel cap in Lyon", False),
        ("The hotel cap in Berlin is higher than {sq2}", True)]
    assert plan.sub_question("sq3").depends_on == ["sq2"]
    # "there" before a bound is the place the first clause asks for
    there = RulePlanner().plan("Where is acme headquartered, and is the hotel cap there above 100 EUR?")
    assert [c.text for c in there.claims] == ["acme is headquartered in {sq1}", "The hotel cap in {sq1} is above 100 EUR"]


@pytest.mark.parametrize(("question", "claims"), [
    # "they" after "Who is the head of finance" is that person, by the role asked about (was "finance approve {sq2}")
    ("Who is the head of finance and what do they approve?",
     ["{sq1} is the head of finance", "the head of finance approves {sq2}"]),
    ("Who is the CEO of boreal and where is the company based?", ["{sq1} is the CEO of boreal", "boreal is based in {sq2}"]),
    ("Who is the CEO of boreal, and where is its headquarters?",  # "its" stays the owner
     ["{sq1} is the CEO of boreal", "boreal's headquarters is in {sq2}"]),
])
def test_a_pronoun_after_a_who_question_points_back_to_the_role_it_asks_about(question: str, claims: list[str]) -> None:
    assert [c.text for c in RulePlanner().plan(question).claims] == claims


def test_how_much_is_a_noun_phrase_whose_noun_is_also_a_verb() -> None:
    assert tx.to_claim("How much is the commuting support?", "{sq1}") == "the commuting support is {sq1}"
    assert tx.to_claim("How much is the travel support per month?", "{sq1}") == (
        "the travel support per month is {sq1}")
    assert tx.to_claim("How much is the hotel cap in Berlin?", "{sq1}") == "the hotel cap in Berlin is {sq1}"


def test_two_cases_after_a_repeated_preposition_are_two_questions() -> None:
    plan = RulePlanner().plan("How many weeks of parental leave does boreal offer at full pay and at 80 percent pay?")
    assert [c.text for c in plan.claims] == ["boreal offers {sq1} of parental leave at full pay",
                                             "boreal offers {sq2} of parental leave at 80 percent pay"]
    # "pay" after "full" is the phrase's noun, not the question's verb (was "boreal offer at full pays {sq1} ...")
    assert tx.to_claim("What does boreal offer at full pay?", "{sq1}") == "boreal offers {sq1} at full pay"
    assert tx.to_claim("What does parental leave at cobalt apply to?", "{sq1}") == (
        "parental leave at cobalt applies to {sq1}")


def test_a_bare_wh_word_after_a_wh_question_asks_its_clause_again() -> None:
    plan = RulePlanner().plan("Who should I report broken equipment to, and how quickly?")
    assert [c.text for c in plan.claims] == ["I should report broken equipment to {sq1}",  # was "{sq2} quickly"
                                             "I should report broken equipment {sq2}"]
    assert plan.sub_question("sq2").text == "How quickly should I report broken equipment?"
    # a clause that loses its object asks nothing of its own: left as it was
    assert "mileage claims must list {sq2}" not in [c.text for c in RulePlanner().plan(
        "What must mileage claims list, and when?").claims]


def test_a_coast_is_a_place() -> None:
    """"What coast is Bergen on?" took "from 07:00 to 19:00" (a coast slot kept numbers); a place slot never does."""
    assert [c.answer_type for c in RulePlanner().plan("What coast is Bergen on?").claims] == ["location"]


@pytest.mark.parametrize(("question", "claim"), [
    ("I'd like to know the mileage rate in Germany.", "{sq1} is the mileage rate in Germany"),  # was a statement
    ("I want to know who approves expenses over 500 EUR", "{sq1} approves expenses over 500 EUR"),
    ("I would like to know the hotel cap in Paris", "{sq1} is the hotel cap in Paris"),
])
def test_what_one_would_like_to_know_is_asked(question: str, claim: str) -> None:
    assert [c.text for c in RulePlanner().plan(question).claims] == [claim]


@pytest.mark.parametrize(("question", "claim"), [
    ("If I spend 600 EUR, who approves it?", "{sq1} approves an expense of 600 EUR"),
    ("Who approves it if I spend 600 EUR?", "{sq1} approves an expense of 600 EUR"),
    ("Who approves my expense if it is 600 EUR?", "{sq1} approves an expense of 600 EUR"),
    ("If I spend 500 USD, who signs off?", "{sq1} approves an expense of 500 USD"),
    ("If I spend 600 EUR, do I need approval?", "I need approval for an expense of 600 EUR"),
    ("When I spend 600 EUR, whose approval do I need?", "I need approval from {sq1} for an expense of 600 EUR"),
    ("I spent 650 EUR. Who needs to approve that?", "{sq1} needs to approve an expense of 650 EUR"),
    ("If I spend 500 EUR exactly, who approves it?", "{sq1} approves an expense of 500 EUR"),
    # a bare amount approved (was "No" to 1,100 USD against "Expenses above 1,000 USD require approval from ...")
    ("Do I need the head of finance to approve 1,100 USD?", "I need the head of finance to approve an expense of 1,100 USD"),
])
def test_an_amount_spent_in_a_condition_is_the_expense_approved(question: str, claim: str) -> None:
    """A policy approves expenses by amount ("Expenses above 500 EUR require approval from a department head"); "If I
    spend 600 EUR, {sq1} approves it" named no expense and was abstained."""
    assert [c.text for c in RulePlanner().plan(question).claims] == [claim]


def test_a_condition_that_names_what_was_bought_or_asks_no_approval_is_left() -> None:
    for kept in ("If I spend 300 EUR on a client dinner, who approves it?",
                 "If I spend 600 EUR, what is the meal allowance?", "Who approves expenses?"):
        assert tx.spending_conditions(kept) == kept


@pytest.mark.parametrize("question", ["Is 200 EUR a night OK in Paris?", "Is 200 EUR per night in Paris fine?"])
def test_an_amount_a_night_asked_to_be_allowed_is_a_hotel_within_its_cap(question: str) -> None:
    """Was "200 EUR a night is OK in Paris", refuted by a span on acme's Paris office ("No"; the cap is 220 EUR)."""
    assert [c.text for c in RulePlanner().plan(question).claims] == [
        f"The hotel cap in Paris is at least 200 EUR {question.split()[3]} night"]


def test_a_span_of_time_allowed_for_doing_a_thing_is_how_long_after_one_does_it() -> None:
    """Was "20 days is ok for submitting receipts", refuted by the number check against "within 30 days" ("No")."""
    assert [c.text for c in RulePlanner().plan("Is 20 days ok for submitting receipts?").claims] == [
        "I can submit receipts after 20 days"]
    assert tx.time_allowed("Are two weeks fine to submit receipts?") == "Is it ok to submit receipts after two weeks?"
    for kept in ("Is 20 days of leave ok?", "Is 3 days ok for gardening?"):  # no doing, no known verb
        assert tx.time_allowed(kept) == kept


@pytest.mark.parametrize("question", ["What is the meal allowance and what was it before?",
                                      "What's the meal allowance now and what was it before?"])
def test_what_it_was_before_is_the_previous_thing(question: str) -> None:
    """Was "{sq2} was the previous the meal allowance now"."""
    assert RulePlanner().plan(question).claims[-1].text == "{sq2} was the previous meal allowance"


@pytest.mark.parametrize(("question", "claim"), [
    ("I want to work remotely 3 days, is that ok?", "I can work remotely 3 days"),
    ("I want to work from home every day. Is that allowed?", "I can work remotely every day"),
    ("We'd like to fly business class - can we?", "We can fly business class"),
    ("My hotel in Paris costs 250 EUR a night, is that ok?", "The hotel cap in Paris is at least 250 EUR a night"),
    ("My New York hotel is 400 USD a night. Is that ok?", "The hotel cap in New York is at least 400 USD a night"),
    ("My expense is 1,200 USD, who approves?", "{sq1} approves an expense of 1,200 USD"),
])
def test_what_the_asker_means_to_do_then_whether_it_is_allowed_is_one_question(question: str, claim: str) -> None:
    """Was the claim 'The answer to "I want to work remotely 3 days, is that ok" is {sq1}', abstained."""
    assert [c.text for c in RulePlanner().plan(question).claims] == [claim]
    assert tx.asked_of_a_plan("I want to know the hotel cap, is that ok?") == "I want to know the hotel cap, is that ok?"


@pytest.mark.parametrize(("question", "claim"), [
    ("I had a baby, how much leave do I get?", "I get {sq1} parental leave"),
    ("We're having a baby - how long is the leave?", "the parental leave is {sq1} long"),
    ("We're adopting, do I get parental leave?", "Parental leave covers adoption"),
    ("We're fostering a child. Do I get parental leave?", "Parental leave covers foster placement"),
])
def test_a_birth_or_an_adoption_said_first_asks_of_parental_leave(question: str, claim: str) -> None:
    """Were claims with the statement inside them ("I had a baby, {sq1} leave do I get"), abstained."""
    assert [c.text for c in RulePlanner().plan(question).claims] == [claim]
    assert tx.life_events("I had a baby, who do I tell?") == "I had a baby, who do I tell?"  # no leave asked
