"""Data-Tycoon referee's words in the reader's language (referee_words.py): French reasons and
summary for every verdict, card names from the game's catalog; English exactly as the CLI says it."""

from __future__ import annotations

from dataclasses import replace

from printkit.games.data_tycoon.model import load_model
from printkit.games.data_tycoon.referee import explain, pickup, score
from printkit.i18n import WEB_DOMAIN, Translator

MODEL = load_model()
FRENCH = Translator("fr", (WEB_DOMAIN,))


def codes(n: int, **where) -> list[str]:
    """The first n dataset codes matching colour / type / sensitive, in deck order."""
    return [c.code for c in MODEL.of_kind("dataset")
            if all(getattr(c, name) == value for name, value in where.items())][:n]


def every_verdict() -> dict:
    """One player per reason the referee can give, and one who claims nothing; no card twice."""
    used: set[str] = set()

    def take(n: int, **where) -> list[str]:
        found = [c.code for c in MODEL.of_kind("dataset") if c.code not in used
                 and all(getattr(c, name) == value for name, value in where.items())][:n]
        used.update(found)
        return found

    frozen = take(1, colour="yellow")
    return {"players": {
        "Ana": {"treasures": [{"purpose": "DT-S-10", "cards": take(6, colour="blue")}]},
        "Bo": {"treasures": [{"purpose": "DT-S-01", "cards": take(5, colour="green") + ["DT-S-24", "DT-S-14"]}]},
        "Cy": {"frozen": frozen, "treasures": [{"purpose": "DT-S-02", "cards": frozen + take(5, colour="yellow")}]},
        "Di": {"treasures": [{"purpose": "DT-S-03", "cards": take(5, colour="fuchsia")}]},
        "Ed": {"treasures": [{"purpose": "DT-S-04", "cards": take(3, colour="red", sensitive=False)
                              + take(3, colour="blue", sensitive=True)}]},
        "Fa": {"treasures": [{"purpose": "DT-S-05", "cards": take(7, colour="red"), "consent": "DT-S-26"}]},
        "Gu": {"treasures": [{"purpose": "DT-S-06", "cards": take(6, sensitive=True), "consent": "DT-S-15"},
                             {"purpose": "DT-S-07", "cards": take(6, sensitive=True, colour="green")}]},
        "Ha": {"datasets": take(1, colour="green")},
    }}


FRENCH_VERDICTS = """\
Le Data-Trésor 1 revendiqué par Ana est refusé : DT-S-10 est une carte Sanction, pas une carte Finalité.
Le Data-Trésor 1 revendiqué par Bo est refusé : seules les cartes Dataset forment un Data-Trésor ; \
DT-S-14 (Avocat), DT-S-24 (Fuite de données) ne peuvent pas en faire partie.
Le Data-Trésor 1 revendiqué par Cy est refusé : DT-D-35 est gelée ; une carte gelée compte à la fin \
mais ne forme aucun Data-Trésor.
Le Data-Trésor 1 revendiqué par Di est refusé : 5 cartes Dataset ; un Data-Trésor en demande au moins 6.
Le Data-Trésor 1 revendiqué par Ed est refusé : ni toutes sensibles (DT-D-01 est simple), \
ni toutes de la même couleur (bleu, rouge).
Le Data-Trésor 1 revendiqué par Fa est valable : 7 cartes Dataset, toutes en rouge, pour la finalité \
Recherche scientifique (DT-S-05) ; la carte Consentement DT-S-26 le divise en deux Data-Trésors de 3 et 4 cartes.
Le Data-Trésor 1 revendiqué par Gu est refusé : DT-S-15 est une carte Avocat, pas une carte Consentement.
Le Data-Trésor 2 revendiqué par Gu est valable : 6 cartes Dataset, toutes sensibles et toutes en vert, \
pour la finalité Géolocalisation (DT-S-07).
Ha ne revendique aucun Data-Trésor.
Classement : Fa, puis Gu, puis Ed, puis Ana, puis Cy, puis Bo, puis Di, puis Ha.
Fa gagne la partie : c’est le Data-Tycoon."""


def test_every_verdict_reads_in_french_with_the_printed_cards_names():
    """Kinds, colours and purposes are the names the French cards print (locales/data-tycoon)."""
    data = every_verdict()
    assert explain("score", score(data, model=MODEL, tr=FRENCH), FRENCH) == FRENCH_VERDICTS


def test_the_json_result_stays_english_whoever_asks_for_words():
    data = every_verdict()
    english = score(data, model=MODEL)
    assert english["treasures"]["Ana"][0]["reason"] == "DT-S-10 is a sanction card, not a purpose card"
    assert score(data, model=MODEL, tr=Translator("en", (WEB_DOMAIN,))) == english
    assert explain("score", english, Translator("en", (WEB_DOMAIN,))) == explain("score", english)


def test_a_single_frozen_card_and_a_full_tie_in_french():
    frozen = codes(2, colour="yellow")
    data = {"players": {
        "Ana": {"frozen": frozen, "treasures": [{"purpose": "DT-S-01", "cards": frozen + codes(6, colour="red")}]},
        "Bo": {"datasets": codes(2, colour="blue", sensitive=False)},
    }}
    result = score(data, model=MODEL, tr=FRENCH)
    assert result["treasures"]["Ana"][0]["reason"] == (
        f"{frozen[0]}, {frozen[1]} sont gelées ; les cartes gelées comptent à la fin mais ne forment aucun Data-Trésor")
    tie = {"players": {"Ana": {"datasets": codes(1, colour="red")}, "Bo": {"datasets": codes(1, colour="blue")}}}
    assert explain("score", score(tie, model=MODEL, tr=FRENCH), FRENCH).splitlines()[-1] == (
        "Les premiers sont à égalité de Data-Trésors, de cartes sensibles et de cartes Dataset : "
        "pas de vainqueur unique.")


def test_pickup_in_french():
    health = [c.code for c in MODEL.of_kind("dataset") if c.type == "health"]
    said = lambda play, take: explain("pickup", pickup({"play": play, "take": take}, model=MODEL, tr=FRENCH), FRENCH)  # noqa: E731
    assert said("DT-S-10", "DT-D-01") == ("Non, la carte ne peut pas être prise : la carte jouée DT-S-10 est une "
                                          "carte Sanction ; seule une carte Dataset en prend une autre.")
    assert said("DT-D-01", "DT-S-24") == ("Non, la carte ne peut pas être prise : la carte à prendre DT-S-24 est une "
                                          "carte Fuite de données ; seule une carte Dataset en prend une autre.")
    assert said(*codes(2, colour="yellow")) == "Oui, la carte peut être prise : les deux cartes sont en jaune."
    red, green = (next(c for c in health if MODEL.card(c).colour == colour) for colour in ("red", "green"))
    assert said(red, green) == "Oui, la carte peut être prise : les deux cartes sont des cartes santé."
    blue = codes(1, colour="blue", type="genetic")[0]
    assert said(red, blue) == ("Non, la carte ne peut pas être prise : les cartes n’ont en commun ni une couleur "
                               "ni un type sensible.")


def test_consent_too_small_to_split_in_french():
    strict = replace(MODEL, rules=replace(MODEL.rules, consent_part_min=4))
    data = {"players": {"Ana": {"treasures": [
        {"purpose": "DT-S-01", "cards": codes(7, colour="red"), "consent": "DT-S-26"}]}}}
    assert score(data, model=strict, tr=FRENCH)["treasures"]["Ana"][0]["reason"] == (
        "7 cartes ne se divisent pas en deux Data-Trésors d’au moins 4 cartes chacun")
