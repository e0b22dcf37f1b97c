//! The setup (§2, §9): the devastation markers, the neutral with two players, the claims
//! (1 MOD each on a free land territory), the placement turns (3 MODs, the last one fewer)
//! and the free pieces (land commander, diplomat, station), in seat order.

use std::collections::BTreeMap;

use super::cards::DECK_SIZE;
use super::log::{R2210Log, RULESET};
use super::pieces::{Commander, Piece};
use super::setup_problem::SetupProblem;
use super::{Game, MAX_SEATS, Phase, Refusal, Stage, seat_at};
use crate::engine::log_file::FORMAT;
use crate::engine::map::{Layer, Map, TerritoryId};
use crate::engine::place_points;
use crate::engine::seat::{Owner, Seat};

/// MODs each player starts with, by number of players (§2 step 3, §9).
pub fn starting_mods(players: usize) -> u32 {
    match players {
        2 | 4 => 30,
        3 => 35,
        _ => 25,
    }
}

fn bad(reason: SetupProblem) -> Refusal {
    Refusal::BadSetup { reason }
}

impl Game {
    /// The game after the log's setup, before any action.
    ///
    /// # Errors
    /// [`Refusal::BadSetup`] naming what is wrong.
    pub fn new(log: &R2210Log) -> Result<Game, Refusal> {
        if log.format != FORMAT || log.ruleset != RULESET {
            return Err(bad(SetupProblem::NotThisRuleset {
                format: log.format,
                ruleset: log.ruleset.clone(),
            }));
        }
        let n = log.players.len();
        if !(2..=MAX_SEATS).contains(&n) {
            return Err(bad(SetupProblem::PlayerCount { players: n }));
        }
        if log
            .players
            .iter()
            .enumerate()
            .any(|(i, p)| usize::from(p.seat) != i)
        {
            return Err(bad(SetupProblem::SeatsOutOfOrder));
        }
        if log.settings.years == 0 {
            return Err(bad(SetupProblem::NoYears));
        }
        if let Some((size, numbers)) = place_points::misfit(&log.settings.place_points, MAX_SEATS) {
            return Err(bad(SetupProblem::PlacePoints { size, numbers }));
        }
        let count = Map::risk2210().territory_count();
        let mut game = Game {
            map: super::Board,
            settings: log.settings.clone(),
            names: log.players.iter().map(|p| p.name.clone()).collect(),
            colours: log.players.iter().map(|p| p.colour.clone()).collect(),
            seats: n,
            owner: vec![None; count],
            mods: vec![0; count],
            commanders: vec![[None; 5]; n],
            station: vec![None; count],
            devastated: 0,
            energy: vec![3; n],
            hand: vec![[0; 5]; n],
            decks: [DECK_SIZE; 5],
            eliminated: vec![None; n],
            eliminations: 0,
            stage: Stage::Claims,
            to_place: vec![starting_mods(n); n],
            pieces: vec![vec![Piece::Land, Piece::Diplomat, Piece::Station]; n],
            current: 0,
            year: 0,
            order: Vec::new(),
            turn_index: 0,
            phase: Phase::Income,
            income_left: 0,
            cards_bought: false,
            invaded: false,
            invasion: None,
            occupation: None,
            captures: 0,
            bonus_pending: false,
            fortified: false,
            card_points: vec![0; n],
            last: None,
            cards: super::CardState::default(),
            clock: super::Clock::default(),
            last_year: None,
            ended: None,
        };
        game.check_card_settings()?;
        let mut seen = 0;
        let devastated = &log.setup.devastated;
        if devastated.len() != 4 {
            return Err(bad(SetupProblem::DevastatedCount {
                named: devastated.len(),
            }));
        }
        for &t in devastated {
            game.distinct_of(t, Layer::Land, &mut seen)?;
            game.devastated |= t.bit();
        }
        match (&log.setup.neutral, n) {
            (Some(neutral), 2) => {
                for (list, layer, want) in [
                    (&neutral.land, Layer::Land, 16),
                    (&neutral.sea, Layer::Sea, 6),
                    (&neutral.moon, Layer::Moon, 6),
                ] {
                    if list.len() != want {
                        return Err(bad(SetupProblem::NeutralCount {
                            layer,
                            want,
                            named: list.len(),
                        }));
                    }
                    for &t in list {
                        game.distinct_of(t, layer, &mut seen)?;
                        game.owner[t.index()] = Some(Owner::Neutral);
                        game.mods[t.index()] = 3;
                    }
                }
            }
            (None, 2) => return Err(bad(SetupProblem::NeutralMissing)),
            (Some(_), players) => return Err(bad(SetupProblem::NeutralUnwanted { players })),
            (None, _) => {}
        }
        if let Some(board) = &log.setup.board {
            game.final_setup(board)?;
        }
        Ok(game)
    }

