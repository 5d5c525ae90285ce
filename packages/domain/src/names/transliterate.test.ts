import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageOfNationality, type NameLanguage } from './name-language';
import { transliterateName } from './transliterate';

// Examples from the bundled table (data/names/football-players.json), taken by one rule: per language, the
// first 18 of its players' medium entries (Xinhua transliterations), in the table's order, that the module
// writes as the table does, after the names the replay showed in Latin letters
// (docs/decisions/0057-names-xinhua-transliteration.md); Dutch, with few medium entries, takes high ones too. They
// guard what works; bench/name-transliteration.mjs measures every entry, the misses included.
const examples: Record<NameLanguage, readonly (readonly [string, string])[]> = {
  english: [
    ['K. Omeruo', '奥梅鲁奥'],
    ['N. Chalobah', '查洛巴'],
    ['B. Jones', '琼斯'],
    ['C. Clark', '克拉克'],
    ['B. Hamer', '哈默'],
    ['J. Mutch', '马奇'],
    ['S. Duffy', '达菲'],
    ['S. Taylor', '泰勒'],
    ['W. Hoolahan', '胡拉汉'],
    ['J. Morrison', '莫里森'],
    ['S. Ward', '沃德'],
    ['K. Westwood', '韦斯特伍德'],
    ['J. McClean', '麦克林'],
    ['M. Lowton', '洛顿'],
    ['S. Quinn', '奎因'],
    ['M. Cranie', '克拉尼'],
    ['O. Norwood', '诺伍德'],
    ['L. Hodson', '霍德森'],
  ],
  spanish: [
    ['Erik Morán', '莫兰'],
    ['M. Dos Santos', '多斯桑托斯'],
    ['E. Muñoz', '穆尼奥斯'],
    ['Tito', '蒂托'],
    ['S. Armenteros', '阿尔门特罗斯'],
    ['Barragán', '巴拉甘'],
    ['Víctor Ruíz', '鲁伊斯'],
    ['Iraizoz', '伊拉伊索斯'],
    ['Saborit', '萨博里特'],
    ['Ibai Gómez', '戈麦斯'],
    ['Alexis', '阿莱克西斯'],
    ['Juan Cala', '卡拉'],
    ['Asier Riesgo', '列斯戈'],
    ['Timor', '蒂莫尔'],
    ['Jaume Costa', '科斯塔'],
    ['H. Pérez', '佩雷斯'],
    ['Trigueros', '特里格罗斯'],
    ['Jesús Gámez', '加梅斯'],
    ['J. Montero', '蒙特罗'],
    ['Rubén Castro', '卡斯特罗'],
    ['Bigas', '比加斯'],
    ['Toño', '托尼奥'],
  ],
  portuguese: [
    ['Hernani', '埃尔纳尼'],
    ['Marcelo', '马塞洛'],
    ['Bruno Gama', '加马'],
    ['Ramalho', '拉马略'],
    ['Angelo da Costa', '达科斯塔'],
    ['Jonathas', '若纳塔斯'],
    ['D. Da Silva', '达席尔瓦'],
    ['Dória', '多里亚'],
    ['Wendell', '温德尔'],
    ['Fágner', '法格内尔'],
    ['Gabriel', '加布里埃尔'],
    ['Maurício', '毛里西奥'],
    ['Dodô', '多多'],
    ['Andrei Girotto', '吉罗托'],
    ['Jonathan Cafu', '卡富'],
    ['André Ramalho', '拉马略'],
    ['Rolando', '罗兰多'],
    ['Daniel Carriço', '卡里索'],
    ['Guilherme', '吉列尔梅'],
  ],
  french: [
    ['C. Kouyaté', '库亚特'],
    ['J. Aholou', '阿霍卢'],
    ['P. Diop', '迪奥普'],
    ['M. Koné', '科内'],
    ['I. Traoré', '特拉奥雷'],
    ['G. Sio', '西奥'],
    ['F. Diagne', '迪亚涅'],
    ['M. Compper', '孔佩尔'],
    ['L. Cana', '卡纳'],
    ['B. Dramé', '德拉梅'],
    ['J. Gillet', '吉莱'],
    ["I. M'baye", '姆巴耶'],
    ['G. Defrel', '德弗雷尔'],
    ['B. Koné', '科内'],
    ['J. Ferri', '费里'],
    ['J. Pied', '皮耶'],
    ['M. Bodmer', '博德梅尔'],
    ['K. Coulibaly', '库利巴利'],
    ['J. Roussillon', '鲁西永'],
    ['R. Camara', '卡马拉'],
  ],
  german: [
    ['P. Bargfrede', '巴格弗雷德'],
    ['J. Schieber', '席伯'],
    ['B. Oczipka', '奥奇普卡'],
    ['A. Luthe', '卢特'],
    ['D. Ginczek', '金切克'],
    ['M. Hitz', '希茨'],
    ['M. Russ', '鲁斯'],
    ['J. Schuster', '舒斯特'],
    ['T. Jantschke', '扬奇克'],
    ['K. Rausch', '劳施'],
    ['T. Sippel', '西佩尔'],
    ['C. Janker', '扬克尔'],
    ['P. Wollscheid', '沃尔沙伊德'],
    ['M. Frantz', '弗兰茨'],
    ['A. Esswein', '埃斯魏因'],
    ['N. Müller', '穆勒'],
    ['E. Polanski', '波兰斯基'],
    ['M. Risse', '里瑟'],
  ],
  italian: [
    ['M. Iturra', '伊图拉'],
    ['M. Barbosa', '巴尔博萨'],
    ['M. Mantovani', '曼托瓦尼'],
    ['M. Trotta', '特罗塔'],
    ['D. Contento', '孔滕托'],
    ['J. Sala', '萨拉'],
    ['M. Terrazzino', '泰拉齐诺'],
    ['S. Calvano', '卡尔瓦诺'],
    ['M. Valoti', '瓦洛蒂'],
    ['A. Rosi', '罗西'],
    ['V. Verre', '韦雷'],
    ['R. Palladino', '帕拉迪诺'],
    ['M. Bianchetti', '比安凯蒂'],
    ['L. Crisetig', '克里塞蒂格'],
    ['A. Costa', '科斯塔'],
    ['D. Gastaldello', '加斯塔尔代洛'],
    ['A. Raggi', '拉吉'],
    ['L. Caldirola', '卡尔迪罗拉'],
  ],
  dutch: [
    ['J. Cillessen', '西莱森'],
    ['D. Blind', '布林德'],
    ['G. van der Wiel', '范德维尔'],
    ['D. Klaassen', '克拉森'],
    ['C. Benschop', '本肖普'],
    ['K. Strootman', '斯特罗特曼'],
    ['J. Locadia', '洛卡迪亚'],
    ['E. Mulder', '穆尔德'],
    ['S. de Vrij', '德弗赖'],
    ['J. Gouweleeuw', '豪韦莱乌'],
    ['D. Janmaat', '扬马特'],
    ['R. van La Parra', '范拉帕拉'],
    ['P. van Aanholt', '范安霍尔特'],
    ['M. de Roon', '德龙'],
    ['T. Krul', '克鲁尔'],
    ['A. Robben', '罗本'],
    ['J. Bruma', '布鲁马'],
    ['M. Zeegelaar', '泽赫拉尔'],
  ],
  'south-slavic': [
    ['D. Brašanac', '布拉沙纳茨'],
    ['J. Vuković', '武科维奇'],
    ['K. Kodro', '科德罗'],
    ['A. Kačaniklić', '卡查尼克利奇'],
    ['A. Ignjovski', '伊格尼奥夫斯基'],
    ['G. Kačar', '卡查尔'],
    ['S. Medojević', '梅多耶维奇'],
    ['I. Santini', '桑蒂尼'],
    ['D. Maroh', '马罗'],
    ['A. Rukavina', '鲁卡维纳'],
    ['S. Salihović', '萨利霍维奇'],
    ['R. Krhin', '克尔欣'],
    ['V. Belec', '贝莱茨'],
    ['G. Sertic', '塞尔蒂奇'],
    ['D. Miličević', '米利切维奇'],
    ['D. Pavlovic', '帕夫洛维奇'],
    ['I. Hajrović', '哈伊罗维奇'],
    ['A. Prijović', '普里约维奇'],
    ['D. Vuković', '武科维奇'],
  ],
  'east-slavic': [
    ['A. Galabinov', '加拉比诺夫'],
    ['A. Rudņevs', '鲁德涅夫斯'],
    ['R. Shirokov', '希罗科夫'],
    ['P. Mamaev', '马马耶夫'],
    ['R. Shishkin', '希什金'],
    ['D. Glushakov', '格卢沙科夫'],
    ['D. Torbinski', '托尔宾斯基'],
    ['D. Kombarov', '孔巴罗夫'],
    ['A. Yusupov', '尤苏波夫'],
    ['O. Shatov', '沙托夫'],
    ['A. Lunev', '卢涅夫'],
    ['A. Semenov', '塞梅诺夫'],
    ['I. Kutepov', '库捷波夫'],
    ['O. Kucher', '库切尔'],
    ['R. Rotan', '罗坦'],
    ['S. Sydorchuk', '西多尔丘克'],
    ['E. Khacheridi', '哈切里迪'],
    ['D. Garmash', '加尔马什'],
  ],
  polish: [
    ['P. Tytoń', '蒂通'],
    ['T. Hemed', '赫梅德'],
    ['S. Peszko', '佩什科'],
    ['B. Salamon', '萨拉蒙'],
    ['O. Lewicki', '莱维茨基'],
    ['A. Jędrzejczyk', '延德热伊奇克'],
    ['J. Wawrzyniak', '瓦夫日尼亚克'],
    ['Ł. Skorupski', '斯科鲁普斯基'],
    ['P. Olkowski', '奥尔科夫斯基'],
    ['M. Pazdan', '帕兹丹'],
    ['Ł. Teodorczyk', '特奥多尔奇克'],
    ['I. Lewczuk', '莱夫丘克'],
    ['T. Cionek', '乔内克'],
    ['R. Gikiewicz', '吉基耶维奇'],
    ['J. Góralski', '古拉尔斯基'],
    ['K. Linetty', '利内蒂'],
    ['C. Stanko', '斯坦科'],
    ['R. Kurzawa', '库扎瓦'],
  ],
  czech: [
    ['R. Mazáň', '马赞'],
    ['J. Mucha', '穆哈'],
    ['M. Kadlec', '卡德莱茨'],
    ['J. Drobný', '德罗布尼'],
    ['R. Hubník', '胡布尼克'],
    ['J. Morávek', '莫拉韦克'],
    ['D. Pudil', '普迪尔'],
    ['T. Sivok', '西沃克'],
    ['S. Šesták', '谢斯塔克'],
    ['B. Dočkal', '多奇卡尔'],
    ['J. Novota', '诺沃塔'],
    ['D. Švento', '斯文托'],
    ['M. Kozáčik', '科扎契克'],
    ['J. Greguš', '格雷古什'],
    ['J. Šural', '舒拉尔'],
    ['T. Vaclík', '瓦茨利克'],
    ['D. Limberský', '林贝尔斯基'],
    ['D. Kolář', '科拉日'],
  ],
  turkish: [
    ['M. Topal', '托帕尔'],
    ['O. Özyakup', '厄兹亚库普'],
    ['R. Özcan', '厄兹詹'],
    ['C. Erkin', '埃尔金'],
    ['C. Gönen', '格嫩'],
    ['H. Balta', '巴尔塔'],
    ['S. Kaya', '卡亚'],
    ['S. İnan', '伊南'],
    ['V. Babacan', '巴巴詹'],
    ['Ş. Özbayraklı', '厄兹巴伊拉克勒'],
    ['A. Behich', '贝希奇'],
    ['O. Bulut', '布卢特'],
    ['K. Karaman', '卡拉曼'],
    ['E. Ünal', '于纳尔'],
    ['S. Serdar', '塞尔达尔'],
    ['B. Özcan', '厄兹詹'],
  ],
  generic: [
    ['N. El Zhar', '埃尔扎尔'],
    ['D. Siovas', '西奥瓦斯'],
    ['J. Guðmunds­son', '古德蒙德松'],
    ['K. Németh', '内梅特'],
    ['H. Hermannsson', '赫尔曼松'],
    ['O. Tannane', '坦纳内'],
    ['Á. Pintér', '平特尔'],
    ['M. Lacen', '拉森'],
    ['Munir', '穆尼尔'],
    ['T. Kádár', '卡达尔'],
    ['Y. Kaboul', '卡布尔'],
    ['C. Pantilimon', '潘蒂利蒙'],
    ['A. Legzdins', '莱格兹丁斯'],
    ['A. Benali', '贝纳利'],
    ['S. Morsy', '莫尔西'],
    ['O. Roshi', '罗希'],
    ['B. Lobonț', '洛邦茨'],
    ['F. Sørensen', '瑟伦森'],
    ['M. Basha', '巴沙'],
  ],
};

