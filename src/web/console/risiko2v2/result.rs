//! The 2 vs 2 result sentence: what the last action did to the table ("Luca perde 3,
//! Sofia perde 2"; "Sofia conquista Cina: sposta da 3 a 15 carri"; "2 carri su
//! Ucraina"), from the 2 vs 2 games before and after it.

use super::history;
use super::view::owner_seat;
use crate::engine::{Action, Game, MatchLog, TerritoryId};
use crate::web::i18n::{Lang, t};

/// The game before the last effective action of `log`, when there is one.
pub fn before_last(log: &MatchLog) -> Option<Game> {
    let (_, earlier) = log.actions.split_last()?;
    let mut g = Game::new(log).ok()?;
    for a in earlier {
        g.apply_mut(a).ok()?;
    }
    Some(g)
}

/// "1 carro" / "3 carri".
pub fn tanks(lang: Lang, n: u32) -> String {
    let key = if n == 1 {
        "result.tank"
    } else {
        "result.tanks"
    };
    format!("{n} {}", t(lang, key))
}

fn name_of(g: &Game, seat: u8) -> String {
    g.players()
        .get(usize::from(seat))
        .map_or_else(|| "?".to_string(), |p| p.name.clone())
}

fn territory(g: &Game, id: TerritoryId, lang: Lang) -> String {
    g.map().name(id, lang).to_string()
}

/// The sentence for `a`, which turned `before` into `after`.
pub fn sentence(before: &Game, after: &Game, a: &Action, lang: Lang) -> String {
    let fill = |key: &str, pairs: &[(&str, String)]| {
        pairs
            .iter()
            .fold(t(lang, key).to_string(), |s, (k, v)| s.replace(k, v))
    };
    match a {
        Action::Place { tanks: placed, .. } => placed
            .iter()
            .map(|(id, n)| {
                fill(
                    "result.on",
                    &[
                        ("{tanks}", tanks(lang, *n)),
                        ("{where}", territory(after, *id, lang)),
                    ],
                )
            })
            .collect::<Vec<_>>()
            .join(", "),
        Action::Attack { seat, from, to, .. } => attack(before, after, *seat, *from, *to, lang),
        Action::Occupy { tanks: n, .. } => match before.pending_occupation() {
            Some(p) => fill(
                "result.on",
                &[
                    ("{tanks}", tanks(lang, *n)),
                    ("{where}", territory(after, p.to, lang)),
                ],
            ),
            None => history::sentence(a, after, lang, false),
        },
        Action::Move {
            from, to, tanks: n, ..
        } => fill(
            "result.moved",
            &[
                ("{tanks}", tanks(lang, *n)),
                ("{from}", territory(after, *from, lang)),
                ("{to}", territory(after, *to, lang)),
            ],
        ),
        Action::Trade { seat, .. } => {
            let gain = after
                .reinforcement_breakdown(*seat)
                .total
                .saturating_sub(before.reinforcement_breakdown(*seat).total);
            fill(
                "result.traded",
                &[
                    ("{who}", name_of(after, *seat)),
                    ("{tanks}", tanks(lang, gain)),
                ],
            )
        }
        Action::EndTurn { .. } | Action::Pass { .. } if !after.finished() => fill(
            "result.next",
            &[("{who}", name_of(after, after.current_seat()))],
        ),
        _ => history::sentence(a, after, lang, false),
    }
}

/// Losses on both sides, and the conquest with its occupation range.
fn attack(
    before: &Game,
    after: &Game,
    seat: u8,
    from: TerritoryId,
    to: TerritoryId,
    lang: Lang,
) -> String {
    let defender = owner_seat(before, to).map_or_else(
        || t(lang, "result.neutral").to_string(),
        |s| name_of(before, s),
    );
    let lost_a = before.tanks(from).saturating_sub(after.tanks(from));
    let conquered = owner_seat(after, to) == Some(seat);
    let lost_d = if conquered {
        before.tanks(to)
    } else {
        before.tanks(to).saturating_sub(after.tanks(to))
    };
    let mut s = t(lang, "result.losses")
        .replace("{att}", &name_of(before, seat))
        .replace("{a}", &lost_a.to_string())
        .replace("{def}", &defender)
        .replace("{d}", &lost_d.to_string());
    if conquered {
        s.push_str(". ");
        let range = after
            .pending_occupation()
            .map(|p| {
                t(lang, "result.occupy_range")
                    .replace("{min}", &p.min.to_string())
                    .replace("{max}", &tanks(lang, p.max))
            })
            .unwrap_or_default();
        s.push_str(
            &t(lang, "result.conquers")
                .replace("{who}", &name_of(before, seat))
                .replace("{where}", &territory(after, to, lang))
                .replace("{range}", &range),
        );
    }
    s
}
