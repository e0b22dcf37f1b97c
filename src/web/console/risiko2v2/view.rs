//! What the console shows of a game, computed once in Rust so templates stay plain:
//! the players, the reinforcement breakdown, and the legal choices the engine offers
//! (the web layer never decides a rule: every list here comes from a `legal_*` helper).

use crate::engine::map::members;
use crate::engine::risiko2v2::Phase;
use crate::engine::{Game, Map, Owner, Seat, TerritoryId};
use crate::web::i18n::{Lang, t, tf};

// The turn's forms and the seat lines the pages show, under their old paths too.
pub use crate::web::console::team_forms::{MoveOpt, Strike, TurnView};
pub use crate::web::console::team_lines::PlayerLine;
// What every ruleset's pages show alike, under its old path too.
pub use crate::web::console::view_any::{Opt, all_territories, hex, label_words};

/// Every seat's line.
pub fn players(g: &Game) -> Vec<PlayerLine> {
    g.players()
        .iter()
        .map(|p| PlayerLine {
            seat: p.seat,
            name: p.name.clone(),
            team: p.team.clone(),
            colour: p.colour.clone(),
            hex: hex(&p.colour, p.seat),
            territories: g.territories_of(p.seat).count_ones(),
            on_board: g.on_board(p.seat),
            cap: g.cap(p.seat),
            cards: g.cards(p.seat),
            eliminated: g.is_eliminated(p.seat),
            renounced: g.has_renounced(p.seat),
            is_virtual: p.is_virtual,
            current: p.seat == g.current_seat()
                && !matches!(g.phase(), Phase::Draft | Phase::Finished),
        })
        .collect()
}

fn name(map: &Map, t: TerritoryId, l: Lang) -> String {
    map.name(t, l).to_string()
}

/// The turn's forms.
pub fn turn(g: &Game, lang: Lang) -> TurnView {
    let l = lang;
    let map = g.map();
    let seat = g.current_seat();
    let phase = g.phase();
    let acting = matches!(phase, Phase::Reinforce | Phase::Attack);
    let mine: Vec<TerritoryId> = members(g.territories_of(seat)).collect();
    let slug = |t: TerritoryId| map.territory(t).slug.clone();
    let b = g.reinforcement_breakdown(seat);
    let mut breakdown = Vec::new();
    if b.fixed > 0 {
        breakdown.push(("console.bd.fixed".to_string(), b.fixed));
    } else {
        breakdown.push(("console.bd.territories".to_string(), b.from_territories));
        for c in &b.continents {
            breakdown.push((map.continent_name(c.continent, l).to_string(), c.bonus));
        }
        if b.renounced && !b.continents.is_empty() {
            breakdown.push(("console.bd.renounced".to_string(), 0));
        }
        breakdown.push(("console.bd.trades".to_string(), b.trades));
    }
    let mut attacks = Vec::new();
    let mut strikes = Vec::new();
    let mut moves = Vec::new();
    let mut move_max = 0;
    if acting {
        for &from in &mine {
            for to in g.legal_attack_targets(from) {
                let max = g.max_attack_tanks_against(from, to);
                if max == 0 {
                    continue;
                }
                attacks.push((
                    Opt {
                        value: format!("{}>{}", slug(from), slug(to)),
                        label: format!(
                            "{} ({}) → {} ({})",
                            name(map, from, l),
                            g.tanks(from),
                            name(map, to, l),
                            g.tanks(to)
                        ),
                    },
                    max,
                ));
                strikes.push(Strike {
                    from: slug(from),
                    value: format!("{}>{}>{max}", slug(from), slug(to)),
                    label: t(lang, "console.strike")
                        .replace("{to}", &name(map, to, l))
                        .replace("{from}", &name(map, from, l))
                        .replace("{n}", &max.to_string()),
                });
            }
            if !g.move_done() {
                for to in g.legal_move_targets(from) {
                    let max = g.max_move_tanks(from, to);
                    move_max = move_max.max(max);
                    moves.push(MoveOpt {
                        opt: Opt {
                            value: format!("{}>{}", slug(from), slug(to)),
                            label: tf(
                                l,
                                "console.route_option",
                                &[
                                    ("from", name(map, from, l).into()),
                                    ("from_armies", g.tanks(from).into()),
                                    ("to", name(map, to, l).into()),
                                    ("to_armies", g.tanks(to).into()),
                                    ("max", max.into()),
                                ],
                            ),
                        },
                        max,
                        from: name(map, from, l),
                        to: name(map, to, l),
                    });
                }
            }
        }
    }
    let occupy = g
        .pending_occupation()
        .map(|p| (name(map, p.to, l), p.min, p.max));
    TurnView {
        seat,
        name: seat_name(g, seat),
        phase: phase.name(l),
        round: g.round(),
        initial: phase == Phase::InitialPlacement,
        can_declare: g.declaration_due(),
        can_trade: g.max_trade_sets() > 0,
        cards: g.cards(seat),
        trade_sets: (1..=g.max_trade_sets()).collect(),
        trade_declare: trade_then_declare(g, seat),
        breakdown,
        entitlement: b.total,
        declared: g.declared(),
        allowance: g.placement_allowance(),
        own: placement_rows(g, &mine, l),
        attacks,
        strikes,
        moves,
        move_max,
        occupy,
        supplementary: phase == Phase::Supplementary,
        can_end: acting,
        renounce_seats: seat_opts(g, |s| g.can_renounce(s)),
        cap_seats: seat_opts(g, |s| !g.is_eliminated(s)),
        cap_sources: g
            .players()
            .iter()
            .filter(|p| !g.is_eliminated(p.seat))
            .map(|p| {
                let opts = members(g.territories_of(p.seat))
                    .filter(|t| g.tanks(*t) > 1)
                    .map(|t| Opt {
                        value: slug(t),
                        label: tf(
                            l,
                            "console.source_option",
                            &[
                                ("territory", name(map, t, l).into()),
                                ("armies", g.tanks(t).into()),
                                ("max", (g.tanks(t) - 1).into()),
                            ],
                        ),
                    })
                    .collect();
                (format!("{} · {}", p.seat + 1, p.name), opts)
            })
            .collect(),
        teams: team_labels(g),
        trade_note: g.trade_note(l),
        declare_note: g.over_declaration_note(l),
    }
}