    /// Checks `t` lies on `layer` and was not named before in the setup.
    fn distinct_of(&self, t: TerritoryId, layer: Layer, seen: &mut u128) -> Result<(), Refusal> {
        if self.layer(t) != layer {
            return Err(bad(SetupProblem::WrongBoard {
                territory: t,
                layer,
            }));
        }
        if *seen & t.bit() != 0 {
            return Err(bad(SetupProblem::NamedTwice { territory: t }));
        }
        *seen |= t.bit();
        Ok(())
    }

    /// Land territories still free for a claim.
    pub fn free_land(&self) -> Vec<TerritoryId> {
        self.map
            .territory_ids()
            .filter(|&t| {
                self.layer(t) == Layer::Land
                    && !self.is_devastated(t)
                    && self.owner[t.index()].is_none()
            })
            .collect()
    }

    pub(super) fn expect_seat(&self, seat: Seat) -> Result<(), Refusal> {
        if seat != self.current || usize::from(seat) >= self.seats {
            return Err(Refusal::NotYourTurn {
                seat,
                expected: self.current(),
            });
        }
        Ok(())
    }

    pub(super) fn claim(&mut self, seat: Seat, t: TerritoryId) -> Result<(), Refusal> {
        if self.stage != Stage::Claims {
            return Err(Refusal::NotNow { action: "claim" });
        }
        self.expect_seat(seat)?;
        if self.is_devastated(t) {
            return Err(Refusal::Devastated { territory: t });
        }
        if self.layer(t) != Layer::Land {
            return Err(Refusal::NotLand { territory: t });
        }
        if self.owner[t.index()].is_some() {
            return Err(Refusal::Occupied { territory: t });
        }
        self.owner[t.index()] = Some(Owner::Seat(seat));
        self.mods[t.index()] = 1;
        self.to_place[usize::from(seat)] -= 1;
        if self.free_land().is_empty() {
            self.stage = Stage::Placement;
            self.current = 0;
            self.skip_placed();
        } else {
            self.current = seat_at((usize::from(seat) + 1) % self.seats);
        }
        Ok(())
    }

    /// MODs the current seat places in this setup placement turn.
    pub fn setup_batch(&self) -> u32 {
        self.to_place[usize::from(self.current)].min(3)
    }

    /// Moves on to the next seat with MODs left; with none left, to the pieces.
    fn skip_placed(&mut self) {
        for step in 0..self.seats {
            let s = (usize::from(self.current) + step) % self.seats;
            if self.to_place[s] > 0 {
                self.current = seat_at(s);
                return;
            }
        }
        self.stage = Stage::Pieces;
        self.current = 0;
    }

    pub(super) fn setup_place(
        &mut self,
        seat: Seat,
        mods: &BTreeMap<TerritoryId, u32>,
    ) -> Result<(), Refusal> {
        self.expect_seat(seat)?;
        let total: u32 = mods.values().sum();
        let expected = self.setup_batch();
        if total != expected {
            return Err(Refusal::SetupCount {
                seat,
                expected,
                got: total,
            });
        }
        for &t in mods.keys() {
            if self.owner[t.index()] != Some(Owner::Seat(seat)) {
                return Err(Refusal::NotOwn { seat, territory: t });
            }
        }
        for (&t, &k) in mods {
            self.mods[t.index()] += k;
        }
        self.to_place[usize::from(seat)] -= total;
        self.current = seat_at((usize::from(seat) + 1) % self.seats);
        self.skip_placed();
        Ok(())
    }

    pub(super) fn place_piece(
        &mut self,
        seat: Seat,
        piece: Piece,
        t: TerritoryId,
    ) -> Result<(), Refusal> {
        if self.stage != Stage::Pieces {
            return Err(Refusal::NotNow {
                action: "place_piece",
            });
        }
        self.expect_seat(seat)?;
        let s = usize::from(seat);
        let Some(at) = self.pieces[s].iter().position(|p| *p == piece) else {
            return Err(Refusal::PieceTwice { seat, piece });
        };
        if self.owner[t.index()] != Some(Owner::Seat(seat)) {
            return Err(Refusal::NotOwn { seat, territory: t });
        }
        match piece {
            Piece::Land => self.commanders[s][Commander::Land.index()] = Some(t),
            Piece::Diplomat => self.commanders[s][Commander::Diplomat.index()] = Some(t),
            Piece::Station if self.station[t.index()].is_some() => {
                return Err(Refusal::StationThere { territory: t });
            }
            Piece::Station => self.station[t.index()] = Some(seat),
        }
        self.pieces[s].remove(at);
        let next = (s + 1) % self.seats;
        if self.pieces.iter().all(Vec::is_empty) {
            self.stage = Stage::Bidding;
            self.year = 1;
        } else {
            self.current = seat_at(next);
        }
        Ok(())
    }
}
