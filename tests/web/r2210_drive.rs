//! A Risk 2210 A.D. match played to its end by the engine's own offers (the first
//! claim, every setup MOD on the first own territory, the first site for each piece, no
//! bid with the tie rolled in seat order, the income on the first own territory, no
//! invasion): the quickest legal log, for tests that need a finished match.

use arbitro::engine::any::AnyAction;
use arbitro::engine::risk2210::{Action, Game, R2210Log, Stage};
use arbitro::engine::table::Table;
use std::collections::BTreeMap;

/// The next action the quick player takes, or `None` at the end.
pub fn next(g: &Game) -> Option<Action> {
    let c = g.choices();
    Some(match g.stage() {
        Stage::Finished => return None,
        Stage::Claims => Action::Claim {
            seat: c.seat?,
            territory: c.claim[0],
        },
        Stage::Placement => Action::Place {
            seat: c.seat?,
            mods: BTreeMap::from([(c.place_on[0], c.place_armies)]),
        },
        Stage::Pieces => {
            let seat = c.seat?;
            let piece = g.pieces_left()[0];
            let territory = g.sites(seat, |territory| Action::PlacePiece {
                seat,
                piece,
                territory,
            })[0];
            Action::PlacePiece {
                seat,
                piece,
                territory,
            }
        }
        Stage::Bidding => {
            let active = g.active();
            let n = active.len();
            Action::YearStart {
                bids: active.iter().map(|&s| (s, 0)).collect(),
                tie_rolls: if n > 1 {
                    active
                        .iter()
                        .enumerate()
                        .map(|(i, &s)| (s, u8::try_from(6 - i).unwrap()))
                        .collect()
                } else {
                    BTreeMap::new()
                },
                markers: active
                    .iter()
                    .enumerate()
                    .map(|(i, &s)| (s, u32::try_from(i + 1).unwrap()))
                    .collect(),
            }
        }
        Stage::Turn if g.income_left() > 0 => Action::Place {
            seat: c.seat?,
            mods: BTreeMap::from([(c.place_on[0], g.income_left())]),
        },
        Stage::Turn => Action::EndTurn { seat: c.seat? },
    })
}

/// The actions from `log`'s state until `stop` holds (or the end), as log JSON.
pub fn play(log: &R2210Log, stop: impl Fn(&Game) -> bool) -> Vec<serde_json::Value> {
    let mut g = arbitro::engine::risk2210::replay(log).expect("replays");
    let mut out = Vec::new();
    while !stop(&g) {
        let Some(a) = next(&g) else { break };
        g.apply_mut(&a).expect("the engine's own offer");
        out.push(AnyAction::Risk2210(a).to_json());
    }
    out
}
