import SegueGeometry

/// One expected value of a transform interpolation: `from` and `to` are CSS argument lists, `nil` for `none`.
struct InterpolationVector: Sendable, CustomStringConvertible {
  let from: [Double]?
  let to: [Double]?
  let fraction: Double
  let expected: [Double]

  var description: String { "\(from.map { "\($0)" } ?? "none") → \(to.map { "\($0)" } ?? "none") at \(fraction)" }
}

/// The `matrix(…)` cases of WPT `css/css-transforms/animation/transform-interpolation-005.html`.
///
/// The skew cases at 0.25 and 0.75 are listed in WPT rounded to two decimals (0.31, 1.31); the exact
/// values 0.3125 and 1.3125 follow from the same decomposition and are used here.
let wptMatrixVectors: [InterpolationVector] = {
  let cos30 = 0.75.squareRoot()
  let sin30 = 0.5
  let cos45 = 0.5.squareRoot()
  let sin45 = cos45
  let cos60 = 0.5
  let sin60 = cos30
  let m1: [Double] = [1, 0, 0, 1, 0, -6]
  let m2: [Double] = [0, 7, -1, 0, 6, 0]
  let skewFrom: [Double] = [1, 0, 0, 7, 0, 0]
  let skewTo: [Double] = [7, 0, 1, 1, 0, 0]
  let skewScale: [Double] = [7, 0, 2, 2, 6, 0]
  let scaleTranslate: [Double] = [3, 0, 0, 5, 0, -6]
  return [
    .init(from: m1, to: m2, fraction: -1, expected: [0, 5, 1, 0, -6, -12]),
    .init(from: m1, to: m2, fraction: 1.0 / 3, expected: [3 * cos30, 3 * sin30, -sin30, cos30, 2, -4]),
    .init(from: m1, to: m2, fraction: 0.5, expected: [4 * cos45, 4 * sin45, -sin45, cos45, 3, -3]),
    .init(from: m1, to: m2, fraction: 2.0 / 3, expected: [5 * cos60, 5 * sin60, -sin60, cos60, 4, -2]),
    .init(from: m1, to: m2, fraction: 2, expected: [-13, 0, 0, -1, 12, 6]),
    .init(from: m2, to: m1, fraction: -1, expected: [-13, 0, 0, -1, 12, 6]),
    .init(from: m2, to: m1, fraction: 1.0 / 3, expected: [5 * cos60, 5 * sin60, -sin60, cos60, 4, -2]),
    .init(from: m2, to: m1, fraction: 0.5, expected: [4 * cos45, 4 * sin45, -sin45, cos45, 3, -3]),
    .init(from: m2, to: m1, fraction: 2.0 / 3, expected: [3 * cos30, 3 * sin30, -sin30, cos30, 2, -4]),
    .init(from: m2, to: m1, fraction: 2, expected: [0, 5, 1, 0, -6, -12]),
    .init(from: skewFrom, to: skewTo, fraction: -1, expected: [-5, 0, -13, 13, 0, 0]),
    .init(from: skewFrom, to: skewTo, fraction: 1.0 / 3, expected: [3, 0, 1.6667, 5, 0, 0]),
    .init(from: skewFrom, to: skewTo, fraction: 0.5, expected: [4, 0, 2, 4, 0, 0]),
    .init(from: skewFrom, to: skewTo, fraction: 2.0 / 3, expected: [5, 0, 2, 3, 0, 0]),
    .init(from: skewFrom, to: skewTo, fraction: 2, expected: [13, 0, -10, -5, 0, 0]),
    .init(from: nil, to: skewScale, fraction: -1, expected: [-5, 0, 0, 0, -6, 0]),
    .init(from: nil, to: skewScale, fraction: 0.25, expected: [2.5, 0, 0.3125, 1.25, 1.5, 0]),
    .init(from: nil, to: skewScale, fraction: 0.5, expected: [4, 0, 0.75, 1.5, 3, 0]),
    .init(from: nil, to: skewScale, fraction: 0.75, expected: [5.5, 0, 1.3125, 1.75, 4.5, 0]),
    .init(from: nil, to: skewScale, fraction: 2, expected: [13, 0, 6, 3, 12, 0]),
    .init(from: scaleTranslate, to: nil, fraction: -1, expected: [5, 0, 0, 9, 0, -12]),
    .init(from: scaleTranslate, to: nil, fraction: 0.25, expected: [2.5, 0, 0, 4, 0, -4.5]),
    .init(from: scaleTranslate, to: nil, fraction: 0.5, expected: [2, 0, 0, 3, 0, -3]),
    .init(from: scaleTranslate, to: nil, fraction: 0.75, expected: [1.5, 0, 0, 2, 0, -1.5]),
    .init(from: scaleTranslate, to: nil, fraction: 2, expected: [-1, 0, 0, -3, 0, 6]),
  ]
}()

