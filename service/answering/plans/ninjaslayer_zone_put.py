"""ニンジャスレイヤー: cards an effect puts into a player's ダメージ・ゾーン from the deck (309.1) — not
damage, so no ダメージチェック (1003) — run by the player_effect plan as the engine's effect damage_zone,
after which the rules check the zone's count (1002.1: 10 or more loses)."""

from __future__ import annotations

from service.answering.reading.model import Fact

DECK_LEFT = (
    "デッキの枚数が書かれていないため、ダメージ・ゾーンに置くカードはデッキに残っているものとしています。"
)


def zone_put_told(effects: list[Fact], counts: dict[tuple[str, str], int]) -> bool:
    """Cards an effect puts into a ダメージ・ゾーン (309.1, 「もう1枚置かれたら」) are run only onto a zone
    whose count is told, with no other count than that zone's and the deck's: 「手札8枚。あと1枚増えたら?」
    adds to no ダメージ・ゾーン, and the told zone's count decides the loss (1002.1)."""
    if not any(f.concept == "damage_zone_put" for f in effects):
        return True
    told = {c for _s, c in counts}
    return "damage_zone" in told and not told - {"damage_zone", "deck"}