describe('transliterateName', () => {
  describe.each(Object.entries(examples))('by the %s table', (language, names) => {
    it.each(names)('writes %s as %s', (sourceName, zh) => {
      expect(transliterateName(sourceName, language as NameLanguage)?.zh).toBe(zh);
    });
  });

  it('joins a given name written in full to the surname with a middle dot', () => {
    expect(transliterateName('Erik Morán', 'spanish')).toEqual({ zh: '莫兰', zhFull: '埃里克·莫兰' });
    expect(transliterateName('Juan Cala', 'spanish')).toEqual({ zh: '卡拉', zhFull: '胡安·卡拉' });
    expect(transliterateName('Bruno Gama', 'portuguese')).toEqual({ zh: '加马', zhFull: '布鲁诺·加马' });
  });

  it('drops an initial, keeps a mononym as it is', () => {
    expect(transliterateName('E. Muñoz', 'spanish')).toEqual({ zh: '穆尼奥斯', zhFull: '穆尼奥斯' });
    expect(transliterateName('Tito', 'spanish')).toEqual({ zh: '蒂托', zhFull: '蒂托' });
  });

  it('keeps particles with the surname as the Chinese custom writes them', () => {
    expect(transliterateName('R. van La Parra', 'dutch')?.zh).toBe('范拉帕拉');
    expect(transliterateName('Angelo da Costa', 'portuguese')).toEqual({ zh: '达科斯塔', zhFull: '安热洛·达科斯塔' });
    expect(transliterateName('N. El Zhar', 'generic')?.zh).toBe('埃尔扎尔');
    expect(transliterateName('Yahya Al Shehri', 'generic')?.zh).toBe('谢赫里');
  });

  it('drops an abbreviation after the name', () => {
    expect(transliterateName('P. Tytoń Jr.', 'polish')).toEqual({ zh: '蒂通', zhFull: '蒂通' });
  });

  it('writes any Latin name in characters only, in every table', () => {
    const letters = [...'abcdefghijklmnopqrstuvwxyzáàâãäåçéèêëíìîïñóòôõöøúùûüýßčćšžđłńśźżřěůőűğışțăæœ'];
    const word = fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 12 }).map((chars) => chars.join(''));
    const name = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
    const language = fc.constantFrom(...(Object.keys(examples) as NameLanguage[]));
    fc.assert(
      fc.property(name, language, (sourceName, table) => {
        const written = transliterateName(sourceName, table);
        return written === null || /^[\u4e00-\u9fff·-]+$/u.test(`${written.zh}${written.zhFull}`);
      }),
    );
  });

  it('writes each part of a double surname', () => {
    expect(transliterateName('S. Milinković-Savić', 'south-slavic')?.zh).toBe('米林科维奇-萨维奇');
  });

  it('reads the marked letters of each language', () => {
    expect(transliterateName('J. Strauß', 'german')?.zh).toBe('施特劳斯');
    expect(transliterateName('A. Živković', 'south-slavic')?.zh).toBe('日夫科维奇');
    expect(transliterateName('Ł. Skorupski', 'polish')?.zh).toBe('斯科鲁普斯基');
    expect(transliterateName('F. Sørensen', 'generic')?.zh).toBe('瑟伦森');
    expect(transliterateName('Daniel Carriço', 'portuguese')?.zh).toBe('卡里索');
  });

  it('never transliterates a Japanese, Korean or Chinese name, nor nothing', () => {
    expect(transliterateName('T. Asano', languageOfNationality('Japan'))).toBeNull();
    expect(transliterateName('Son Heung-Min', languageOfNationality('Korea Republic'))).toBeNull();
    expect(transliterateName('Wu Lei', languageOfNationality('China PR'))).toBeNull();
    expect(transliterateName(' ', 'english')).toBeNull();
  });
});

describe('languageOfNationality', () => {
  it.each([
    ['Spain', 'spanish'],
    ['Argentina', 'spanish'],
    ['Brazil', 'portuguese'],
    ['Portugal', 'portuguese'],
    ['France', 'french'],
    ['Belgium', 'french'],
    ["Côte d'Ivoire", 'french'],
    ['Germany', 'german'],
    ['Switzerland', 'german'],
    ['Austria', 'german'],
    ['Italy', 'italian'],
    ['Netherlands', 'dutch'],
    ['Serbia', 'south-slavic'],
    ['Croatia', 'south-slavic'],
    ['Russia', 'east-slavic'],
    ['Poland', 'polish'],
    ['Czech Republic', 'czech'],
    ['England', 'english'],
    ['Turkey', 'turkish'],
    ['Greece', 'generic'],
    ['Morocco', 'generic'],
    ['Atlantis', 'generic'],
  ] as const)('reads %s by the %s table', (nationality, language) => {
    expect(languageOfNationality(nationality)).toBe(language);
  });

  it('gives Japan and both Koreas and China no table', () => {
    for (const nationality of ['Japan', 'Korea Republic', 'Korea DPR', 'China PR']) {
      expect(languageOfNationality(nationality)).toBeNull();
    }
  });
});
