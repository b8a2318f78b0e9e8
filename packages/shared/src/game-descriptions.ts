import type { Language } from './languages.ts'

/** Two sentences per game and language; game titles stay as they are. */
export const GAME_DESCRIPTIONS: Record<number, Partial<Record<Language, string>> & { en: string }> =
  {
    1: {
      en: "Konami's sequel sends the Vic Viper back through volcanoes, solar flames and a gauntlet of old bosses. Its power-up bar lets you build your own loadout, and the late stages are among the hardest in arcade history.",
    },
    2: {
      en: 'Pilot the Silver Hawk through a branching route of zones against giant robotic sea creatures. Capture mid-bosses with the Black Hole Bomber to turn them into allies.',
    },
    3: {
      en: 'Fight the Bydo Empire with the R-9 fighter and its detachable Force pod, which blocks shots and fires on its own. Charge the Wave Cannon for piercing blasts through a biomechanical nightmare.',
    },
    4: {
      en: "Technosoft's Mega Drive classic pits the Rynex against the Vios fleet across huge, multi-screen stages. Switch between five weapons on the fly while a hard-rock soundtrack drives the action.",
    },
    5: {
      en: 'A Neo Geo shooter in which you pick a pilot and combine front, rear and missile weapons. Power-ups build to a devastating arsenal against a relentless alien invasion.',
    },
    6: {
      en: "Psikyo's World War II shooter puts you in the cockpit of legendary propeller planes. Charge shots and bombs differ for each plane, and gold bars reward bold, close-range play.",
    },
    7: {
      en: "Video System's Neo Geo shooter sends an international squad of quirky pilots against a global threat. Each pilot's jet has its own weapons and bombs across world-spanning stages.",
    },
    8: {
      en: "Psikyo's first shooter mixes feudal Japan with steampunk war machines. Six characters, each with a distinct shot and a familiar, fight through fast, aggressive stages.",
    },
    9: {
      en: 'The Raiden fighter returns with the homing plasma laser and the cluster bomb. Precise weapon choices and hidden medals make it a cornerstone of competitive scoring.',
    },
    10: {
      en: "Raizing's cult shooter hides a dynamic rank system that reacts to how you play. Medal chains and careful rank control separate good runs from legendary ones.",
    },
    11: {
      en: "Cave's landmark bullet-hell shooter rewards aggressive chaining of enemy kills. Dense, beautiful bullet patterns hide a narrow path for the skilled pilot.",
    },
    12: {
      en: 'Reco rides her giant beetle through a poisoned forest full of insects and fungus. Original, Maniac and Ultra modes change the bullets and the scoring completely.',
    },
    13: {
      en: 'Winged heroes switch between human and awakened forms to slow down time and turn bullets into gold. Its scoring system rewards bold switching right in front of enemy fire.',
    },
    14: {
      en: 'Team Shanghai Alice’s fifteenth Touhou game sends its heroines to the Lunar Capital. Its Pointdevice mode challenges you to clear every spell card without losing a life.',
    },
    15: {
      en: 'Fly attack helicopters through a near-future conflict in one of Cave’s most intense designs. Lock-on shots at point-blank range multiply the value of every kill.',
    },
    16: {
      en: 'A new Mega Drive shooter with a soundtrack by Yuzo Koshiro, built for original hardware in 2025. Upgrade your ship between stages and fight to save a ravaged Earth.',
    },
  }
