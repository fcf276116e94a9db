"""軌跡 TCG situations: attacks (`kiseki_attack`, told by `kiseki_verdict`), effects in play
(`kiseki_effects`), CP costs (`kiseki_costs`), and here what the engine does not model. The 回復フェイズ
(絆 judgement, stunned UNITs), EP payments, BASE plays, draws, empty decks, stuns by effects and
スクラムサポート asked on its own are planned from the reading (`plans/kiseki*.py`).

The asker is ``player1`` unless the question is set in the opponent's turn, where the opponent must be
the イニシアチブプレイヤー (``player1``); the summaries always speak from the asker's side. A stat the
result depends on but the question leaves out is either given a documented default that is named in
the notes, or the situation is declined with the reason.
"""

from __future__ import annotations

import re

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.kiseki_attack import attack
from service.answering.scenarios.kiseki_costs import cp_payment

GAME = "kiseki"


# ----- what the engine does not model ---------------------------------------------------------
_NOT_MODELLED = (
    (r"アーツ", "アーツ能力"),
    (r"起動クラフト|誘発クラフト|常時クラフト", "カード固有のクラフト"),
    (r"ITEM|アイテム", "ITEM カード"),
    (r"計画", "計画"),
    (r"リンク", "組織のリンク"),
    (r"即死|破壊", "即死・破壊の効果"),
)


def not_modelled(facts: Facts) -> BuiltScenario | Unsupported | None:
    if not re.search(r"[0-9]|したら|すると|どうなる", facts.text):
        return None
    if (
        re.search(r"って(?:なに|何|どういう)|とは|どんな(?:効果|処理|能力)", facts.text)
        and not facts.mentions
    ):
        return None  # 「「計画3」ってどういう処理?」 asks what the term means: nothing to simulate
    for pattern, what in _NOT_MODELLED:
        if re.search(pattern, facts.text):
            return Unsupported(
                f"{what}はエンジンが扱っていない(バニラのカードのみ)ため、シミュレーションしていません。"
            )
    return None


BUILDERS = (
    attack,
    cp_payment,
    not_modelled,
)
