// The server texts of a new world (`/common/wenben`): HTML as a back office writes it. The
// app renders them sanitised; their markup (headings, lists, tables, details) is what such
// editors produce.
import type { TextType } from './records.ts'

export interface SeedText {
  type: TextType
  title: string
  content: string
}

export const seedTexts: readonly SeedText[] = [
  {
    type: 'userPrivacy',
    title: '隱私權政策',
    content:
      `<p>福爾摩沙證券（以下稱「本公司」）重視您的隱私，` +
      `依《個人資料保護法》蒐集、處理及利用您的個人資料。本政策說明我們如何處理您於本應用程式提供的資料。</p>
<h3>一、蒐集之資料</h3>
<ul><li>身分資料：姓名、身分證字號、出生日期、證件影像。</li><li>聯絡資料：手機號碼、電子郵件。</li>
<li>交易資料：委託、成交、出入金及帳戶餘額紀錄。</li><li>裝置資料：登入時間、IP 位址、裝置型號，用於帳戶安全。</li></ul>
<h3>二、利用目的</h3>
<p>開立及管理證券帳戶、執行委託與交割、防制洗錢及打擊資恐、客戶服務與法令遵循。</p>
<h3>三、保存期間</h3>
<p>於帳戶存續期間及法令規定之保存期限內保存，期滿後依規定刪除或銷毀。</p>
<h3>四、您的權利</h3>
<p>您得向本公司請求查詢、閱覽、製給複製本、補充、更正、停止蒐集處理利用或刪除您的個人資料。` +
      `請洽<strong>線上客服</strong>或來電 0800-000-888。</p>`,
  },
  {
    type: 'aboutUs',
    title: '關於我們',
    content:
      `<p><strong>福爾摩沙證券</strong>成立於 1998 年，總部位於臺北市信義區，` +
      `提供臺股、ETF、新股申購及鉅額交易等服務，致力以簡單、安全的行動下單體驗陪伴每一位投資人。</p>
<table><tbody>
<tr><th>公司名稱</th><td>福爾摩沙證券股份有限公司</td></tr>
<tr><th>地址</th><td>臺北市信義區松仁路 100 號 20 樓</td></tr>
<tr><th>客服專線</th><td>0800-000-888（週一至週五 08:00-20:00）</td></tr>
<tr><th>電子郵件</th><td>service@formosa-sec.example</td></tr>
</tbody></table>
<p>投資一定有風險，證券投資有賺有賠，申購前應詳閱公開說明書。</p>`,
  },
  {
    type: 'fileText',
    title: '開戶文件與風險預告書',
    content:
      `<h3>證券交易委託契約</h3>
<p>委託人同意依臺灣證券交易所及證券櫃檯買賣中心之規定，透過本公司電子交易平台委託買賣有價證券，` +
      `並於成交後第二個營業日（T+2）完成交割。</p>
<h3>風險預告書</h3>
<ol><li>有價證券之價格可能因市場因素大幅波動，投資人可能損失部分或全部本金。</li>
<li>每日漲跌幅限制為前一營業日收盤價之百分之十。</li>
<li>網路傳輸可能因系統或通訊問題延遲或中斷，委託結果以交易所成交回報為準。</li>
<li>違約交割將依法處理並列入信用紀錄。</li></ol>
<p>委託人已詳閱並充分瞭解上述文件內容。</p>`,
  },
  {
    type: 'qsCenter',
    title: '常見問題',
    content:
      `<details open><summary>如何完成身分驗證？</summary>
<p>至「帳戶中心 → 身分驗證」填寫真實姓名與身分證字號，並上傳身分證正反面照片，` +
      `送出後約一個工作天完成審核。</p></details>
<details><summary>交易時間為何？</summary><p>臺股一般交易時間為週一至週五 09:00-13:30，08:30 起可預約委託；` +
      `盤後定價交易 14:00-14:30。</p></details>
<details><summary>資金密碼忘記了怎麼辦？</summary><p>請聯繫線上客服核對身分後重設。` +
      `資金密碼連續輸錯 5 次將鎖定 30 分鐘。</p></details>
<details><summary>出金多久到帳？</summary><p>出金申請審核通過後，一般於一個營業日內匯入您綁定的本人銀行帳戶。` +
      `</p></details>
<details><summary>每日簽到有什麼好處？</summary><p>每天簽到可獲得 1 次抽獎機會，` +
      `當月累計簽到達 3、7、15、25 天還可領取現金獎勵。</p></details>`,
  },
  {
    type: 'tradeRule',
    title: '交易規則',
    content: `<h3>交易單位</h3>
<p>一張為 1,000 股；零股為 1 至 999 股，僅限限價、當日有效。</p>
<h3>漲跌幅與升降單位</h3>
<table><thead><tr><th>股價</th><th>升降單位</th></tr></thead><tbody>
<tr><td>未滿 10 元</td><td>0.01 元</td></tr><tr><td>10 元至未滿 50 元</td><td>0.05 元</td></tr>
<tr><td>50 元至未滿 100 元</td><td>0.1 元</td></tr>
<tr><td>100 元至未滿 500 元</td><td>0.5 元</td></tr><tr><td>500 元至未滿 1,000 元</td><td>1 元</td></tr>
<tr><td>1,000 元以上</td><td>5 元</td></tr>
</tbody></table>
<h3>手續費與交易稅</h3>
<p>手續費為成交金額之 0.1425%，最低 20 元；賣出時另收證券交易稅 0.3%（ETF 0.1%，當沖賣出 0.15%）。</p>
<h3>交割</h3>
<p>成交後第二個營業日（T+2）交割，請於交割日前備足款項。</p>`,
  },
  {
    type: 'gzbh',
    title: '個人資料保護聲明',
    content:
      `<p>依《個人資料保護法》第八條規定，本公司向您告知下列事項：</p>
<ol><li><strong>蒐集機關</strong>：福爾摩沙證券股份有限公司。</li>
<li><strong>蒐集目的</strong>：證券業務、客戶管理與服務、法令遵循（特定目的代號 044、090、181）。</li>
<li><strong>資料類別</strong>：識別類、特徵類、財務細節類。</li>
<li><strong>利用期間、地區、對象及方式</strong>：於帳戶存續期間及法定保存期間內，於中華民國境內，` +
      `由本公司及依法有權機關以自動化或非自動化方式利用。</li>
<li><strong>您的權利</strong>：得依第三條行使查詢、更正、刪除等權利；不提供資料將無法開立帳戶。</li></ol>`,
  },
]
