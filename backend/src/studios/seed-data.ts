import type { ClassTypeName, EquipmentKey, Level } from './catalogue.js';

/**
 * The partner studio catalogue the backend seeds. All copy, instructors and testimonials are
 * written for this project (illustrative, not statements about the real businesses); every image
 * is drawn by `media.ts` from the name and brand colour.
 *
 * Omitted fields mean "not given" and exercise the product's defaults: no `levels` → 'allLevels',
 * empty `classTypes` → ['Strength'], empty `equipment` → ['yogaMat'].
 */

export interface InstructorSeed {
  name: string;
  /** May be empty: the catalogue has instructors without a bio. */
  bio: string;
  /** false → the API gives the default instructor image. */
  hasPhoto: boolean;
}

export interface TestimonialSeed {
  author: string;
  text: string;
}

export interface WhiteLabelSeed {
  domain: string;
  /** Hex without '#'. */
  colorCode: string;
  pageTitle: string;
}

export interface StudioSeed {
  name: string;
  /** When omitted the short name is the slug derived from the name. */
  shortName?: string;
  /** Hex without '#', used for the studio's drawn art. */
  brandColor: string;
  /** Day pass price in dollars. */
  dailyPrice: number;
  classTypes: ClassTypeName[];
  levels?: Level;
  equipment: EquipmentKey[];
  summary: string;
  about: [string, string];
  /** Defaults to `<name> | Stream <first class type> classes on demand | StreamFit`. */
  headerTitle?: string;
  headerDescription: string;
  intro: [h1: string, h2: string];
  closing: [h1: string, h2: string];
  instructors: InstructorSeed[];
  testimonials: TestimonialSeed[];
  /** Omitted → `hello@<shortName>.studio`; null → the studio publishes none. */
  contactEmail?: string | null;
  /** Defaults to true. */
  trialEnabled?: boolean;
  whiteLabel?: WhiteLabelSeed;
}

