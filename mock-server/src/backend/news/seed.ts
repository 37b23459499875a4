// The seeded news (資訊): market and industry items in Traditional Chinese, each with a
// picture from the mock's /static/news/ and an HTML body as a back office writes it. The
// newest was published an hour before the world starts; one more is scheduled for an hour
// after, so that a moving clock shows a new item. Fictional figures, no investment advice.
import { summaryOf } from '../account/notices.ts'
import type { World } from '../core/world.ts'

const hourMs = 60 * 60 * 1000

interface SeedNews {
  title: string
  source: string
  image: 'semiconductor' | 'market' | 'finance' | 'shipping' | 'ai-server' | 'energy' | ''
  paragraphs: readonly string[]
}

const desk = '福爾摩沙投顧研究部'
const wire = '市場快訊'
const industry = '產業觀察'

export const seededNews: readonly SeedNews[] = [
  {
    title: '台股早盤走高，半導體權值股領漲',
    source: wire,
    image: 'market',
    paragraphs: [
      '加權指數早盤開高，半導體權值股同步走揚，帶動大盤一度上漲逾百點。',
      '法人表示，先進製程需求穩健，短線仍以量能變化觀察後續走勢。',
    ],
  },
  {
    title: '晶圓代工先進製程產能滿載，供應鏈擴產腳步加快',
    source: industry,
    image: 'semiconductor',
    paragraphs: [
      '多家設備與材料廠表示，先進製程訂單能見度已延伸至明年下半年。',
      '<strong>重點：</strong>封裝測試產能同步擴充，相關資本支出預期續增。',
    ],
  },
  {
    title: 'AI伺服器出貨動能強勁，組裝廠營收創同期新高',
    source: industry,
    image: 'ai-server',
    paragraphs: [
      '雲端服務業者持續加碼資料中心建置，帶動伺服器組裝與散熱族群營收成長。',
      '業者指出，新平台轉換期間毛利率仍有波動，須留意季底拉貨節奏。',
    ],
  },
  {
    title: '金控公布前十月獲利，壽險投資收益回升',
    source: wire,
    image: 'finance',
    paragraphs: [
      '多家金控公布自結獲利，壽險子公司受惠股債市表現，投資收益明顯回升。',
      '銀行子公司淨利息收入維持穩定，手續費收入則受財富管理業務帶動。',
    ],
  },
  {
    title: '貨櫃運價連三週回落，航運股走勢分歧',
    source: wire,
    image: 'shipping',
    paragraphs: [
      '最新貨櫃運價指數較前週下跌，遠東至歐洲航線跌幅較大。',
      '分析師認為，旺季結束後運價回歸常態，個股表現將回到基本面。',
    ],
  },
  {
    title: '綠能與儲能標案陸續開出，重電族群受關注',
    source: industry,
    image: 'energy',
    paragraphs: [
      '政府推動電網韌性計畫，強化輸配電設備採購，重電與儲能業者接單增加。',
      '<ul><li>變壓器交期仍長</li><li>儲能案場規模擴大</li></ul>',
    ],
  },
  {
    title: '外資連續買超，新台幣匯率小幅升值',
    source: wire,
    image: 'market',
    paragraphs: [
      '外資本週累計買超台股，新台幣兌美元收盤小幅升值。',
      '央行表示將維持匯率動態穩定，市場關注下週公布的出口數據。',
    ],
  },
  {
    title: '研究部：年底作帳行情可期，留意高股息ETF換股',
    source: desk,
    image: 'finance',
    paragraphs: [
      '年底前投信作帳與高股息ETF成分股調整，可能帶動部分個股成交量放大。',
      '本文僅為市場觀察，不構成任何投資建議，投資人應審慎評估風險。',
    ],
  },
  {
    title: '記憶體報價止跌回穩，相關個股反彈',
    source: industry,
    image: 'semiconductor',
    paragraphs: [
      '合約價跌幅收斂，現貨價連續數日上漲，記憶體族群股價反彈。',
      '業者預期庫存調整接近尾聲，明年第一季報價有機會回升。',
    ],
  },
  {
    title: '電信三雄月營收穩定，5G用戶滲透率持續提升',
    source: wire,
    image: '',
    paragraphs: [
      '電信業者公布月營收，行動服務營收年增，5G用戶占比持續提高。',
      '高股息特性使電信股在震盪盤中具防禦效果。',
    ],
  },
  {
    title: '散熱模組需求升溫，液冷方案導入加速',
    source: industry,
    image: 'ai-server',
    paragraphs: ['高功耗AI晶片推升散熱需求，液冷方案導入時程較原先預期提前。', '相關業者擴建產線，預計明年產能倍增。'],
  },
  {
    title: '櫃買指數收紅，中小型股成交比重回升',
    source: wire,
    image: 'market',
    paragraphs: [
      '櫃買指數今日收紅，中小型股成交比重回升至近月高點。',
      '市場資金輪動明顯，生技與半導體設備族群表現活躍。',
    ],
  },
  {
    title: '鋼價盤整，下游觀望氣氛濃厚',
    source: industry,
    image: '',
    paragraphs: ['國內鋼廠開出下月盤價平盤，下游拉貨態度保守。', '營建與機械需求復甦力道仍待觀察。'],
  },
  {
    title: '研究部：定期定額投資ETF的三個觀念',
    source: desk,
    image: 'finance',
    paragraphs: [
      '定期定額可分散進場時點，長期投資宜選擇費用率低、追蹤誤差小的商品。',
      '<ol><li>設定可長期負擔的金額</li><li>不因短期波動停扣</li><li>定期檢視資產配置</li></ol>',
    ],
  },
  {
    title: '航空客運量回升，航空股營運展望轉佳',
    source: wire,
    image: 'shipping',
    paragraphs: [
      '國際航線客運量持續回升，航空公司客運營收年增。',
      '油價回落有助改善燃油成本，貨運則受電子產品出貨支撐。',
    ],
  },
  {
    title: '石化產品利差改善，塑化族群止跌',
    source: industry,
    image: 'energy',
    paragraphs: ['原油價格下跌使石化產品利差改善，塑化股止跌回穩。', '業者表示終端需求仍弱，產能利用率維持保守。'],
  },
  {
    title: '證交所提醒：留意處置股與注意股公告',
    source: wire,
    image: '',
    paragraphs: [
      '證交所提醒投資人，股價異常波動的個股可能列為注意股或處置股，撮合方式將改變。',
      '投資前請查閱公開資訊觀測站的最新公告。',
    ],
  },
  {
    title: '光學鏡頭新品出貨，大立光營收月增',
    source: industry,
    image: 'semiconductor',
    paragraphs: ['新款手機鏡頭進入出貨旺季，光學廠營收月增。', '潛望式鏡頭滲透率提升，為高階規格主要成長動能。'],
  },
  {
    title: '壽險業淨值比回升，主管機關關注接軌國際準則',
    source: wire,
    image: 'finance',
    paragraphs: [
      '壽險業整體淨值比回升，主管機關持續關注新會計準則接軌進度。',
      '業者表示已逐步調整資產配置，以因應新制上路。',
    ],
  },
  {
    title: '研究部週報：量能溫和，選股重於選市',
    source: desk,
    image: 'market',
    paragraphs: [
      '本週台股量能溫和，類股輪動快速，建議以基本面與評價為選股依據。',
      '留意美國利率政策與國際股市變化對資金流向的影響。',
    ],
  },
  {
    title: '電動車零組件接單回溫，車用電子族群轉強',
    source: industry,
    image: 'energy',
    paragraphs: [
      '車廠新車款上市，帶動車用電子與電池模組接單回溫。',
      '供應鏈指出，明年車用半導體庫存水位已回到健康區間。',
    ],
  },
  {
    title: '新台幣定存利率維持不變，銀行推出高利活存專案',
    source: wire,
    image: '',
    paragraphs: [
      '多家銀行維持定存牌告利率，並推出限期高利活存專案吸引新戶。',
      '專案多有額度與期間限制，申辦前請詳閱條款。',
    ],
  },
]