/// The table's team labels, in seat order, each once.
pub fn team_labels(g: &Game) -> Vec<String> {
    let mut teams: Vec<String> = Vec::new();
    for p in g.players() {
        if !teams.contains(&p.team) {
            teams.push(p.team.clone());
        }
    }
    teams
}

/// The seats `keep` accepts, as select options ("1 · Anna").
fn seat_opts(g: &Game, keep: impl Fn(Seat) -> bool) -> Vec<Opt> {
    g.players()
        .iter()
        .filter(|p| keep(p.seat))
        .map(|p| Opt {
            value: p.seat.to_string(),
            label: format!("{} · {}", p.seat + 1, p.name),
        })
        .collect()
}

/// The name of the player at `seat` (empty for a seat the match does not have).
pub fn seat_name(g: &Game, seat: u8) -> String {
    g.players()
        .get(usize::from(seat))
        .map(|p| p.name.clone())
        .unwrap_or_default()
}

/// Owner of a territory as a seat index (None: neutral or not yet drafted).
pub fn owner_seat(g: &Game, t: TerritoryId) -> Option<Seat> {
    match g.owner(t) {
        Some(Owner::Seat(s)) => Some(s),
        _ => None,
    }
}

/// For each set count the engine lets `seat` trade now, the entitlement it would then
/// declare: the trade applied to a copy of the game, read back from the engine.
fn trade_then_declare(g: &Game, seat: Seat) -> Vec<(u32, u32)> {
    (1..=g.max_trade_sets())
        .filter_map(|sets| {
            let after = g.apply(&crate::engine::Action::Trade { seat, sets }).ok()?;
            after
                .declaration_due()
                .then(|| (sets, after.reinforcement_breakdown(seat).total))
        })
        .collect()
}

/// The placement form's rows (slug, name, tanks): the biggest stacks first, where a
/// turn's reinforcements mostly go, so that on a phone the likely row is on screen
/// under the form's heading without a scroll; equal stacks keep the map's order.
fn placement_rows(g: &Game, mine: &[TerritoryId], l: Lang) -> Vec<(String, String, u32)> {
    let map = g.map();
    let mut rows: Vec<(String, String, u32)> = mine
        .iter()
        .map(|&t| (map.territory(t).slug.clone(), name(map, t, l), g.tanks(t)))
        .collect();
    rows.sort_by_key(|row| std::cmp::Reverse(row.2));
    rows
}

#[cfg(test)]
mod label_tests {
    use super::*;

    #[test]
    fn a_published_tables_label_is_said_in_the_visitors_language() {
        assert_eq!(
            label_words(Lang::En, "Turno 1 · Tavolo 2"),
            "Round 1 · Table 2"
        );
        assert_eq!(
            label_words(Lang::Es, "Turno 3 · Tavolo 10"),
            "Ronda 3 · Mesa 10"
        );
        assert_eq!(
            label_words(Lang::It, "Turno 1 · Tavolo 2"),
            "Turno 1 · Tavolo 2"
        );
        // A label the referee typed stays as typed.
        assert_eq!(label_words(Lang::En, "Tavolo del bar"), "Tavolo del bar");
        assert_eq!(
            label_words(Lang::En, "Turno x · Tavolo 2"),
            "Turno x · Tavolo 2"
        );
    }
}