export const STUDIO_SEEDS: StudioSeed[] = [
  {
    name: 'StreamFit',
    shortName: 'streamfit',
    brandColor: '9ac8b9',
    dailyPrice: 9.99,
    classTypes: ['Strength', 'HIIT', 'Yoga', 'Pilates', 'Cardio', 'Stretching', 'Mobility'],
    levels: 'allLevels',
    equipment: ['dumbells', 'yogaMat', 'resistanceBand'],
    summary: 'Our in-house team programs balanced weekly training you can follow from anywhere.',
    about: [
      'StreamFit Studio is where our own coaches build the programs that tie the platform together: strength days, sweaty intervals, mobility resets and restorative flows, sequenced so a week of classes adds up to more than the sum of its parts.',
      'Every class is filmed with home workouts in mind. You need a mat, a pair of dumbbells and a band at most, and every session offers a lower-impact option alongside the full version, so you can train hard on Monday and still move well on Friday.',
    ],
    headerDescription:
      'Train with the StreamFit coaching team: strength, HIIT, yoga, Pilates and mobility classes on demand, programmed into balanced weeks.',
    intro: ['Training that fits your week', 'Strength, intervals, flow and recovery from one coaching team'],
    closing: [
      'Your first week is on us',
      'Start a 7-day free trial and follow a plan built around your schedule.',
    ],
    instructors: [
      {
        name: 'Maya Okafor',
        bio: 'Head of programming. Maya designs our weekly plans and teaches the strength series with a focus on clean technique and steady progress.',
        hasPhoto: true,
      },
      {
        name: 'Leo Brandt',
        bio: 'A former track sprinter, Leo runs the HIIT and cardio classes and believes the best interval is the one you can repeat next week.',
        hasPhoto: true,
      },
      {
        name: 'Priya Raman',
        bio: 'Priya teaches yoga and mobility, pairing slow strength with breath work for bodies that sit at desks all day.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      {
        author: 'Hannah W.',
        text: 'The weekly plan took the guesswork out of working out. Three months in and I have not missed a week.',
      },
      {
        author: 'Marcus T.',
        text: 'Short, smart classes that fit around two kids and a commute. Exactly what I needed.',
      },
    ],
  },
  {
    name: 'Bari Studio',
    shortName: 'baristudio',
    brandColor: 'c2185b',
    dailyPrice: 12.99,
    classTypes: ['Dance', 'Cardio', 'Sculpt', 'Barre'],
    levels: '',
    equipment: ['dumbells', 'yogaMat', 'slidingDiscs'],
    summary: 'High-energy dance cardio and sculpt classes set to playlists you will want on repeat.',
    about: [
      'Bari Studio started with a simple idea: a workout should feel like a night out with your best friends. Our signature classes blend dance cardio with sculpting intervals, so you sweat, laugh and leave with your heart rate up and your shoulders down.',
      'At home the energy stays the same. Instructors cue every move clearly, break down the choreography before the fast version, and finish each class with a burn-out on the mat that you will feel the next morning.',
    ],
    headerDescription:
      'Stream Bari Studio dance cardio, sculpt and barre classes on demand: big playlists, clear choreography and a serious burn.',
    intro: ['Dance like nobody is counting reps', 'Cardio choreography and sculpting intervals in one class'],
    closing: ['Bring the party home', 'Start your free trial and take a Bari class tonight.'],
    instructors: [
      {
        name: 'Gabriela Moss',
        bio: 'Gabriela choreographs the dance cardio series and has never met a chorus she could not turn into a combo.',
        hasPhoto: true,
      },
      {
        name: 'Jordan Ellis',
        bio: 'Jordan leads sculpt and barre with a background in contemporary dance and a love of tiny, brutal pulses.',
        hasPhoto: true,
      },
      { name: 'Tessa Lin', bio: '', hasPhoto: false },
    ],
    testimonials: [
      {
        author: 'Alexis R.',
        text: 'I forget I am working out until the sculpt section starts. Then I definitely remember.',
      },
      { author: 'Dana K.', text: 'The best part of my week. My living room has become a dance floor.' },
      { author: 'Sam P.', text: 'Clear breakdowns, great music and a real workout. I am hooked.' },
    ],
    whiteLabel: { domain: 'www.baristudio.tv', colorCode: 'c2185b', pageTitle: 'Bari Studio On Demand' },
  },
  {
    name: 'BK Pilates',
    shortName: 'bkpilates',
    brandColor: '5e8c61',
    dailyPrice: 11.99,
    classTypes: ['Pilates', 'Sculpt', 'Mobility'],
    levels: 'intermediate',
    equipment: ['yogaMat', 'pilatesCircle', 'resistanceBand'],
    summary: 'Precise, reformer-inspired mat Pilates that builds deep core strength.',
    about: [
      'BK Pilates translates the control and precision of the reformer to the mat. Classes move with purpose through classical sequences and modern variations, with a band and a Pilates circle standing in for springs.',
      'Expect slow tempos, small ranges and a lot of shaking. Our instructors explain the why behind every exercise, so you learn to find your deep core on your own and carry that awareness into the rest of your day.',
    ],
    headerDescription:
      'Stream BK Pilates mat classes on demand: reformer-inspired sequences with a circle and band for deep core strength and better posture.',
    intro: ['Small moves, big changes', 'Reformer-inspired Pilates for the mat at home'],
    closing: ['Find your centre', 'Your first week of BK Pilates is free. Unroll your mat and begin.'],
    instructors: [
      {
        name: 'Nora Castellanos',
        bio: 'Nora trained in classical Pilates and teaches with an eye for alignment and a soft spot for the hundred.',
        hasPhoto: true,
      },
      {
        name: 'Ben Adler',
        bio: 'Ben came to Pilates to rehab a back injury and stayed to teach. His classes are calm, exact and surprisingly hard.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      {
        author: 'Claire M.',
        text: 'My posture has changed and my back pain is gone. The cueing is the best I have had.',
      },
    ],
  },
  {
    name: 'Body Space',
    shortName: 'bodyspace',
    brandColor: 'e76f51',
    dailyPrice: 10.99,
    classTypes: ['Strength', 'HIIT', 'Full Body'],
    levels: 'advance',
    equipment: ['dumbells', 'kettlebell', 'slidingDiscs'],
    summary: 'Athletic full-body strength and conditioning for people who like to be challenged.',
    about: [
      'Body Space programs the kind of training athletes do in the off-season: compound lifts, loaded carries, unilateral work and conditioning finishers that leave nothing in the tank.',
      'Classes follow progressive four-week blocks, so the weights you pick up in week one feel lighter by week four. Coaches demonstrate every movement and give clear scaling options, but make no mistake: this is a place to push.',
    ],
    headerDescription:
      'Stream Body Space strength and HIIT classes on demand: progressive full-body blocks with dumbbells, kettlebells and sliders.',
    intro: ['Train like it is your off-season', 'Progressive strength and conditioning blocks'],
    closing: ['Earn your strongest year', 'Try Body Space free for seven days and start block one.'],
    instructors: [
      {
        name: 'Dre Whitfield',
        bio: 'Dre is a strength and conditioning coach who has trained college athletes and now programs every Body Space block.',
        hasPhoto: true,
      },
      {
        name: 'Kelsey Marr',
        bio: 'Kelsey teaches the kettlebell and conditioning classes. Expect high standards and higher fives.',
        hasPhoto: true,
      },
      {
        name: 'Tomas Reyes',
        bio: 'Tomas leads the mobility warm-ups and strength accessories that keep your joints happy under load.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      {
        author: 'Chris L.',
        text: 'Finally a streaming program that actually gets harder. My deadlift has never been better.',
      },
      { author: 'Rae S.', text: 'Tough, smart and well coached. The four-week blocks keep me honest.' },
    ],
  },
  {
    name: 'Chloe Kernaghan Yoga',
    brandColor: 'f4a261',
    dailyPrice: 12.49,
    classTypes: ['Yoga', 'Meditation', 'Mindbody'],
    levels: 'allLevels',
    equipment: ['yogaMat', 'block'],
    summary: 'Sweaty, music-driven vinyasa that ends in deep stillness.',
    about: [
      'These classes pair athletic vinyasa with a great soundtrack and a generous dose of breath work. Flows build steadily to a peak pose, then unwind into long holds and a guided rest that feels earned.',
      'Every practice is open to all levels. Blocks bring the floor closer when you need it, and clear options let experienced students explore arm balances while newer students build a steady foundation.',
    ],
    headerDescription:
      'Stream Chloe Kernaghan Yoga classes on demand: music-driven vinyasa, breath work and meditation for every level.',
    intro: ['Sweat, breathe, reset', 'Vinyasa flows with a soundtrack and a soft landing'],
    closing: ['Roll out your mat', 'Begin a free trial and flow with us today.'],
    instructors: [
      {
        name: 'Chloe Kernaghan',
        bio: 'Chloe leads the signature flows, weaving breath work and music into practices that are both strong and joyful.',
        hasPhoto: true,
      },
      {
        name: 'Isla Ferreira',
        bio: 'Isla teaches slower flows and guided meditation with a calm, grounded voice.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      { author: 'Jenna F.', text: 'I leave every class feeling lighter. The music alone is worth it.' },
      { author: 'Omar D.', text: 'Challenging flows with room to rest. I finally have a home practice.' },
    ],
  },
  {
    name: 'The Dailey Method',
    shortName: 'thedaileymethod',
    brandColor: '2a9d8f',
    dailyPrice: 11.49,
    classTypes: ['Barre', 'Pilates', 'Stretching'],
    levels: 'allLevels',
    equipment: ['balletBarre', 'inflatableBall', 'yogaMat'],
    summary: 'Alignment-focused barre that strengthens, lengthens and balances the whole body.',
    about: [
      'The Dailey Method blends barre, core conditioning and stretching into one thoughtfully ordered class. Each section targets a muscle group to fatigue and then releases it, so you finish strong and long rather than tight.',
      'Alignment comes first. Instructors teach you to find a neutral spine and engaged core before adding intensity, which makes the method as welcoming to first-timers as it is rewarding for regulars. A sturdy chair works perfectly as a barre.',
    ],
    headerDescription:
      'Stream The Dailey Method barre classes on demand: alignment-first barre, core work and stretching for a strong, balanced body.',
    intro: ['Strong, long and aligned', 'Barre, core and stretch in one balanced class'],
    closing: ['A better way to barre', 'Start your free week of The Dailey Method today.'],
    instructors: [
      {
        name: 'Lauren Pike',
        bio: 'Lauren has taught the method for a decade and is known for precise alignment cues and a warm, encouraging style.',
        hasPhoto: true,
      },
      {
        name: 'Megan Soto',
        bio: 'Megan teaches the core-focused classes and loves a long, juicy stretch at the end.',
        hasPhoto: true,
      },
      { name: 'Erin Cole', bio: '', hasPhoto: true },
    ],
    testimonials: [
      {
        author: 'Kate B.',
        text: 'Every class feels different but the alignment focus never changes. My body feels balanced.',
      },
    ],
  },
  {
    name: 'The Fhitting Room',
    shortName: 'thefhittingroom',
    brandColor: 'd62828',
    dailyPrice: 13.99,
    classTypes: ['HIIT', 'Strength', 'Bootcamp'],
    levels: 'advance',
    equipment: ['kettlebell', 'dumbells', 'slidingDiscs'],
    summary: 'Coached high-intensity training that blends strength and conditioning in every round.',
    about: [
      'The Fhitting Room builds its classes around functional strength and metabolic conditioning. Kettlebells, dumbbells and bodyweight moves come together in timed circuits that make the most of every minute.',
      "Small-group coaching is the studio's hallmark, and the streamed classes keep it: trainers watch form, call out common mistakes and show modifications before the clock starts, so you can push hard and stay safe.",
    ],
    headerDescription:
      'Stream The Fhitting Room HIIT classes on demand: coached kettlebell and dumbbell circuits for strength and conditioning.',
    intro: ['High intensity, high standards', 'Functional strength and conditioning circuits'],
    closing: ['Fit in a Fhit', 'Your first seven days are free. Grab a kettlebell and go.'],
    instructors: [
      {
        name: 'Victor Han',
        bio: "Victor is a certified strength coach who programs the studio's signature circuits.",
        hasPhoto: true,
      },
      {
        name: 'Alana Brooks',
        bio: 'Alana teaches the bootcamp classes with relentless energy and perfect timing.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      {
        author: 'Nick G.',
        text: 'The coaching comes through the screen. I have never been this consistent.',
      },
      { author: 'Priyanka V.', text: 'Forty-five minutes that fly by and leave me wrecked in the best way.' },
    ],
  },
  {
    name: 'Hit House',
    shortName: 'hithouse',
    brandColor: 'ef476f',
    dailyPrice: 12.99,
    classTypes: ['Boxing', 'HIIT', 'Martial Arts'],
    levels: 'intermediate',
    equipment: ['dumbells', 'resistanceBand'],
    summary: 'Boxing and martial-arts conditioning rounds that sharpen technique and torch calories.',
    about: [
      'Hit House brings the intensity of a fight camp to your living room. Classes alternate shadowboxing combinations with strength and conditioning rounds, so you build real technique while you build your engine.',
      'No bag, no problem. Instructors teach footwork, guard and combinations from the ground up, and light dumbbells and bands add resistance to the rounds that need it.',
    ],
    headerDescription:
      'Stream Hit House boxing and martial arts classes on demand: shadowboxing combinations and conditioning rounds with real technique.',
    intro: ['Hands up, head down', 'Boxing technique and conditioning rounds, no bag required'],
    closing: ['Step into the ring', 'Try Hit House free for a week and throw your first combo today.'],
    instructors: [
      {
        name: 'Marco Diaz',
        bio: "Marco boxed as an amateur for ten years and teaches combinations with a coach's patience.",
        hasPhoto: true,
      },
      {
        name: 'Keiko Sato',
        bio: 'Keiko brings a karate background and fierce kick-based conditioning rounds.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      { author: 'Jules A.', text: 'I have learned more about boxing here than in a year at a gym.' },
    ],
  },
  {
    name: 'IntenSati',
    shortName: 'intensati',
    brandColor: 'ff9f1c',
    dailyPrice: 10.49,
    classTypes: ['Cardio', 'Dance', 'Mindbody'],
    equipment: [],
    summary: 'Cardio that pairs every move with a spoken affirmation, for body and mind together.',
    about: [
      'IntenSati combines high-energy cardio drawn from dance, kickboxing and martial arts with spoken affirmations. You say it, you move it, and you leave feeling both physically and emotionally stronger.',
      'No equipment is needed, only a bit of floor and an open mind. Classes build in short sequences you learn quickly, so you spend less time watching and more time moving and speaking with intention.',
    ],
    headerDescription:
      'Stream IntenSati cardio classes on demand: dance and kickboxing moves paired with spoken affirmations for body and mind.',
    intro: ['Move it, say it, mean it', 'Affirmation-powered cardio for body and mind'],
    closing: ['Feel stronger inside and out', 'Start your free trial and take an IntenSati class today.'],
    instructors: [
      {
        name: 'Renee Carter',
        bio: 'Renee leads the signature classes with a big voice and a bigger heart.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      {
        author: 'Monica H.',
        text: 'I came for the workout and stayed for the way it makes me feel about myself.',
      },
      {
        author: 'Tina L.',
        text: 'Nothing else gets my heart rate and my mood up at the same time like this.',
      },
    ],
  },
  {
    name: 'MamaSoul',
    shortName: 'mamasoul',
    brandColor: 'b5838d',
    dailyPrice: 9.99,
    classTypes: ['Prenatal & Postnatal', 'Yoga', 'Pilates'],
    levels: '',
    equipment: ['yogaMat', 'inflatableBall', 'block'],
    summary: 'Gentle, expert-led movement for every stage of pregnancy and the months after birth.',
    about: [
      'MamaSoul supports mothers through pregnancy and postpartum with classes designed around a changing body. Prenatal flows build strength and ease common aches, and postnatal sessions rebuild the core and pelvic floor step by step.',
      'Every class is low impact, with clear guidance on what to skip and when. An exercise ball and a block make positions comfortable, and short formats fit around nap times and night feeds.',
    ],
    headerDescription:
      'Stream MamaSoul prenatal and postnatal classes on demand: safe, gentle yoga and Pilates for pregnancy and recovery.',
    intro: ['Strong for two', 'Prenatal and postnatal movement you can trust'],
    closing: ['Made for every stage', 'Begin a free trial and move gently with MamaSoul.'],
    instructors: [
      {
        name: 'Amara Nwosu',
        bio: 'Amara is a prenatal yoga teacher and mother of two who designs every MamaSoul sequence.',
        hasPhoto: true,
      },
      {
        name: 'Sofia Lind',
        bio: 'Sofia specialises in postnatal core recovery and teaches the postnatal Pilates series.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      {
        author: 'Ellie P.',
        text: 'These classes got me through my third trimester. Gentle, safe and still a workout.',
      },
      {
        author: 'Naomi R.',
        text: 'Twenty-minute postnatal classes I could actually fit in. My core feels like mine again.',
      },
    ],
  },
  {
    name: 'Masterskya',
    shortName: 'masterskya',
    brandColor: '7b2cbf',
    dailyPrice: 12.49,
    classTypes: ['Barre', 'Stretching', 'Dance'],
    levels: 'intermediate',
    equipment: ['balletBarre', 'yogaMat'],
    summary: 'Ballet-trained barre and flexibility classes with the discipline of a dance academy.',
    about: [
      'Masterskya means workshop, and classes feel like one: precise ballet technique, deliberate repetition and real attention to line. Barre work builds strength through the legs and seat, and the flexibility sessions open hips and hamstrings safely.',
      'Instructors come from professional ballet and teach with clear, exacting cues. A sturdy chair makes a fine barre, and every class ends with a slow stretch that rewards the hard work.',
    ],
    headerDescription:
      'Stream Masterskya barre and stretching classes on demand: ballet-trained instruction for strength, line and flexibility.',
    intro: ['The discipline of ballet, at home', 'Barre, flexibility and dance technique'],
    closing: ['Take your place at the barre', 'Try a free week of Masterskya classes today.'],
    instructors: [
      {
        name: 'Anastasia Volkova',
        bio: 'Anastasia danced professionally for twelve years and now teaches technique-first barre.',
        hasPhoto: true,
      },
      {
        name: 'Pavel Orlov',
        bio: 'Pavel leads the flexibility series, guiding safe progressions toward splits and backbends.',
        hasPhoto: true,
      },
      {
        name: 'Irina Belova',
        bio: 'Irina teaches the dance-inspired cardio classes.',
        hasPhoto: false,
      },
    ],
    testimonials: [
      {
        author: 'Victoria S.',
        text: 'Real ballet technique, beautifully taught. My flexibility has improved so much.',
      },
    ],
  },
  {
    name: 'Mind Fresh',
    shortName: 'mindfresh',
    brandColor: '48cae4',
    dailyPrice: 9.99,
    classTypes: ['Meditation', 'Mindbody'],
    levels: '',
    equipment: [],
    summary: 'Short guided meditations and breath work to clear your head in the middle of the day.',
    about: [
      'Mind Fresh offers meditation for people who think they cannot meditate. Sessions run from five to twenty minutes and focus on practical skills: slowing the breath, noticing tension and coming back to the present when the mind wanders.',
      'Sit on a chair, a cushion or the floor. Some sessions add gentle movement to release the neck and shoulders, and a growing library of sleep meditations helps you wind down at the end of the day.',
    ],
    headerDescription:
      'Stream Mind Fresh meditation and breath work on demand: short, practical sessions for focus, calm and better sleep.',
    intro: ['Five minutes to a clearer head', 'Practical meditation and breath work'],
    closing: ['Take a breath', 'Start your free trial and press play on calm.'],
    instructors: [
      {
        name: 'Daniel Avery',
        bio: 'Daniel has taught mindfulness in workplaces and schools for fifteen years.',
        hasPhoto: true,
      },
      { name: 'Lena Park', bio: '', hasPhoto: true },
    ],
    testimonials: [],
  },
  {
    name: 'MNTSTUDIO',
    shortName: 'mntstudio',
    brandColor: '1b263b',
    dailyPrice: 14.99,
    classTypes: ['Boxing', 'Strength', 'HIIT'],
    levels: 'advance',
    equipment: ['dumbells', 'kettlebell'],
    summary: 'Boxing and strength in equal measure, coached with intensity and style.',
    about: [
      'MNTSTUDIO builds classes around the belief that a strong body and a sharp mind are trained together. Boxing rounds teach focus and rhythm, and strength blocks build the power to back them up.',
      'The format is structured and fast: warm-up, technique, rounds, strength, finisher. Instructors keep the pace high and the feedback specific, and every class is designed to leave you proud of what you just did.',
    ],
    headerDescription:
      'Stream MNTSTUDIO boxing and strength classes on demand: structured, high-intensity rounds that train body and mind together.',
    intro: ['Train the body, sharpen the mind', 'Boxing rounds and strength blocks'],
    closing: ['Own every round', 'Your first week at MNTSTUDIO is free.'],
    instructors: [
      {
        name: 'Elijah Grant',
        bio: "Elijah is a boxing coach and strength trainer who built the studio's signature round structure.",
        hasPhoto: true,
      },
      {
        name: 'Carmen Ortiz',
        bio: 'Carmen teaches the strength blocks and finishers with precision and grit.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      {
        author: 'Zack M.',
        text: 'Best boxing workout I have found online. The structure makes every minute count.',
      },
    ],
  },
  {
    name: 'modelFIT',
    shortName: 'modelfit',
    brandColor: 'ff6392',
    dailyPrice: 13.49,
    classTypes: ['Sculpt', 'Tone', 'Pilates'],
    levels: 'intermediate',
    equipment: ['slidingDiscs', 'resistanceBand', 'yogaMat'],
    summary: 'Low-impact, high-burn sculpting that targets small muscles with smart resistance.',
    about: [
      'modelFIT classes target the small stabilising muscles that big workouts miss. Slow, controlled movements with bands and sliders create a deep burn without pounding your joints.',
      'Sessions are built in sequences that isolate, then integrate: you fatigue a muscle group with precise work, then tie it together with full-body movement. The result is strength you can feel in your posture and your everyday moves.',
    ],
    headerDescription:
      'Stream modelFIT sculpt classes on demand: low-impact, high-burn toning with bands and sliders for strong, stable muscles.',
    intro: ['Low impact, high burn', 'Sculpting that finds every small muscle'],
    closing: ['Feel the burn, spare the joints', 'Start a free week of modelFIT today.'],
    instructors: [
      {
        name: 'Bianca Rossi',
        bio: 'Bianca built the sculpt method from her background in physical therapy and Pilates.',
        hasPhoto: true,
      },
      {
        name: 'Nate Fisher',
        bio: 'Nate teaches the slider classes and has opinions about your inner thighs.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      {
        author: 'Lily C.',
        text: 'No jumping, no noise for the neighbours, and I am still sore two days later.',
      },
      { author: 'Amy T.', text: 'Precise, effective and kind to my knees.' },
    ],
  },
  {
    name: 'PLAYLIST. Yoga',
    brandColor: '3a86ff',
    dailyPrice: 11.99,
    classTypes: ['Yoga', 'Meditation'],
    levels: 'allLevels',
    equipment: ['yogaMat', 'block'],
    summary: 'Vinyasa set to carefully curated playlists, from hip-hop to ambient.',
    about: [
      'At PLAYLIST. Yoga the music sets the tone. Every class is built around a curated playlist, and the sequence rises and falls with it: a steady warm-up, a driving middle and a slow, quiet landing.',
      'Flows are creative but accessible, with clear options for beginners and challenges for regulars. A block helps with balance and reach, and each class ends with a few minutes of stillness to let the last track fade out.',
    ],
    headerDescription:
      'Stream PLAYLIST. Yoga classes on demand: creative vinyasa flows built around curated playlists, for every level.',
    intro: ['Flow to the beat', 'Vinyasa built around a great playlist'],
    closing: ['Press play on your practice', 'Your first week of PLAYLIST. Yoga is free.'],
    instructors: [
      {
        name: 'Rio Matsuda',
        bio: 'Rio curates the hip-hop flows and teaches with rhythm and humour.',
        hasPhoto: true,
      },
      {
        name: 'Celeste Ward',
        bio: 'Celeste leads slower, ambient classes that end in long, restful holds.',
        hasPhoto: true,
      },
      { name: 'Theo Banks', bio: 'Theo teaches power flows.', hasPhoto: true },
    ],
    testimonials: [
      {
        author: 'Ivy N.',
        text: 'The music makes the whole practice click. I actually look forward to yoga now.',
      },
    ],
  },
  {
    name: 'Punch Pedal House',
    shortName: 'punchpedalhouse',
    brandColor: 'fb5607',
    dailyPrice: 13.99,
    classTypes: ['Cycling', 'Boxing', 'Cardio'],
    levels: 'intermediate',
    equipment: ['stationaryBike', 'dumbells'],
    summary: 'Rhythm cycling and boxing intervals, together or on their own.',
    about: [
      'Punch Pedal House pairs two of the best cardio workouts there are. Ride classes climb and sprint to the beat, boxing classes build combinations round by round, and the signature hybrid alternates between bike and floor.',
      'Any stationary bike works for the ride sections. Instructors call resistance on a simple one-to-ten scale, so you can follow along whatever bike you have at home.',
    ],
    headerDescription:
      'Stream Punch Pedal House cycling and boxing classes on demand: rhythm rides, boxing rounds and hybrid intervals.',
    intro: ['Ride it, then fight it', 'Rhythm cycling and boxing intervals'],
    closing: ['Clip in and glove up', 'Try Punch Pedal House free for seven days.'],
    instructors: [
      {
        name: 'Ava Quinn',
        bio: 'Ava teaches rhythm rides and never lets the beat drop.',
        hasPhoto: true,
      },
      {
        name: 'Malik Jordan',
        bio: 'Malik is a boxing coach who leads the hybrid classes with contagious energy.',
        hasPhoto: true,
      },
      {
        name: 'Bree Holt',
        bio: 'Bree leads the climb-focused endurance rides for riders building stamina.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      { author: 'Ryan K.', text: 'The hybrid class is the hardest and most fun 45 minutes of my week.' },
      { author: 'Gina F.', text: 'Works with my basic bike and the resistance cues make sense.' },
    ],
  },
  {
    name: 'Rowgatta',
    shortName: 'rowgatta',
    brandColor: '1e6091',
    dailyPrice: 12.99,
    classTypes: ['Rowing', 'HIIT', 'Strength', 'Cardio'],
    levels: 'intermediate',
    equipment: ['dumbells', 'yogaMat'],
    summary: 'Rowing-based interval training that builds power and endurance with zero impact.',
    about: [
      'Rowgatta trains the whole body with every stroke. Classes mix rowing intervals with strength and core work on the floor, building the legs, back and lungs of a crew athlete without stressing the joints.',
      'Good technique is the foundation, so every class begins with a drill. No rower at home? The floor-only classes recreate the rowing pattern with dumbbells for a full-body session anywhere.',
    ],
    headerDescription:
      'Stream Rowgatta rowing classes on demand: low-impact rowing intervals and floor strength for power and endurance.',
    intro: ['Power in every stroke', 'Rowing intervals and full-body strength'],
    closing: ['Row with us', 'Start your free trial and join the crew.'],
    instructors: [
      {
        name: 'Hugo Lindqvist',
        bio: "Hugo rowed in college and teaches technique with a coxswain's precision.",
        hasPhoto: true,
      },
      {
        name: 'Morgan Blake',
        bio: 'Morgan designs the floor-and-row intervals that make Rowgatta classes fly by.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      { author: 'Pete A.', text: 'Low impact, high sweat. My knees and my heart both thank Rowgatta.' },
      { author: 'Lucy W.', text: 'The technique drills made rowing click for me.' },
    ],
    whiteLabel: { domain: 'rowgatta.tv', colorCode: '1e6091', pageTitle: 'Rowgatta At Home' },
  },
  {
    name: 'SALT Fitness',
    shortName: 'saltfitness',
    brandColor: '0b7285',
    dailyPrice: 11.49,
    classTypes: ['HIIT', 'Strength', 'Bootcamp'],
    levels: 'advance',
    equipment: ['kettlebell', 'barbell'],
    summary: 'Tough, coastal-bootcamp style training with kettlebells and barbells.',
    about: [
      'SALT Fitness classes are inspired by training outdoors by the sea: simple tools, hard work and fresh air. Kettlebell complexes and barbell lifts meet sprint intervals and bodyweight circuits.',
      'The program runs on a weekly rhythm of strength, conditioning and endurance days. Each class gives clear loading guidance, so beginners to lifting build confidence while experienced athletes keep progressing.',
    ],
    headerDescription:
      'Stream SALT Fitness classes on demand: bootcamp-style HIIT and strength with kettlebells and barbells.',
    intro: ['Sweat like the sea is watching', 'Bootcamp strength and conditioning'],
    closing: ['Earn your salt', 'A free week of SALT Fitness starts now.'],
    instructors: [
      {
        name: 'Jack Morrow',
        bio: "Jack is a former lifeguard who teaches conditioning with a coach's eye and a surfer's calm.",
        hasPhoto: true,
      },
      { name: 'Ruby Hale', bio: '', hasPhoto: false },
    ],
    testimonials: [{ author: 'Owen B.', text: 'Simple equipment, brutal workouts, great coaching.' }],
  },
  {
    name: 'Solace',
    shortName: 'solace',
    brandColor: '343a40',
    dailyPrice: 14.49,
    classTypes: ['CrossFit', 'Barbell', 'Strength', 'HIIT'],
    levels: 'advance',
    equipment: ['barbell', 'kettlebell', 'dumbells'],
    summary: 'Barbell strength and functional fitness with a community feel.',
    about: [
      'Solace brings functional fitness home with classes built around the barbell. Each session includes a strength piece, a skill to practise and a conditioning workout, scaled for your level and equipment.',
      'Coaches explain the intent of each workout so you know how hard to push and when to hold back. The community runs deep, and the leaderboard-friendly formats make it easy to train alongside friends.',
    ],
    headerDescription:
      'Stream Solace CrossFit-style classes on demand: barbell strength, skill practice and conditioning, scaled for you.',
    intro: ['Strength, skill and sweat', 'Functional fitness built around the barbell'],
    closing: ['Find your solace', 'Train with Solace free for seven days.'],
    instructors: [
      {
        name: 'Ian McAllister',
        bio: 'Ian is a weightlifting coach who teaches the Olympic lift progressions.',
        hasPhoto: true,
      },
      {
        name: 'Rosa Jimenez',
        bio: 'Rosa programs the conditioning pieces and leads the gymnastics skill sessions.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      {
        author: 'Derek J.',
        text: 'Real programming with real coaching. I have hit new PRs training at home.',
      },
      { author: 'Mia L.', text: 'The scaling options mean I can do every workout, even as a beginner.' },
    ],
  },
  {
    name: 'Stretched',
    shortName: 'stretched',
    brandColor: '06d6a0',
    dailyPrice: 9.99,
    classTypes: ['Stretching', 'Mobility', 'Stretches'],
    levels: 'allLevels',
    equipment: ['foamRoller', 'resistanceBand', 'yogaMat'],
    summary: 'Assisted-style stretching and mobility that helps you move and recover better.',
    about: [
      'Stretched focuses entirely on flexibility and recovery. Classes use a band to recreate assisted stretching at home and a foam roller to release tight tissue before you lengthen it.',
      'Sessions are short and targeted: hips after a run, shoulders after a desk day, a full-body reset on a rest day. Practitioners explain what each stretch does so you can build your own routine over time.',
    ],
    headerDescription:
      'Stream Stretched classes on demand: assisted-style stretching, foam rolling and mobility for better movement and recovery.',
    intro: ['Move better, feel better', 'Stretching and mobility for everyday recovery'],
    closing: ['Give your body a break', 'Start your free trial and stretch with us today.'],
    instructors: [
      {
        name: 'Kai Mendes',
        bio: 'Kai is a flexibility coach who works with runners and lifters on mobility.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      { author: 'Beth O.', text: 'Ten minutes a day and my hips finally stopped complaining.' },
      { author: 'Alan R.', text: 'The perfect complement to my training days.' },
      { author: 'Sue Y.', text: 'I feel taller after every class.' },
    ],
  },
  {
    name: 'Switch Playground',
    shortName: 'switchplayground',
    brandColor: 'ffbe0b',
    dailyPrice: 12.99,
    classTypes: ['HIIT', 'Cardio', 'Strength', 'Full Body'],
    levels: 'intermediate',
    equipment: ['dumbells', 'slidingDiscs'],
    summary: 'Fast-switching stations of strength and cardio that never let you get bored.',
    about: [
      'Switch Playground classes move through short stations that switch every minute: strength, cardio, core and back again. The constant change keeps your body guessing and your mind engaged.',
      'Every class is a new combination, so no two sessions feel the same. Timers, clear demos and a great soundtrack keep you moving, and every station has an easier and a harder version.',
    ],
    headerDescription:
      'Stream Switch Playground HIIT classes on demand: fast-switching strength and cardio stations for a full-body workout.',
    intro: ['Switch it up', 'Station-based strength and cardio intervals'],
    closing: ['Come play', 'Your first week on the Switch Playground is free.'],
    instructors: [
      {
        name: 'Dev Patel',
        bio: 'Dev designs the station combinations and keeps the energy high.',
        hasPhoto: true,
      },
      {
        name: 'Hailey Burns',
        bio: 'Hailey teaches the core-heavy classes.',
        hasPhoto: true,
      },
      {
        name: 'Marcus Lee',
        bio: '',
        hasPhoto: true,
      },
    ],
    testimonials: [
      { author: 'Carla D.', text: 'It is impossible to get bored. The hour is over before I know it.' },
    ],
  },
  {
    name: 'The Space Between',
    shortName: 'thespacebetween',
    brandColor: '6d597a',
    dailyPrice: 10.99,
    classTypes: ['Yoga', 'Mobility', 'Meditation'],
    levels: '',
    equipment: ['yogaMat', 'block', 'foamRoller'],
    summary: 'Slow yoga, mobility and rest for the space between busy days.',
    about: [
      'The Space Between is a quiet corner of the platform: slow flow, yin, mobility and meditation for the days when you need to recover rather than push.',
      'Long holds, soft lighting and thoughtful sequencing help your nervous system settle. Blocks and a foam roller support the body so you can relax into each shape instead of fighting it.',
    ],
    headerDescription:
      'Stream The Space Between yoga and mobility classes on demand: slow flow, yin and meditation for recovery and rest.',
    intro: ['Slow down on purpose', 'Yin, slow flow and mobility for recovery'],
    closing: ['Make space for yourself', 'Begin a free trial and take a breath with us.'],
    instructors: [
      {
        name: 'Wren Holloway',
        bio: 'Wren teaches yin and restorative yoga with a deep knowledge of anatomy.',
        hasPhoto: true,
      },
      {
        name: 'Samir Haddad',
        bio: 'Samir leads the mobility classes and guided body scans.',
        hasPhoto: true,
      },
    ],
    testimonials: [{ author: 'Grace E.', text: 'My favourite way to end a stressful day.' }],
  },
  {
    name: 'The Studio',
    shortName: 'thestudio',
    brandColor: '495057',
    dailyPrice: 9.99,
    classTypes: [],
    equipment: ['dumbells'],
    summary: 'No-frills strength classes for people who just want to get it done.',
    about: [
      'The Studio keeps it simple: a pair of dumbbells, a clear plan and a timer. Classes cover the fundamentals of strength training, squats, hinges, presses and rows, with no gimmicks and no wasted time.',
      'Each session is thirty minutes or less, so it fits before work or at lunch. Progressions are steady and sensible, making this a great place to start lifting or to get back into it.',
    ],
    headerDescription:
      'Stream The Studio strength classes on demand: simple, effective dumbbell training in thirty minutes or less.',
    intro: ['Just lift', 'Simple, effective strength training'],
    closing: ['Thirty minutes is enough', 'Start your free trial and pick up your dumbbells.'],
    instructors: [],
    testimonials: [],
    contactEmail: null,
  },
  {
    name: 'Trooper Fitness',
    shortName: 'trooperfitness',
    brandColor: '4f772d',
    dailyPrice: 11.99,
    classTypes: ['Bootcamp', 'HIIT', 'Strength', 'Martial Arts'],
    levels: 'advance',
    equipment: ['kettlebell', 'resistanceBand'],
    summary: 'Military-inspired bootcamp with martial-arts conditioning and no excuses.',
    about: [
      'Trooper Fitness brings the discipline of military training to your home workouts. Classes combine bootcamp drills, kettlebell work and martial-arts conditioning for all-round toughness.',
      'The coaching is direct and the standards are high, but every drill comes with a scaled option. Show up, follow the plan and you will be surprised by what you can do in a month.',
    ],
    headerDescription:
      'Stream Trooper Fitness bootcamp classes on demand: military-inspired drills, kettlebells and martial arts conditioning.',
    intro: ['Report for duty', 'Military-inspired bootcamp and conditioning'],
    closing: ['No excuses, just results', 'Enlist with a free week of Trooper Fitness.'],
    instructors: [
      {
        name: 'Sgt. Ray Collins',
        bio: 'Ray served as a fitness instructor in the army and now leads every bootcamp.',
        hasPhoto: true,
      },
      {
        name: 'Nia Foster',
        bio: 'Nia holds a black belt and teaches the martial-arts conditioning rounds.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      { author: 'Tyler V.', text: 'Hardest workouts I have ever done at home. I love it.' },
      { author: 'Kim H.', text: 'The structure and discipline are exactly what I needed.' },
    ],
  },
  {
    name: 'Willy B CrossFit',
    shortName: 'willybcrossfit',
    brandColor: 'c1121f',
    dailyPrice: 13.49,
    classTypes: ['CrossFit', 'CrossHIIT', 'Barbell', 'Strength'],
    levels: 'advance',
    equipment: ['barbell', 'kettlebell'],
    summary: 'Affiliate-style CrossFit programming with barbell cycles and gritty conditioning.',
    about: [
      'Willy B CrossFit streams the same programming its members follow in the box: a strength cycle, a skill of the week and a metcon that tests everything together.',
      'CrossHIIT classes are the equipment-light option, built for travel days and tight spaces. Every workout comes with scaled and Rx versions and a clear target time so you know when to push.',
    ],
    headerDescription:
      'Stream Willy B CrossFit classes on demand: barbell strength cycles, skills and metcons with scaled and Rx options.',
    intro: ['Three, two, one, go', 'Barbell cycles, skills and metcons'],
    closing: ['Join the box from home', 'Subscribe and start your first cycle today.'],
    instructors: [
      {
        name: 'Will Barrett',
        bio: 'Will is the head coach and writes every strength cycle.',
        hasPhoto: true,
      },
      {
        name: 'Jess Navarro',
        bio: 'Jess coaches gymnastics skills and the CrossHIIT classes.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      {
        author: 'Matt E.',
        text: 'The programming is top notch and the coaching makes it feel like I am in the box.',
      },
    ],
    trialEnabled: false,
  },
  {
    name: 'Wright Fit',
    shortName: 'wrightfit',
    brandColor: '003049',
    dailyPrice: 12.49,
    classTypes: ['Strength', 'HIIT', 'Endurance'],
    levels: 'intermediate',
    equipment: ['dumbells', 'kettlebell', 'resistanceBand'],
    summary: 'Performance-minded training that builds strength and staying power.',
    about: [
      "Wright Fit approaches fitness like an athlete's season: build a base, develop strength, then sharpen with intervals. Classes are grouped into programs so each session builds on the last.",
      'Endurance classes extend your engine with longer work periods, strength classes build muscle with dumbbells and kettlebells, and HIIT sessions put it all to the test.',
    ],
    headerDescription:
      'Stream Wright Fit strength and endurance classes on demand: athletic programs that build strength and staying power.',
    intro: ['Train for a season, not a day', 'Strength, endurance and intervals in programs'],
    closing: ['Build your base', 'Start Wright Fit free for seven days.'],
    instructors: [
      {
        name: 'Andre Wright',
        bio: 'Andre is a performance coach who designs every Wright Fit program.',
        hasPhoto: true,
      },
      {
        name: 'Colleen Shaw',
        bio: 'Colleen leads the endurance classes and loves a long interval.',
        hasPhoto: true,
      },
      { name: 'Felix Grant', bio: '', hasPhoto: false },
    ],
    testimonials: [
      {
        author: 'Jamal P.',
        text: 'Programs that make sense and actually progress. I feel like an athlete again.',
      },
    ],
  },
  {
    name: 'Woom Center',
    shortName: 'woomcenter',
    brandColor: '6a4c93',
    dailyPrice: 14.99,
    classTypes: ['WOOM Experience I', 'WOOM Experience II', 'WOOM Experience III', 'Meditation', 'Yoga'],
    levels: 'allLevels',
    equipment: ['yogaMat'],
    summary: 'Immersive yoga and meditation journeys guided by sound and light.',
    about: [
      'Woom Center blends yoga, breath work and sound into immersive experiences. Each WOOM Experience builds from grounding to awakening, with practices inspired by yogic tradition and modern sound design.',
      'Put on headphones, dim the lights and let the soundscape carry you. Experiences I, II and III deepen progressively, and shorter meditations help you bring the calm into your day.',
    ],
    headerDescription:
      'Stream Woom Center classes on demand: immersive yoga, sound and meditation experiences for body and mind.',
    intro: ['A journey in sound and breath', 'Immersive yoga and meditation experiences'],
    closing: ['Tune in to yourself', 'Begin your free trial and experience WOOM at home.'],
    instructors: [
      {
        name: 'Ilona Marsh',
        bio: 'Ilona guides the WOOM Experiences, blending yoga with sound healing.',
        hasPhoto: true,
      },
      {
        name: 'Arjun Mehta',
        bio: 'Arjun teaches breath work and meditation rooted in classical yoga.',
        hasPhoto: true,
      },
      {
        name: 'Sasha Novak',
        bio: 'Sasha composes the soundscapes and leads the evening meditations.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      {
        author: 'Eva K.',
        text: 'Unlike anything else. I feel like I have been on retreat after every session.',
      },
      { author: 'Leon M.', text: 'The sound design is incredible. Headphones on and the world disappears.' },
    ],
    whiteLabel: { domain: 'www.woomcenter.tv', colorCode: '6a4c93', pageTitle: 'Woom Center Online' },
  },
  {
    name: 'Yoga Vida',
    shortName: 'yogavida',
    brandColor: 'e9c46a',
    dailyPrice: 10.99,
    classTypes: ['Yoga', 'Stretching'],
    levels: 'allLevels',
    equipment: ['yogaMat', 'block'],
    summary: 'Friendly, approachable vinyasa for a lifelong practice.',
    about: [
      'Yoga Vida believes yoga should be for everyone. Classes are warm, welcoming and grounded in strong fundamentals, with plenty of time to learn each pose and breathe through it.',
      'From gentle flows to stronger vinyasa, every class offers options. Teachers are encouraging and clear, and the library grows every week so your practice never goes stale.',
    ],
    headerDescription:
      'Stream Yoga Vida classes on demand: welcoming, fundamentals-first vinyasa and stretching for every body.',
    intro: ['Yoga for every body', 'Welcoming vinyasa with strong fundamentals'],
    closing: ['Start where you are', 'Your first week of Yoga Vida is free.'],
    instructors: [
      {
        name: 'Lucia Romero',
        bio: 'Lucia teaches the fundamentals series and loves helping new students find their feet.',
        hasPhoto: true,
      },
      {
        name: 'Peter Kwon',
        bio: 'Peter leads the stronger vinyasa classes with clear cues and a good sense of humour.',
        hasPhoto: true,
      },
    ],
    testimonials: [{ author: 'Hope A.', text: 'The most welcoming yoga classes I have found anywhere.' }],
  },
  {
    name: 'Ride Republic',
    shortName: 'riderepublic',
    brandColor: 'e63946',
    dailyPrice: 12.99,
    classTypes: ['Cycling', 'Endurance', 'HILIT'],
    levels: 'intermediate',
    equipment: ['stationaryBike'],
    summary: 'Indoor cycling built on real training zones, from recovery spins to all-out sprints.',
    about: [
      "Ride Republic classes are structured like a coach's training plan: every ride has a purpose, whether it is a zone-two endurance spin, a threshold climb or a short, sharp sprint session.",
      'Cues use perceived effort, so you can ride any stationary bike. HILIT rides keep the intensity high and the impact low, and the endurance series builds the base that makes every other ride easier.',
    ],
    headerDescription:
      'Stream Ride Republic cycling classes on demand: structured endurance, climb and sprint rides for any stationary bike.',
    intro: ['Every ride has a purpose', 'Structured indoor cycling by training zone'],
    closing: ['Join the Republic', 'Clip in for a free week of rides.'],
    instructors: [
      {
        name: 'Callum Price',
        bio: 'Callum raced on the road for eight seasons and coaches the endurance rides.',
        hasPhoto: true,
      },
      {
        name: 'Sienna Ross',
        bio: 'Sienna leads the sprint and HILIT rides.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      { author: 'Greg N.', text: 'Finally, indoor cycling that feels like real training.' },
      { author: 'Anya B.', text: 'The zone-based rides have made me so much faster outdoors.' },
    ],
  },
  {
    name: 'Lotus Hot Yoga',
    shortName: 'lotushotyoga',
    brandColor: 'f15bb5',
    dailyPrice: 11.49,
    classTypes: ['Yoga', 'Stretching', 'Mobility'],
    equipment: ['yogaMat'],
    summary: 'Heated-room style yoga flows that you can practise in any warm room.',
    about: [
      'Lotus Hot Yoga brings the sweat and focus of a heated studio to your home. Set the heating up a little, lay down a towel and follow strong, steady sequences that warm you from the inside.',
      'Classes balance standing strength with deep stretching and finish with a long savasana. Hydration reminders and clear options make the practice safe whether your room is warm or not.',
    ],
    headerDescription:
      'Stream Lotus Hot Yoga classes on demand: strong, heated-room style flows with deep stretching and mobility.',
    intro: ['Turn up the heat', 'Strong, sweaty flows and deep stretching'],
    closing: ['Sweat and let go', 'Try Lotus Hot Yoga free for a week.'],
    instructors: [
      {
        name: 'Mei Chen',
        bio: 'Mei has taught hot yoga for over a decade and leads the signature 60-minute flows.',
        hasPhoto: true,
      },
      {
        name: 'Oscar Diaz',
        bio: 'Oscar teaches the mobility-focused classes.',
        hasPhoto: true,
      },
    ],
    testimonials: [{ author: 'Nina T.', text: 'I did not think hot yoga at home would work. It does.' }],
  },
  {
    name: 'Tempo Run Club',
    shortName: 'temporunclub',
    brandColor: '2b9348',
    dailyPrice: 10.49,
    classTypes: ['Running/Treadmill', 'Endurance', 'Cardio'],
    levels: 'intermediate',
    equipment: ['treadmill'],
    summary: 'Coached treadmill runs for every pace, from easy miles to tempo intervals.',
    about: [
      'Tempo Run Club turns treadmill time into training. Coached runs use effort-based cues and speed suggestions in both miles and kilometres, so every runner can join in at their own pace.',
      'Programs build toward 5K, 10K and half-marathon goals, with easy runs, tempo sessions and hill intervals in the right balance. Post-run stretches keep your legs fresh for the next one.',
    ],
    headerDescription:
      'Stream Tempo Run Club treadmill classes on demand: coached runs, tempo intervals and race-ready programs for every pace.',
    intro: ['Run with a coach in your ear', 'Treadmill runs for every pace and goal'],
    closing: ['Lace up', 'Your first week of coached runs is free.'],
    instructors: [
      {
        name: 'Imani Brooks',
        bio: 'Imani is a marathoner and run coach who leads the race programs.',
        hasPhoto: true,
      },
      {
        name: 'Sean Gallagher',
        bio: 'Sean leads the hill and speed sessions.',
        hasPhoto: true,
      },
      { name: 'Paula Reid', bio: 'Paula coaches the walk-to-run series.', hasPhoto: true },
    ],
    testimonials: [
      { author: 'Mark D.', text: 'Treadmill runs used to be torture. Now they are the highlight of my day.' },
      { author: 'Jo S.', text: 'Followed the 10K program and ran a personal best.' },
    ],
  },
  {
    name: 'Box + Burn',
    brandColor: 'ff595e',
    dailyPrice: 11.99,
    classTypes: ['Boxing', 'Cardio', 'Strength'],
    levels: 'advance',
    equipment: ['dumbells'],
    summary: 'Shadowboxing rounds and dumbbell burn-outs in a fast, sweaty class.',
    about: [
      'Box + Burn alternates three-minute boxing rounds with strength burn-outs. You learn clean combinations, then put the gloves down and grab your dumbbells before the next bell.',
      'Classes are short and intense, with a big warm-up and a proper cool-down. Technique breakdowns at the start of each class mean even first-timers throw with confidence.',
    ],
    headerDescription:
      'Stream Box + Burn classes on demand: boxing rounds and dumbbell burn-outs for a fast, intense workout.',
    intro: ['Box it out, burn it up', 'Boxing rounds and strength burn-outs'],
    closing: ['Answer the bell', 'Start a free week of Box + Burn.'],
    instructors: [
      {
        name: 'Tasha Greene',
        bio: 'Tasha is a boxing coach who loves a fast combination and a loud playlist.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      { author: 'Eli R.', text: 'Short, hard and fun. I am addicted to the burn-outs.' },
      { author: 'Maya J.', text: 'Great technique coaching for a home workout.' },
    ],
  },
  {
    name: 'Kinetic Lab',
    shortName: 'kineticlab',
    brandColor: '4361ee',
    dailyPrice: 12.49,
    classTypes: ['Mobility', 'Strength', 'Stretching'],
    levels: '',
    equipment: ['foamRoller', 'resistanceBand', 'kettlebell'],
    summary: 'Evidence-based mobility and strength that keeps you moving well for life.',
    about: [
      'Kinetic Lab treats mobility as a skill you train, not something you hope for. Classes combine controlled joint rotations, loaded stretching and kettlebell strength through full ranges of motion.',
      'Each class includes a quick self-assessment, so you can track how your hips, shoulders and spine improve over the weeks. It is the perfect complement to running, lifting or a desk job.',
    ],
    headerDescription:
      'Stream Kinetic Lab classes on demand: mobility, loaded stretching and kettlebell strength through full range of motion.',
    intro: ['Train your range', 'Mobility and strength, measured'],
    closing: ['Move well for life', 'Try Kinetic Lab free for seven days.'],
    instructors: [
      {
        name: 'Dr. Lena Fox',
        bio: 'Lena is a physiotherapist who designs the mobility assessments and programs.',
        hasPhoto: true,
      },
      {
        name: 'Ravi Shah',
        bio: 'Ravi teaches kettlebell strength through full ranges of motion.',
        hasPhoto: true,
      },
    ],
    testimonials: [{ author: 'Toby W.', text: 'My squat depth and my back both improved in a month.' }],
  },
  {
    name: 'Studio Mambo',
    shortName: 'studiomambo',
    brandColor: 'ff7f11',
    dailyPrice: 10.99,
    classTypes: ['Dance', 'Cardio', 'Tone'],
    levels: 'allLevels',
    equipment: [],
    summary: 'Latin dance cardio that feels like a party and works like a workout.',
    about: [
      'Studio Mambo brings salsa, merengue, cumbia and reggaeton to your living room. Easy-to-follow routines keep you moving for the whole class, and toning segments sculpt arms, core and glutes between songs.',
      'No experience, partner or equipment needed. Instructors teach each step slowly first, so you can focus on having fun once the music speeds up.',
    ],
    headerDescription:
      'Stream Studio Mambo dance classes on demand: Latin dance cardio and toning that feels like a party.',
    intro: ['Dance your way fit', 'Latin dance cardio and toning'],
    closing: ['Let the music move you', 'Start your free trial and dance today.'],
    instructors: [
      {
        name: 'Camila Vega',
        bio: 'Camila grew up dancing salsa and teaches every step with joy.',
        hasPhoto: true,
      },
      {
        name: 'Luis Herrera',
        bio: 'Luis leads the reggaeton and toning classes.',
        hasPhoto: true,
      },
      { name: 'Daniela Cruz', bio: '', hasPhoto: true },
      { name: 'Mateo Ruiz', bio: 'Mateo teaches merengue and cumbia basics.', hasPhoto: false },
    ],
    testimonials: [
      { author: 'Rosa G.', text: 'So much fun I forget it is exercise.' },
      { author: 'Ken L.', text: 'Two left feet and I still keep up. Great teaching.' },
    ],
  },
  {
    name: 'Flow Society',
    shortName: 'flowsociety',
    brandColor: '8338ec',
    dailyPrice: 11.99,
    classTypes: ['Pilates', 'Barre', 'Yoga'],
    levels: 'intermediate',
    equipment: ['pilatesCircle', 'balletBarre', 'inflatableBall'],
    summary: 'A fusion of Pilates, barre and yoga for strength with grace.',
    about: [
      'Flow Society blends the core work of Pilates, the precision of barre and the breath of yoga into seamless fusion classes. Each session flows from one discipline to the next without losing momentum.',
      'Small props add challenge: a Pilates circle for inner-thigh and arm work, a ball for core and balance, and a barre or chair for standing sequences. Expect to shake, stretch and leave feeling graceful.',
    ],
    headerDescription:
      'Stream Flow Society classes on demand: Pilates, barre and yoga fusion for strength, balance and grace.',
    intro: ['Strength with grace', 'Pilates, barre and yoga fusion'],
    closing: ['Join the Society', 'Your first week is free.'],
    instructors: [
      {
        name: 'Harper Quinn',
        bio: 'Harper created the fusion format after years teaching Pilates and barre.',
        hasPhoto: true,
      },
      {
        name: 'Zoe Albright',
        bio: 'Zoe teaches the yoga-led fusion classes.',
        hasPhoto: true,
      },
    ],
    testimonials: [{ author: 'Chloe V.', text: 'The best of three worlds in one class.' }],
  },
  {
    name: 'Iron Row',
    shortName: 'ironrow',
    brandColor: '5c677d',
    dailyPrice: 13.49,
    classTypes: ['Rowing', 'Strength', 'Bootcamp'],
    levels: 'advance',
    equipment: ['barbell', 'dumbells'],
    summary: 'Heavy lifting and hard rowing, programmed for serious engines.',
    about: [
      'Iron Row pairs barbell strength with rowing conditioning. Lifting days build raw strength, rowing intervals build the engine, and bootcamp days put them together in punishing hybrid workouts.',
      'Programming runs in eight-week cycles with test days at the start and end, so you can see exactly how far you have come. Dumbbell alternatives are included for those without a barbell.',
    ],
    headerDescription:
      'Stream Iron Row classes on demand: barbell strength, rowing intervals and hybrid bootcamps in eight-week cycles.',
    intro: ['Lift heavy, row hard', 'Barbell strength and rowing conditioning'],
    closing: ['Forge your engine', 'Start Iron Row free for seven days.'],
    instructors: [
      {
        name: 'Gunnar Holm',
        bio: 'Gunnar is a strength coach and former competitive rower.',
        hasPhoto: true,
      },
      {
        name: 'Beatriz Lopes',
        bio: 'Beatriz leads the hybrid bootcamp days.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      { author: 'Sam W.', text: 'The test days show real progress. My 2K time dropped by twenty seconds.' },
    ],
  },
  {
    name: 'Little Movers (Kids)',
    brandColor: 'ffb703',
    dailyPrice: 9.99,
    classTypes: ['Kids', 'Dance', 'Yoga'],
    levels: '',
    equipment: ['inflatableBall', 'yogaMat'],
    summary: 'Playful movement, dance and yoga classes for children aged three to ten.',
    about: [
      'Little Movers gets kids moving with stories, games, dance and animal-inspired yoga. Each class is a little adventure, whether it is a jungle expedition, a trip to space or a dance party under the sea.',
      'Classes are short, safe and screen-time you can feel good about. A ball and a mat are all you need, and grown-ups are warmly invited to join in.',
    ],
    headerDescription:
      'Stream Little Movers classes on demand: playful dance, yoga and movement adventures for kids aged three to ten.',
    intro: ['Wiggle, jump and giggle', 'Movement adventures for kids'],
    closing: ['Get the whole family moving', 'Start your free trial and press play with your kids.'],
    instructors: [
      {
        name: 'Miss Poppy',
        bio: "Poppy is an early-years teacher and children's yoga instructor with boundless imagination.",
        hasPhoto: true,
      },
      {
        name: 'Coach Finn',
        bio: 'Finn leads the dance parties and obstacle adventures.',
        hasPhoto: true,
      },
    ],
    testimonials: [
      { author: 'Parent of two', text: 'My kids ask for Little Movers every morning.' },
      { author: 'Laura M.', text: 'Perfect for rainy days. They burn energy and learn to calm down too.' },
    ],
  },
];