/// The `matrix3d(…)` cases of WPT `css/css-transforms/animation/transform-interpolation-005.html`.
let wptMatrix3DVectors: [InterpolationVector] = {
  let rotated: [Double] = [
    1.0806046117362795, 0, -1.682941969615793, 0, 0, 3, 0, 0, 3.365883939231586, 0, 2.161209223472559, 0, 0, 0, 0, 1,
  ]
  let rotatedAtQuarter: [Double] = [
    1.211140527138306, 0, -0.30925494906815365, 0, 0, 1.5, 0, 0,
    0.43295692869541513, 0, 1.6955967379936283, 0, 0, 0, 0, 1,
  ]
  let rotatedAtThreeQuarters: [Double] = [
    1.2804555205291865, 0, -1.1928678300408346, 0, 0, 2.5, 0, 0,
    2.215325970075836, 0, 2.377988823839918, 0, 0, 0, 0, 1,
  ]
  let rotatedAtTwo: [Double] = [
    -1.2484405096414273, 0, -2.727892280477045, 0, 0, 5, 0, 0,
    6.365081987779772, 0, -2.9130278558299967, 0, 0, 0, 0, 1,
  ]
  let rotatedAtMinusOne: [Double] = [
    0, 0, 0, 0, 0, -1, 0, 0, 1.682941969615793, 0, -1.0806046117362795, 0, 0, 0, 0, 1,
  ]
  let scaled: [Double] = [
    2.3505561943, 0, 0, 0, 0, 2.6068943664, 0, 0, 0, 0, 2.6591082592, 0,
    20.3339914256, 20.6709033765, 20.9147808456, 1,
  ]
  let scaledTo: [Double] = [
    2.7133590938, 0, 0, 0, 0, 2.4645137761, 0, 0, 0, 0, 2.801687476, 0,
    20.4335882254, 20.2330661998, 20.4583968206, 1,
  ]
  let perspective: [Double] = [
    0, 0.6875, -0.625, 0.3125, -0.6666666666666665, -1, 0.8333333333333334, 0.125,
    -0.6666666666666665, 0, 0.5, 1.0625, -1.1875, -0.0625, 1.3125, 1,
  ]
  let perspectiveTo: [Double] = [
    0.571428571428571, -0.625, -0.8333333333333346, -0.66666666666669, 0.5, -0.1875, -0.8125, 0.3125,
    0.34375, -1, 0.8333333333333327, 1.34375, -1.34375, 1, -0.9375, 1,
  ]
  return [
    .init(from: nil, to: rotated, fraction: -1, expected: rotatedAtMinusOne),
    .init(from: nil, to: rotated, fraction: 0.25, expected: rotatedAtQuarter),
    .init(from: nil, to: rotated, fraction: 0.75, expected: rotatedAtThreeQuarters),
    .init(from: nil, to: rotated, fraction: 2, expected: rotatedAtTwo),
    .init(from: rotated, to: nil, fraction: -1, expected: rotatedAtTwo),
    .init(from: rotated, to: nil, fraction: 0.25, expected: rotatedAtThreeQuarters),
    .init(from: rotated, to: nil, fraction: 0.75, expected: rotatedAtQuarter),
    .init(from: rotated, to: nil, fraction: 2, expected: rotatedAtMinusOne),
    .init(
      from: scaled, to: scaledTo, fraction: -1,
      expected: [
        1.9877532948000005, 0, 0, 0, 0, 2.7492749567000003, 0, 0, 0, 0, 2.5165290423999997, 0,
        20.2343946258, 21.1087405532, 21.371164870599998, 1,
      ]),
    .init(
      from: scaled, to: scaledTo, fraction: 0.25,
      expected: [
        2.441256919175, 0, 0, 0, 0, 2.571299218825, 0, 0, 0, 0, 2.6947530634, 0,
        20.35889062555, 20.561444082325, 20.800684839349998, 1,
      ]),
    .init(
      from: scaled, to: scaledTo, fraction: 0.75,
      expected: [
        2.622658368925, 0, 0, 0, 0, 2.500108923675, 0, 0, 0, 0, 2.7660426718, 0,
        20.408689025450002, 20.342525493975, 20.572492826850002, 1,
      ]),
    .init(
      from: scaled, to: scaledTo, fraction: 2,
      expected: [
        3.0761619932999995, 0, 0, 0, 0, 2.3221331858, 0, 0, 0, 0, 2.9442666928000003, 0,
        20.5331850252, 19.7952290231, 20.002012795600002, 1,
      ]),
    .init(
      from: nil, to: perspective, fraction: -1,
      expected: [
        -0.0000000000000002377810622383943, -1.0671050586638147, -0.08972656766237302, 1.3740432449326199,
        0.98484601036295, -2.653201092395309, 0.6753819540610847, 3.6127240080250744,
        -2.7988839807429846, -1.2090004194153336, -0.5183744226115445, -0.7936088631686278,
        1.1875, 0.0625, -1.3125, 5.340768914473683,
      ]),
    .init(
      from: nil, to: perspective, fraction: 0.25,
      expected: [
        0.9041890962319094, 0.3522701519297133, -0.15240204298176957, -0.1428256720529315,
        -0.7579798772527586, 0.6803606288839232, -0.05133336076757235, 0.37904689530895724,
        -0.1957679784745485, 0.38554138029509327, 0.8226186974340638, 0.3370288143441876,
        -0.296875, -0.015625, 0.328125, 0.5930529142680923,
      ]),
    .init(
      from: nil, to: perspective, fraction: 0.75,
      expected: [
        0.35007413226026135, 0.7254385504141292, -0.4977009150941454, 0.09582061929004702,
        -1.1027525038949482, -0.5884810398827429, 0.4516829688651701, 0.5447944343861767,
        -0.68717798815684, 0.2657772247405681, 0.5465690479810023, 1.0836207863885503,
        -0.890625, -0.046875, 0.984375, 0.5930529142680927,
      ]),
    .init(
      from: nil, to: perspective, fraction: 2,
      expected: [
        -0.5844534449366048, -0.42278005999296053, -0.4650580659922564, -0.6817595809063256,
        0.9156938760088464, 0.3851647027225889, 0.9244443507516923, 0.7218225020358241,
        -0.0803568793574344, 0.1719974850210706, -0.49676609633513097, -0.25968177786904373,
        -2.375, -0.125, 2.625, 5.340768914473685,
      ]),
    .init(
      from: perspective, to: perspectiveTo, fraction: -1,
      expected: [
        -0.6299594065765657, -0.10825090106268696, -0.20133311671001855, 5.485724217214554,
        6.358051978686152, 0.16496896269344588, 1.5760051143537075, -54.21568355620423,
        0.7106057459805782, -1.1596356050622005, -0.11495342545397585, -4.913752963990824,
        -1.03125, -1.125, 3.5625, -5.901513951904114,
      ]),
    .init(
      from: perspective, to: perspectiveTo, fraction: 2,
      expected: [
        -1.1789992641434441, -0.7109729379601547, -0.4455746537954199, -21.703089533128907,
        -0.11137581475421703, -0.08822983871000473, -0.05695380894007451, -2.22667264132605,
        -3.1443917136741506, 1.8952588096345078, 2.426615889772007, -21.697523130750138,
        -1.5, 2.0625, -3.1875, -5.901513951904121,
      ]),
    .init(
      from: perspectiveTo, to: nil, fraction: -1,
      expected: [
        -0.6413028394192518, -1.0702420910513302, -0.5807595966791961, -18.02447171345163,
        0.8211815704840004, 1.0980679097347057, 0.9399408862655454, 22.460730852026064,
        0.28421009261178104, -0.5408346238741739, 0.5194791363698213, 3.075163035391172,
        -2.6875, 2, -1.875, -14.881239394516232,
      ]),
    .init(
      from: perspectiveTo, to: nil, fraction: 2,
      expected: [
        0.39048513570444376, 0.14780794797065988, 0.6963068100217401, -4.857907861239344,
        -2.967682789284791, 0.6004978769584385, -3.5472376016872444, 26.675324787979896,
        -2.5953724498995308, 1.6280843851961373, 0.8163834310586356, 9.001735256585825,
        1.34375, -1, 0.9375, -14.881239394516227,
      ]),
    .init(
      from: perspective, to: perspectiveTo, fraction: 0.25,
      expected: [
        0.33652832679595723, 0.55254445148386, -0.7544724447833296, 0.22700224951774267,
        -0.69720168363685, -0.036373245768780864, 0.28149188169180933, -0.2845156818045006,
        -0.24737156018941048, 0.31207160370190334, 0.4564821058052897, 0.9220853089096839,
        -1.2265625, 0.203125, 0.75, 1.647016932991011,
      ]),
    .init(
      from: perspective, to: perspectiveTo, fraction: 0.75,
      expected: [
        0.6861191524977764, -0.18025672746204927, -0.8710297237546482, 0.6072134247444672,
        0.2819931018922366, 0.27778974607679663, -0.6540128246146626, 0.5063632314069845,
        0.5509562084361049, -0.3215202993119732, 0.5459062603735321, 2.8697154005492105,
        -1.3046875, 0.734375, -0.375, 1.6470169329910096,
      ]),
    .init(
      from: perspectiveTo, to: nil, fraction: 0.25,
      expected: [
        0.7912976716694541, -0.4517927901159618, -0.6868745974719376, 1.2522201536338506,
        0.7952183069582651, 0.06340410955800829, -0.7956629784232128, 2.2561737435012983,
        0.345639443327071, -0.8934490945546473, 0.830131443385676, 1.2606901484983566,
        -1.0078125, 0.75, -0.703125, 2.4888661932358946,
      ]),
    .init(
      from: perspectiveTo, to: nil, fraction: 0.75,
      expected: [
        1.0093457700315165, -0.12746048375025829, -0.24746788943106088, 1.3202120308857304,
        0.6128364656690982, 0.7600694601651116, -0.22233359857303325, 1.4081483224940277,
        0.21669805381113447, -0.3786082265932788, 0.908354523914928, 0.6747509193960347,
        -0.3359375, 0.25, -0.234375, 2.4888661932358964,
      ]),
  ]
}()