/** Published in the afternoon after the world starts: a moving clock shows it. */
export const scheduledNews: SeedNews = {
  title: '盤後快訊：三大法人今日合計買超',
  source: wire,
  image: 'market',
  paragraphs: ['三大法人今日合計買超台股，外資買超金額居冠，投信則連續第五日買超。', '自營商避險部位小幅調節。'],
}

function contentOf(news: SeedNews): string {
  const picture = news.image === '' ? '' : `<p><img src="/static/news/${news.image}.svg" alt="${news.title}"></p>`
  return (
    picture +
    news.paragraphs.map((paragraph) => (/^<(ul|ol)>/.test(paragraph) ? paragraph : `<p>${paragraph}</p>`)).join('')
  )
}

async function publish(world: World, news: SeedNews, publishedAt: number): Promise<void> {
  const content = contentOf(news)
  await world.db.news.create({
    id: world.ids.next('news'),
    title: news.title,
    summary: summaryOf(news.paragraphs.join(' ')),
    image: news.image === '' ? '' : `/static/news/${news.image}.svg`,
    source: news.source,
    content,
    publishedAt,
  })
}

/**
 * The gaps between items, 7 to 30 hours, from the world's seed. Drawn from a generator of
 * their own, not the world's Random: the areas seeded after this one keep their draws.
 */
function gapsOf(seed: number): () => number {
  let state = (seed ^ 0x5eed_4e57) >>> 0
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0
    return 7 + (state % 24)
  }
}

/** The newest item an hour before `now`, then one every 7 to 30 hours back. */
export async function seedNews(world: World, now: number): Promise<void> {
  const gap = gapsOf(world.seed)
  let at = now - hourMs
  const times = seededNews.map(() => {
    const current = at
    at -= gap() * hourMs
    return current
  })
  // Oldest first, so that ids grow with time as a back office's would.
  for (let index = seededNews.length - 1; index >= 0; index--) await publish(world, seededNews[index]!, times[index]!)
  await publish(world, scheduledNews, now + hourMs)
}
